import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REMOTE_VERSION_PATTERN, type RemoteName } from '@portal/shared-contracts';
import { OperationRefused } from './environments';
import { releaseFolder, remotePackageOf, repoRoot, type Places } from './places';
import { completenessProblems, type ReleaseRecord } from './records';

export interface Published {
  remote: RemoteName;
  version: string;
  folder: string;
  record: ReleaseRecord;
}

/** How a remote is built: webpack in its package, into a folder of the caller's choosing (a test passes its own). */
export type BuildRemote = (remote: RemoteName, version: string, outputDir: string) => void;

const buildWithWebpack: BuildRemote = (remote, version, outputDir) => {
  const build = spawnSync('pnpm', ['--filter', `@portal/${remotePackageOf(remote)}`, '--reporter=append-only', 'run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, REMOTE_VERSION: version, REMOTE_OUTPUT_DIR: outputDir, PORTAL_RELEASE: 'release' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new OperationRefused([`the build of ${remotePackageOf(remote)} failed (exit ${build.status ?? build.signal}); nothing was published`]);
};

/**
 * `pnpm portal release <remote> <version>`: builds that remote alone, from this checkout, into a staging folder of the
 * store, checks what it wrote against its own record, then publishes it with one rename, so the store never shows
 * half a release. A version that exists already (released, or built by `npm run build`) is refused: a published
 * version never changes.
 */
export function release(places: Places, remote: RemoteName, version: string, build: BuildRemote = buildWithWebpack): Published {
  if (!REMOTE_VERSION_PATTERN.test(version)) throw new OperationRefused([`"${version}" is not a version (1.4.0, 1.4.0-rc.1)`]);
  const folder = releaseFolder(places, remote, version);
  if (existsSync(folder)) throw new OperationRefused([`${remote}@${version} exists already in ${places.artifacts}: a published version never changes, choose another`]);

  const staging = join(places.artifacts, '.staging', `${remotePackageOf(remote)}@${version}.${process.pid}.${Date.now()}`);
  mkdirSync(dirname(staging), { recursive: true });
  try {
    build(remote, version, staging);
    const { record, problems } = completenessProblems(staging, { remote, version });
    if (!record || problems.length > 0) throw new OperationRefused(problems.map((problem) => `the build of ${remote}@${version} is not complete: ${problem}`));
    if (record.source !== 'release') throw new OperationRefused([`the build of ${remote}@${version} was not made as a release`]);
    mkdirSync(dirname(folder), { recursive: true });
    try {
      renameSync(staging, folder);
    } catch (error) {
      // Another release of the same version landed while this one was building.
      if (existsSync(folder)) throw new OperationRefused([`${remote}@${version} was published meanwhile by someone else; nothing was changed`]);
      throw error;
    }
    return { remote, version, folder, record };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
