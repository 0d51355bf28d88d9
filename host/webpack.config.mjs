import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig, pageScriptConfig } from '@portal/tooling';

const here = dirname(fileURLToPath(import.meta.url));

// A production build also writes the script the host server puts in signed-in pages (shared-contracts
// SIGNED_IN_AHEAD_FILE); the development server sends no frame for it to draw into.
export default (_env, argv) =>
  argv.mode === 'development' ? hostConfig(here, argv) : [hostConfig(here, argv), pageScriptConfig(here, { entry: './src/signed-in-ahead.ts', filename: 'signed-in-ahead.js' })];
