// One lint configuration for the workspace. Beyond correctness and accessibility it enforces the layers of
// DESIGN §1: a remote never imports the host or another remote; shared-ui never imports a remote or the host;
// shared-contracts imports no React, DOM or Node API.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const remotes = ['remote-auth', 'remote-deals', 'remote-loans', 'remote-profile', 'remote-teams'];

const remoteZones = remotes.map((remote) => ({
  target: `./${remote}`,
  from: ['./host', './api', './deploy', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
  message: 'A remote reaches other areas only through routes (ctx.navigate) or exposed parcels, never by importing their source.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'deploy/artifacts/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', 'api/.data/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...remoteZones,
            { target: './shared-ui', from: ['./host', './api', './deploy', ...remotes.map((remote) => `./${remote}`)], message: 'shared-ui never imports a remote, the host or the API.' },
            { target: './shared-contracts', from: ['./shared-ui', './host', './api', './deploy', ...remotes.map((remote) => `./${remote}`)], message: 'shared-contracts depends on nothing of the portal.' },
            { target: './host', from: remotes.map((remote) => `./${remote}`), message: 'The host loads remotes at runtime; it never imports their source.' },
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
  {
    files: ['remote-*/src/**', 'shared-ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/host', '@portal/remote-*', '@portal/api', '@portal/deploy'], message: 'Remotes and shared-ui never import the host, another remote or the API.' }] },
      ],
    },
  },
  {
    files: ['shared-contracts/src/**'],
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
