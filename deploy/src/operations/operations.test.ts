import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_VERSION, REMOTE_NAMES, type EnvironmentFile, type RemoteName } from '@portal/shared-contracts';
import { run } from './cli';
import { readHistory } from './environments';
import { releaseFolder, type Places } from './places';
import { promote, rollback, setLock } from './promotion';
import { integrityOf } from './records';
import { release } from './release';

let places: Places;
const operator = { who: 'ops@lender.example', now: () => new Date('2026-11-25T10:00:00.000Z') };
const HOST_SHARED = { react: '19.2.0', 'react-dom': '19.2.0', zustand: '5.0.8' };

/** A release as a build writes it: a manifest naming its entry and chunks, the files, and the record of their hashes. */
interface ReleaseOptions {
  contractVersion?: string;
  shared?: Record<string, string>;
  federationRuntime?: string;
  federationRuntimeParts?: string[];
  folder?: string;
  source?: 'release' | 'build';
}

function writeRelease(remote: RemoteName, version: string, { contractVersion = CONTRACT_VERSION, shared = { react: '^19.2.0', 'react-dom': '^19.2.0' }, federationRuntime, federationRuntimeParts, folder = releaseFolder(places, remote, version), source = 'release' }: ReleaseOptions = {}) {
  mkdirSync(folder, { recursive: true });
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, portal: { version, contractVersion } },
      exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.0a1b2c3d.js'], async: ['my-deals.1a2b3c4d.js'] }, css: { sync: [], async: ['my-deals.2b3c4d5e.css'] } } }],
      shared: [{ name: 'zustand', assets: { js: { sync: ['9758.3c4d5e6f.js'], async: [] }, css: { sync: [], async: [] } } }],
    }),
    'remoteEntry.js': `/* ${remote}@${version} */`,
    '__federation_expose_app.0a1b2c3d.js': 'export const app = 1;',
    'my-deals.1a2b3c4d.js': 'export const page = 1;',
    'my-deals.2b3c4d5e.css': '.x{}',
    '9758.3c4d5e6f.js': 'export const zustand = 1;',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const record = {
    remote,
    version,
    contractVersion,
    shared,
    ...(federationRuntime ? { federationRuntime } : {}),
    ...(federationRuntimeParts ? { federationRuntimeParts } : {}),
    builtAt: '2026-11-24T09:00:00.000Z',
    commit: '0123456789abcdef0123456789abcdef01234567',
    dirty: false,
    source,
    entry: 'remoteEntry.js',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, integrityOf(Buffer.from(text))])),
  };
  writeFileSync(join(folder, 'release.json'), JSON.stringify(record));
  return record;
}

function environmentFile(name: string, lower = true): EnvironmentFile {
  return {
    name,
    lower,
    apiBase: '/api',
    marketingSiteUrl: 'https://www.lender.example',
    marketingContactUrl: 'https://www.lender.example/contact',
    allowedOrigins: ['https://cdn.lender.example'],
    hostOrigins: ['https://portal.lender.example'],
    thirdPartyScripts: {},
    remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { version: '1.0.0', manifestUrl: `https://cdn.lender.example/remote-${remote}/1.0.0/mf-manifest.json` }])) as EnvironmentFile['remotes'],
  };
}

const readEnvironmentFile = (env: string) => JSON.parse(readFileSync(join(places.environments, `${env}.json`), 'utf8')) as EnvironmentFile;

beforeEach(() => {
  const root = mkdtempSync(join(tmpdir(), 'portal-operations-'));
  places = { artifacts: join(root, 'artifacts'), environments: join(root, 'environments'), operations: join(root, 'operations'), hostRecord: join(root, 'host.json') };
  mkdirSync(places.environments, { recursive: true });
  for (const env of ['staging', 'production']) writeFileSync(join(places.environments, `${env}.json`), JSON.stringify(environmentFile(env, env !== 'production'), null, 2));
  writeFileSync(places.hostRecord, JSON.stringify({ version: '1.0.0', contractVersion: CONTRACT_VERSION, shared: HOST_SHARED, federationRuntime: '2.9.2' }));
  for (const remote of REMOTE_NAMES) writeRelease(remote, '1.0.0');
});
afterEach(() => rmSync(join(places.artifacts, '..'), { recursive: true, force: true }));

async function refusalOf(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    return (error as { reasons?: string[] }).reasons ?? [String(error)];
  }
  throw new Error('It was not refused');
}

describe('promote', () => {
  test('pins the version with its manifest and its entry’s integrity, and records who, when, from which version to which, why', async () => {
    const record = writeRelease('loans', '1.1.0');
    const change = await promote(places, operator, 'staging', 'loans', '1.1.0', 'new draw wizard');
    expect(change).toEqual({
      env: 'staging',
      remote: 'loans',
      from: '1.0.0',
      to: '1.1.0',
      integrity: record.files['remoteEntry.js'],
      manifestUrl: 'https://cdn.lender.example/remote-loans/1.1.0/mf-manifest.json',
    });
    expect(readEnvironmentFile('staging').remotes.loans).toEqual({ version: '1.1.0', manifestUrl: change.manifestUrl, integrity: change.integrity });
    expect(readHistory(places, 'staging')).toEqual([{ at: '2026-11-25T10:00:00.000Z', who: 'ops@lender.example', action: 'promote', remote: 'loans', from: '1.0.0', to: '1.1.0', reason: 'new draw wizard' }]);
  });

  const before = () => readFileSync(join(places.environments, 'staging.json'), 'utf8');

  test('a version not in the store, or with a file its manifest names missing, is refused and nothing changes', async () => {
    const unchanged = before();
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '9.9.9'))).toEqual(['loans@9.9.9 is not complete: remote-loans@9.9.9 is not in the artifact store']);
    writeRelease('loans', '1.1.0');
    unlinkSync(join(releaseFolder(places, 'loans', '1.1.0'), 'my-deals.1a2b3c4d.js'));
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '1.1.0'))).toEqual(['loans@1.1.0 is not complete: my-deals.1a2b3c4d.js is missing']);
    expect(before()).toBe(unchanged);
    expect(readHistory(places, 'staging')).toEqual([]);
  });

  test('a file whose bytes no longer match the record (an entry altered after release) is refused', async () => {
    writeRelease('loans', '1.1.0');
    appendFileSync(join(releaseFolder(places, 'loans', '1.1.0'), 'remoteEntry.js'), 'alert(1)');
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '1.1.0'))).toEqual(['loans@1.1.0 is not complete: remoteEntry.js does not match its recorded hash']);
  });

  test('a manifest naming a file the release does not hold is refused', async () => {
    const folder = releaseFolder(places, 'loans', '1.1.0');
    writeRelease('loans', '1.1.0');
    const record = JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8'));
    delete record.files['9758.3c4d5e6f.js'];
    writeFileSync(join(folder, 'release.json'), JSON.stringify(record));
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '1.1.0'))).toEqual(['loans@1.1.0 is not complete: mf-manifest.json names 9758.3c4d5e6f.js, which the release does not hold']);
  });

  test('a contract of another major than the host’s is refused', async () => {
    writeRelease('loans', '2.0.0', { contractVersion: '2.0.0' });
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '2.0.0'))).toEqual([`loans@2.0.0 speaks contract 2.0.0; the host speaks ${CONTRACT_VERSION} (majors must be equal)`]);
  });

  test('a shared-library range the host’s version does not satisfy is refused; a library the host does not share is the remote’s own', async () => {
    writeRelease('loans', '1.2.0', { shared: { react: '^20.0.0', 'react-dom': '^19.1.0', echarts: '^6.0.0' } });
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '1.2.0'))).toEqual(['loans@1.2.0 needs react ^20.0.0; the host provides 19.2.0']);
  });

  test('a release on the host’s federation runtime must come from the same @module-federation/enhanced; one with its own runtime has no such need', async () => {
    writeRelease('loans', '1.3.0', { federationRuntime: '2.9.3' });
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '1.3.0'))).toEqual([
      "loans@1.3.0 runs on the host's federation runtime of @module-federation/enhanced 2.9.3; the host provides 2.9.2 (build host and remotes with the same version)",
    ]);
    writeRelease('loans', '1.3.1', { federationRuntime: '2.9.2' });
    await promote(places, operator, 'staging', 'loans', '1.3.1');
    writeRelease('loans', '1.3.2');
    await promote(places, operator, 'staging', 'loans', '1.3.2');
    expect(readEnvironmentFile('staging').remotes.loans.version).toBe('1.3.2');
  });

  test('a release that takes the bundler runtime from the host needs a host that provides it', async () => {
    writeRelease('loans', '1.4.0', { federationRuntime: '2.9.2', federationRuntimeParts: ['core', 'bundler'] });
    expect(await refusalOf(promote(places, operator, 'staging', 'loans', '1.4.0'))).toEqual([
      "loans@1.4.0 takes the bundler part of the federation runtime from the host; the host provides core (build the host with the remote's tooling)",
    ]);
    writeFileSync(places.hostRecord, JSON.stringify({ version: '1.1.0', contractVersion: CONTRACT_VERSION, shared: HOST_SHARED, federationRuntime: '2.9.2', federationRuntimeParts: ['core', 'bundler'] }));
    await promote(places, operator, 'staging', 'loans', '1.4.0');
    expect(readEnvironmentFile('staging').remotes.loans.version).toBe('1.4.0');
  });

  test('a locked environment refuses every promotion, with who locked it and why, until unlocked; a lock needs a reason', async () => {
    writeRelease('loans', '1.1.0');
    expect(await refusalOf(setLock(places, operator, 'production', 'lock'))).toEqual(['a lock needs a reason (--reason "…"), so others know why and whom to ask']);
    await setLock(places, operator, 'production', 'lock', 'quarter-end freeze');
    expect(await refusalOf(promote(places, operator, 'production', 'loans', '1.1.0'))).toEqual([
      'production is locked by ops@lender.example since 2026-11-25T10:00:00.000Z: quarter-end freeze (pnpm portal unlock production)',
    ]);
    await setLock(places, operator, 'production', 'unlock');
    await promote(places, operator, 'production', 'loans', '1.1.0');
    expect(readHistory(places, 'production').map((entry) => entry.action)).toEqual(['lock', 'unlock', 'promote']);
  });

  test('two promotions at the same moment take turns: both are in the file and in the history', async () => {
    writeRelease('loans', '1.1.0');
    writeRelease('deals', '1.1.0');
    await Promise.all([promote(places, operator, 'staging', 'loans', '1.1.0'), promote(places, operator, 'staging', 'deals', '1.1.0')]);
    const remotes = readEnvironmentFile('staging').remotes;
    expect([remotes.loans.version, remotes.deals.version]).toEqual(['1.1.0', '1.1.0']);
    expect(readHistory(places, 'staging').map((entry) => entry.remote).sort()).toEqual(['deals', 'loans']);
    expect(existsSync(join(places.operations, 'staging.mutex'))).toBe(false);
  });
});

describe('rollback', () => {
  beforeEach(async () => {
    for (const version of ['1.1.0', '1.2.0']) writeRelease('loans', version);
    await promote(places, operator, 'staging', 'loans', '1.1.0');
    await promote(places, operator, 'staging', 'loans', '1.2.0');
  });

  test('goes back to the previous pin by default, and records it', async () => {
    const change = await rollback(places, operator, 'staging', 'loans', undefined, 'draws fail');
    expect([change.from, change.to]).toEqual(['1.2.0', '1.1.0']);
    expect(readEnvironmentFile('staging').remotes.loans.version).toBe('1.1.0');
    expect(readHistory(places, 'staging').at(-1)).toMatchObject({ action: 'rollback', from: '1.2.0', to: '1.1.0', reason: 'draws fail' });
  });

  test('to a named earlier pin of the history, with the promotion’s checks', async () => {
    expect((await rollback(places, operator, 'staging', 'loans', '1.0.0')).to).toBe('1.0.0');
    expect(await refusalOf(rollback(places, operator, 'staging', 'loans', '1.3.0'))).toEqual(['loans@1.3.0 was never pinned in this environment (pnpm portal history to see its pins)']);
    appendFileSync(join(releaseFolder(places, 'loans', '1.1.0'), 'remoteEntry.js'), ' ');
    expect(await refusalOf(rollback(places, operator, 'staging', 'loans', '1.1.0'))).toEqual(['loans@1.1.0 is not complete: remoteEntry.js does not match its recorded hash']);
  });

  test('with no earlier pin in the history, there is nothing to roll back to', async () => {
    expect(await refusalOf(rollback(places, operator, 'staging', 'deals'))).toEqual(["no earlier pin of deals in this environment's history"]);
  });
});

describe('release', () => {
  test('builds into a staging folder, checks it and publishes it whole; the same version again is refused', () => {
    const published = release(places, 'teams', '1.3.0', (remote, version, outputDir) => void writeRelease(remote, version, { folder: outputDir }));
    expect(published.folder).toBe(releaseFolder(places, 'teams', '1.3.0'));
    expect(existsSync(join(published.folder, 'release.json'))).toBe(true);
    expect(() => release(places, 'teams', '1.3.0', () => undefined)).toThrow('teams@1.3.0 exists already');
  });

  test('a build that is not complete, or not made as a release, publishes nothing', () => {
    expect(() =>
      release(places, 'teams', '1.4.0', (remote, version, outputDir) => {
        writeRelease(remote, version, { folder: outputDir });
        unlinkSync(join(outputDir, 'remoteEntry.js'));
      }),
    ).toThrow('remoteEntry.js is missing');
    expect(() => release(places, 'teams', '1.4.0', (remote, version, outputDir) => void writeRelease(remote, version, { folder: outputDir, source: 'build' }))).toThrow('was not made as a release');
    expect(existsSync(releaseFolder(places, 'teams', '1.4.0'))).toBe(false);
    expect(() => release(places, 'teams', '../x', () => undefined)).toThrow('is not a version');
  });
});

describe('the command line', () => {
  test('status, versions, diff and history as tables, or as JSON', async () => {
    writeRelease('loans', '1.1.0');
    expect(await run(['promote', 'staging', 'loans', '1.1.0', '--reason', 'try it'], places, operator)).toMatchObject({ code: 0, output: expect.stringContaining('Promoted: staging loans 1.0.0 → 1.1.0') });

    const status = await run(['status', 'staging'], places, operator);
    expect(status.output.split('\n').slice(0, 4)).toEqual([
      'staging (lower environment)',
      'remote   pinned  contract  published                 commit        source   integrity  problem',
      '-------  ------  --------  ------------------------  ------------  -------  ---------  -------',
      `auth     1.0.0   ${CONTRACT_VERSION.padEnd(8)}  2026-11-24T09:00:00.000Z  0123456789ab  release  none       —`,
    ]);
    expect(JSON.parse((await run(['status', 'staging', '--json'], places, operator)).output).remotes[2]).toMatchObject({ remote: 'loans', version: '1.1.0', integrityPinned: true });

    const versions = JSON.parse((await run(['versions', 'loans', '--json'], places, operator)).output) as { version: string; pinnedIn: string[] }[];
    expect(versions.map(({ version, pinnedIn }) => [version, pinnedIn])).toEqual([
      ['1.1.0', ['staging']],
      ['1.0.0', ['production']],
    ]);
    expect((await run(['diff', 'staging', 'production'], places, operator)).output).toContain('loans    1.1.0    1.0.0       differs');
    expect((await run(['history', 'staging'], places, operator)).output).toContain('ops@lender.example  promote  loans   1.0.0  1.1.0  try it');
  });

  test('a refusal exits 1 and says why; a mistake in the words exits 2 with the usage', async () => {
    expect(await run(['promote', 'staging', 'loans', '7.0.0'], places, operator)).toEqual({
      code: 1,
      output: 'Refused, nothing was changed:\n  - loans@7.0.0 is not complete: remote-loans@7.0.0 is not in the artifact store',
    });
    const usage = await run(['promote', 'staging', 'billing', '1.0.0'], places, operator);
    expect(usage.code).toBe(2);
    expect(usage.output).toMatch(/^a remote is one of auth, deals, loans, profile, teams, not "billing"/);
    expect((await run(['status', '../etc'], places, operator)).output).toContain('"../etc" is not an environment name');
  });
});
