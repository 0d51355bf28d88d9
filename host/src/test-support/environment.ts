import { REMOTE_NAMES, type EnvironmentFile, type RemoteName, type RemotePin } from '@portal/shared-contracts';

/** The origin every test remote is served from, allowed by `testEnvironment`. */
export const TEST_REMOTE_ORIGIN = 'http://127.0.0.1:8083';

/** A pin laid out as the artifact store lays versions out: `<origin>/<version>/mf-manifest.json`. */
export const pinAt = (version: string, origin = TEST_REMOTE_ORIGIN): RemotePin => ({ version, manifestUrl: `${origin}/${version}/mf-manifest.json` });

/** Every remote pinned at 1.0.0 on the test origin, unless `remotes` says otherwise. */
export function testEnvironment({ remotes, ...changes }: Partial<Omit<EnvironmentFile, 'remotes'>> & { remotes?: Partial<Record<RemoteName, RemotePin>> } = {}): EnvironmentFile {
  return {
    name: 'local',
    lower: true,
    apiBase: '/api',
    marketingSiteUrl: 'https://www.lender.example',
    marketingContactUrl: 'https://www.lender.example/contact',
    allowedOrigins: [TEST_REMOTE_ORIGIN],
    hostOrigins: [],
    thirdPartyScripts: {},
    ...changes,
    remotes: { ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, pinAt('1.0.0')])) as Record<RemoteName, RemotePin>), ...remotes },
  };
}
