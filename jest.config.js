/** One jest run for every package: unit and component tests sit next to the code they test. */
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/../tooling/jest/style-stub.js',
    // shared-ui's kit imports the core by the package's own name (see shared-ui/src/kit.ts).
    '^@portal/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
    '^@portal/shared-ui/kit$': '<rootDir>/../shared-ui/src/kit.ts',
    '^@portal/shared-ui/remote$': '<rootDir>/../shared-ui/src/remote.ts',
  },
};
module.exports = {
  projects: [
    { ...common, displayName: 'shared-contracts', rootDir: 'shared-contracts', testEnvironment: 'node' },
    ...['shared-ui', 'host', 'remote-auth', 'remote-deals', 'remote-loans', 'remote-profile', 'remote-teams'].map((name) => ({
      ...common,
      displayName: name,
      rootDir: name,
      testEnvironment: 'jsdom',
      // What webpack's DefinePlugin sets in a build (tooling/webpack.mjs).
      globals: { __REMOTE_NAME__: name.replace('remote-', ''), __REMOTE_VERSION__: '0.0.0-test', __CONTRACT_VERSION__: require('./shared-contracts/package.json').version, __HOST_VERSION__: '0.0.0-test' },
      setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.js'],
    })),
    { ...common, displayName: 'deploy', rootDir: 'deploy', testEnvironment: 'node' },
    // API tests run against a real database (PGlite here, PostgreSQL when DATABASE_URL is set); see api/README.md.
    {
      ...common,
      displayName: 'api',
      rootDir: 'api',
      testEnvironment: 'node',
      // pdf-lib (the pdfme fork) and the packages it uses ship ES modules only: Jest's require needs them compiled.
      transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|@pdfme|@pdf-lib|color|color-convert|color-name|color-string|pako|node-html-better-parser)'],
    },
  ],
  // Jest reads testTimeout only here, never inside a project (DESIGN §9): a cold PGlite start in an API hook
  // takes longer than the default 5 s, and a timed-out hook left jest hanging after the run.
  testTimeout: 30000,
};
