import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { EnvironmentFile } from '@portal/shared-contracts';
import { baseEnvironmentFile, environmentFile, operationsDir } from './paths';

/** Changes the running portal's environment file; the host reads it afresh at every page load. */
export function editEnvironment(change: (env: EnvironmentFile) => void) {
  const env = JSON.parse(readFileSync(environmentFile, 'utf8')) as EnvironmentFile;
  change(env);
  writeFileSync(environmentFile, JSON.stringify(env, null, 2));
}

/** The environment as the run started it, and no history or lock of the operators' commands a test ran. */
export function restoreEnvironment() {
  writeFileSync(environmentFile, readFileSync(baseEnvironmentFile, 'utf8'));
  rmSync(operationsDir, { recursive: true, force: true });
}
