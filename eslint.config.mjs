// One lint configuration for the workspace. Beyond correctness and accessibility it enforces the layers of
// DESIGN §1, by path (import-x/no-restricted-paths, on every import the TypeScript resolver below resolves to a
// file: relative, extension-less, or a workspace package by name) and by package name (no-restricted-imports):
// - a remote never imports the host, the API, deploy, e2e or another remote;
// - shared-ui never imports a remote, the host, the API, deploy or e2e;
// - shared-contracts depends on nothing of the portal, and imports no React, DOM or Node API;
// - the host never imports a remote's source (it loads remotes at runtime), the API, deploy or e2e;
// - the API never imports shared-ui, the host, a remote, deploy, e2e or React (shared-contracts is its one
//   portal dependency);
// - deploy, e2e and tooling may import what they need.
// Without the resolver no import resolves and no zone ever fires: `node scripts/lint-fixtures.mjs` (run by
// `npm test` after lint) lints the `lint-fixtures/` folders, which must fail, and fails if a rule stays silent.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const remotes = ['remote-auth', 'remote-deals', 'remote-loans', 'remote-profile', 'remote-teams'];
const packagesWithTsconfig = ['shared-contracts', 'shared-ui', 'host', ...remotes, 'api', 'deploy', 'e2e'];
const inside = (...folders) => folders.map((folder) => `./${folder}`);
const allRemotes = inside(...remotes);

const remoteZones = remotes.map((remote) => ({
  target: `./${remote}`,
  from: [...inside('host', 'api', 'deploy', 'e2e'), ...allRemotes.filter((other) => other !== `./${remote}`)],
  message: 'A remote reaches other areas only through routes (ctx.navigate) or exposed parcels, never by importing their source.',
}));

const packageNameRule = (group, message) => ['error', { patterns: [{ group, message }] }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', 'deploy/artifacts/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', 'api/.data/**', 'api/drizzle/**',
      // Files that break the layers on purpose; scripts/lint-fixtures.mjs lints them and expects each to fail.
      '**/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: packagesWithTsconfig.map((folder) => `${root}/${folder}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
          // The zones need the file an import lands on, not its type definitions.
          alwaysTryTypes: false,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are folders of the workspace, whatever directory eslint runs from.
          basePath: root,
          zones: [
            ...remoteZones,
            { target: './shared-ui', from: [...inside('host', 'api', 'deploy', 'e2e'), ...allRemotes], message: 'shared-ui never imports a remote, the host or the API.' },
            { target: './shared-contracts', from: [...inside('shared-ui', 'host', 'api', 'deploy', 'e2e', 'tooling'), ...allRemotes], message: 'shared-contracts depends on nothing of the portal.' },
            { target: './host', from: [...inside('api', 'deploy', 'e2e'), ...allRemotes], message: 'The host loads remotes at runtime; it never imports their source, nor the API.' },
            { target: './api', from: [...inside('shared-ui', 'host', 'deploy', 'e2e'), ...allRemotes], message: 'The API holds no UI code: its one portal dependency is shared-contracts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/refs': 'off' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // By package name too: a package that is not a dependency does not resolve, so no zone would see it.
  {
    files: ['remote-*/**', 'shared-ui/**'],
    rules: {
      'no-restricted-imports': packageNameRule(['@portal/host', '@portal/remote-*', '@portal/api', '@portal/deploy', '@portal/e2e'], 'Remotes and shared-ui never import the host, another remote or the API.'),
    },
  },
  {
    files: ['host/**'],
    rules: {
      'no-restricted-imports': packageNameRule(['@portal/remote-*', '@portal/api', '@portal/deploy', '@portal/e2e'], 'The host loads remotes at runtime; it never imports their source, nor the API.'),
    },
  },
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': packageNameRule(
        ['@portal/shared-ui', '@portal/host', '@portal/remote-*', '@portal/deploy', '@portal/e2e', 'react', 'react-*', 'react/*'],
        'The API holds no UI code: its one portal dependency is shared-contracts.',
      ),
    },
  },
  {
    files: ['shared-contracts/**'],
    ignores: ['shared-contracts/src/**/*.test.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', '@portal/*', 'zustand', 'zustand/*', 'single-spa*'], message: 'shared-contracts holds no React and no portal code.' },
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'shared-contracts runs in the browser and on the server alike: no Node API.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator', 'process'],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
