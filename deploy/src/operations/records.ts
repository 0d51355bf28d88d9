import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, RemoteVersion, SUBRESOURCE_INTEGRITY_PATTERN, type RemoteName } from '@portal/shared-contracts';
import * as v from 'valibot';
import { remotePackageOf, releaseFolder, type Places } from './places';

/** The parts of the federation runtime a host may provide to the remotes' releases (tooling/webpack.mjs). */
export const FEDERATION_RUNTIME_PARTS = ['core', 'bundler'] as const;

/** The record a build writes into its folder (tooling/release-record.mjs), as the command line trusts it. */
export const ReleaseRecord = v.object({
  remote: v.picklist(REMOTE_NAMES),
  version: RemoteVersion,
  contractVersion: v.string(),
  /** The range of each shared library the remote needs (`^19.2.0`). */
  shared: v.record(v.string(), v.string()),
  /**
   * The version of @module-federation/enhanced a release built with the federation runtime external runs on the
   * host's runtime, so it names it; a release carrying its own runtime (built before) has none.
   */
  federationRuntime: v.optional(v.string()),
  /**
   * Which parts of that runtime it takes from the host (`core`; `bundler` too since the remotes' entries stopped
   * carrying their own bundler runtime, tooling/README.md). Absent: the core only.
   */
  federationRuntimeParts: v.optional(v.array(v.picklist(FEDERATION_RUNTIME_PARTS))),
  builtAt: v.string(),
  commit: v.string(),
  /** The working tree had changes besides the commit. */
  dirty: v.boolean(),
  /** Published by `pnpm portal release` (immutable), or a build of the working tree (`npm run build`). */
  source: v.picklist(['release', 'build']),
  entry: v.string(),
  /** sha384 integrity of every file of the folder but the record itself. */
  files: v.record(v.string(), v.pipe(v.string(), v.regex(SUBRESOURCE_INTEGRITY_PATTERN))),
});
export type ReleaseRecord = v.InferOutput<typeof ReleaseRecord>;

/** What the host build says it provides (tooling/release-record.mjs). */
export const HostRecord = v.object({
  version: v.string(),
  contractVersion: v.string(),
  /** The version of each library the host shares. */
  shared: v.record(v.string(), v.string()),
  /** The version of @module-federation/enhanced whose runtime the host provides to every remote. */
  federationRuntime: v.optional(v.string()),
  /** Which parts of that runtime it provides. Absent: the core only. */
  federationRuntimeParts: v.optional(v.array(v.picklist(FEDERATION_RUNTIME_PARTS))),
  builtAt: v.optional(v.string()),
});
export type HostRecord = v.InferOutput<typeof HostRecord>;

export const RELEASE_RECORD = 'release.json';
export const MANIFEST = 'mf-manifest.json';

export const integrityOf = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A release's record, or why there is none to trust. */
export function readReleaseRecord(folder: string): { record: ReleaseRecord } | { problem: string } {
  const path = join(folder, RELEASE_RECORD);
  if (!existsSync(path)) return { problem: `no ${RELEASE_RECORD} in ${folder}` };
  let raw: unknown;
  try {
    raw = readJson(path);
  } catch {
    return { problem: `${RELEASE_RECORD} is not JSON` };
  }
  const parsed = v.safeParse(ReleaseRecord, raw);
  return parsed.success ? { record: parsed.output } : { problem: `${RELEASE_RECORD} is not a release record (${v.getDotPath(parsed.issues[0]) ?? 'record'}: ${parsed.issues[0].message})` };
}

export function readHostRecord(path: string): HostRecord {
  if (!existsSync(path)) throw new Error(`No host record at ${path}: build the host first (npm run build), or set PORTAL_HOST_RECORD.`);
  return v.parse(HostRecord, readJson(path));
}

/** Every file a Module Federation manifest names: the entry, and the JavaScript and CSS of each expose and shared library. */
export function filesNamedBy(manifest: unknown): string[] {
  const named = new Set<string>();
  const meta = (manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } } }).metaData;
  if (meta?.remoteEntry?.name) named.add([meta.remoteEntry.path, meta.remoteEntry.name].filter(Boolean).join('/'));
  const groups = [...((manifest as { exposes?: unknown[] }).exposes ?? []), ...((manifest as { shared?: unknown[] }).shared ?? [])];
  for (const group of groups) {
    const assets = (group as { assets?: Record<string, Record<string, unknown>> }).assets ?? {};
    for (const kind of Object.values(assets)) for (const list of Object.values(kind)) if (Array.isArray(list)) for (const file of list) if (typeof file === 'string') named.add(file);
  }
  return [...named];
}

/**
 * Whether a published version is whole and untouched: its record, its manifest, every file the manifest names, and
 * every file the record lists with the hash it recorded. Answers the problems found (none: it is complete).
 */
export function completenessProblems(folder: string, expected: { remote: RemoteName; version: string }): { record?: ReleaseRecord; problems: string[] } {
  if (!existsSync(folder)) return { problems: [`${remotePackageOf(expected.remote)}@${expected.version} is not in the artifact store`] };
  const read = readReleaseRecord(folder);
  if ('problem' in read) return { problems: [read.problem] };
  const { record } = read;
  const problems: string[] = [];
  if (record.remote !== expected.remote || record.version !== expected.version) problems.push(`${RELEASE_RECORD} describes ${record.remote}@${record.version}, not ${expected.remote}@${expected.version}`);
  if (!record.files[MANIFEST]) problems.push(`${RELEASE_RECORD} lists no ${MANIFEST}`);
  if (!record.files[record.entry]) problems.push(`${RELEASE_RECORD} lists no ${record.entry}`);
  for (const [file, integrity] of Object.entries(record.files)) {
    const path = join(folder, file);
    if (!existsSync(path)) problems.push(`${file} is missing`);
    else if (integrityOf(readFileSync(path)) !== integrity) problems.push(`${file} does not match its recorded hash`);
  }
  const manifestPath = join(folder, MANIFEST);
  if (existsSync(manifestPath)) {
    let manifest: unknown;
    try {
      manifest = readJson(manifestPath);
    } catch {
      problems.push(`${MANIFEST} is not JSON`);
    }
    if (manifest) for (const file of filesNamedBy(manifest)) if (!record.files[file]) problems.push(`${MANIFEST} names ${file}, which the release does not hold`);
  }
  return { record, problems };
}

/** The versions of a remote in the store, with their records, newest build first. */
export function versionsOf(places: Places, remote: RemoteName): { version: string; record?: ReleaseRecord; problem?: string }[] {
  const folder = join(places.artifacts, remotePackageOf(remote));
  if (!existsSync(folder)) return [];
  const versions = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && v.is(RemoteVersion, entry.name))
    .map((entry) => {
      const read = readReleaseRecord(releaseFolder(places, remote, entry.name));
      return 'record' in read ? { version: entry.name, record: read.record } : { version: entry.name, problem: read.problem };
    });
  return versions.sort((a, b) => (b.record?.builtAt ?? '').localeCompare(a.record?.builtAt ?? '') || b.version.localeCompare(a.version));
}
