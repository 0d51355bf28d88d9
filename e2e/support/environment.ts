import { readFileSync, writeFileSync } from 'node:fs';
import type { EnvironmentFile } from '@portal/shared-contracts';
import { baseEnvironmentFile, environmentFile } from './paths';

/** Changes the running portal's environment file; the host reads it afresh at every page load. */
export function editEnvironment(change: (env: EnvironmentFile) => void) {
  const env = JSON.parse(readFileSync(environmentFile, 'utf8')) as EnvironmentFile;
  change(env);
  writeFileSync(environmentFile, JSON.stringify(env, null, 2));
}

export function restoreEnvironment() {
  writeFileSync(environmentFile, readFileSync(baseEnvironmentFile, 'utf8'));
}
