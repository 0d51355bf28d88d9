import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '@portal/shared-contracts';
import { startHostServer } from './hostServer';
import { API_PORT, HOST_PORT, LOOPBACK, REMOTE_PORTS } from './ports';
import { placesFromEnvironment } from './operations/places';
import { hostOriginsOf, startRemoteServer } from './remoteServer';

const repoRoot = resolve(__dirname, '../..');

export const DEMO_ACCOUNTS = [
  ['borrower@demo.test', 'account owner, verified'],
  ['unverified@demo.test', 'account owner, e-mail not verified'],
  ['member@demo.test', "portal team member of borrower@demo.test's account (Loan Viewer, Primary Contact)"],
  ['teams@demo.test', 'works in teams: starts in the teams area'],
  ['builder@demo.test', 'another account owner'],
  ['invitee@demo.test', 'invited by the lender: sign in with the e-mailed code (see /api/dev/outbox?to=...)'],
  ['contributor@demo.test', "invited to Ann Borrower's team: sign in with the e-mailed code, then answer in the teams area"],
] as const;

function runApi(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['-r', '@swc-node/register', join(repoRoot, 'api/src', script)], {
    cwd: join(repoRoot, 'api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number>((resolveExit) => child.once('exit', (code) => resolveExit(code ?? 1)));

async function waitForApi(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API stopped while starting (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The API did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Serves the whole portal from the production build, as `npm start` and the end-to-end tests do: the API
 * (seeded with demo data), each remote from its own origin, and the host with its environment file.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      'env-file': { type: 'string', default: join(repoRoot, 'deploy/environments/local.json') },
      'data-dir': { type: 'string', default: join(repoRoot, 'api/.data/pglite') },
      quiet: { type: 'boolean', default: false },
      // The end-to-end tests run each remote's server on its own (serveRemote.ts) so they can stop one.
      'without-remotes': { type: 'boolean', default: false },
    },
  });
  const apiUrl = `http://${LOOPBACK}:${API_PORT}`;
  // A local demo: a lower environment (registration, the outbox, demo data) said explicitly, since the API's default
  // is production; e-mailed links open the host server, where people use the portal.
  const apiEnv = {
    HOST: LOOPBACK,
    PORT: String(API_PORT),
    DATA_DIR: values['data-dir'],
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    LOWER_ENVIRONMENT: 'true',
    PUBLIC_URL: `http://${LOOPBACK}:${HOST_PORT}`,
  };

  const hostDist = join(repoRoot, 'host/dist');
  if (!existsSync(join(hostDist, 'index.html'))) throw new Error('The portal is not built yet: run `npm run build` first.');

  const seeding = runApi('seed-cli.ts', apiEnv);
  if ((await exited(seeding)) !== 0) throw new Error('Seeding the demo data failed.');
  const api = runApi('main.ts', apiEnv);
  await waitForApi(apiUrl, api);

  const artifactsDir = placesFromEnvironment().artifacts;
  const hostOrigins = hostOriginsOf(resolve(values['env-file']));
  const servers = await Promise.all([
    ...(values['without-remotes']
      ? []
      : REMOTE_NAMES.map((name) => startRemoteServer({ artifactsDir, remotePackage: `remote-${name}`, hostOrigins, port: REMOTE_PORTS[name], host: LOOPBACK }))),
    startHostServer({ hostDist, environmentFile: resolve(values['env-file']), apiUrl, port: HOST_PORT, host: LOOPBACK }),
  ]);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(servers.map((server) => server.close()));
    api.kill('SIGTERM');
    await exited(api);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  api.once('exit', (code) => {
    if (!stopping) {
      console.error(`The API stopped unexpectedly (exit ${code}).`);
      void stop(1);
    }
  });

  if (!values.quiet) {
    console.log(`\nThe borrower portal is running at http://${LOOPBACK}:${HOST_PORT}`);
    console.log(`  API ${apiUrl}; remotes ${REMOTE_NAMES.map((name) => `${name} ${REMOTE_PORTS[name]}`).join(', ')}`);
    console.log('  Demo accounts (password Demo1234!):');
    for (const [email, what] of DEMO_ACCOUNTS) console.log(`    ${email.padEnd(22)} ${what}`);
    console.log('  Press Ctrl+C to stop.\n');
  } else {
    console.log('portal ready');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
