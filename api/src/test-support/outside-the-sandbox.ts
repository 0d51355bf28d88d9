import { runInThisContext } from 'node:vm';

/*
 * Jest runs tests in a VM sandbox that, on Node 20, can neither `import()` (without --experimental-vm-modules)
 * nor `require()` an ES module. Three packages the API runs on need one of them: PGlite loads its WebAssembly
 * glue with `import()`, @fastify/cookie loads the ESM-only `cookie` package with `import()`, and Fastify's
 * `inject` (light-my-request) requires that same package. Tests therefore take them from Node's own loader,
 * as the API does in production. Only plain values cross between the two worlds: drizzle hands PGlite dates
 * as ISO strings and reads timestamps back as strings.
 *
 * Import this module before anything that loads the app or the database; test-api.ts imports it first.
 */
jest.mock('@electric-sql/pglite', () => requireOutsideTheSandbox('@electric-sql/pglite'));
jest.mock('@fastify/cookie', () => requireOutsideTheSandbox('@fastify/cookie'));

const lightMyRequest = require.resolve('light-my-request', { paths: [require.resolve('fastify')] });
const cookieOfLightMyRequest = require.resolve('cookie', { paths: [lightMyRequest] });
jest.doMock(cookieOfLightMyRequest, () => requireOutsideTheSandbox(cookieOfLightMyRequest));

function requireOutsideTheSandbox(id: string): unknown {
  const nodeProcess = runInThisContext('process') as NodeJS.Process;
  return nodeProcess.getBuiltinModule('node:module').createRequire(__filename)(id);
}
