import { join, resolve } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared-contracts';

export const repoRoot = resolve(__dirname, '../../..');

/**
 * Where the operators' command line reads and writes, each movable by an environment variable so that a test (or a
 * second checkout) works on copies: the artifact store (laid out as the CDN bucket), the environment files the
 * hosts serve, the operations folder (history and locks, never served), and the host's record of what it provides.
 */
export interface Places {
  artifacts: string;
  environments: string;
  operations: string;
  hostRecord: string;
}

export function placesFromEnvironment(env: NodeJS.ProcessEnv = process.env): Places {
  return {
    artifacts: resolve(env.PORTAL_ARTIFACTS || join(repoRoot, 'deploy/artifacts')),
    environments: resolve(env.PORTAL_ENVIRONMENTS || join(repoRoot, 'deploy/environments')),
    operations: resolve(env.PORTAL_OPERATIONS || join(repoRoot, 'deploy/operations')),
    hostRecord: resolve(env.PORTAL_HOST_RECORD || join(repoRoot, 'host/dist/host.json')),
  };
}

/** A remote's package, which names its folder in the store: `remote-loans`. */
export const remotePackageOf = (remote: RemoteName) => `remote-${remote}`;

export const releaseFolder = (places: Places, remote: RemoteName, version: string) => join(places.artifacts, remotePackageOf(remote), version);

/** An environment's name: what its file is called, so nothing that could leave the folder. */
export const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,31}$/;

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
