// What a build records about itself, and the integrity of a remote's own chunks (DESIGN §5; operators' README).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The file a release folder carries about itself; the operators' command line reads it before it promotes. */
export const RELEASE_RECORD = 'release.json';
/** What a host build says it provides, for the promotion checks (contract, shared libraries). */
export const HOST_RECORD = 'host.json';

/** A subresource-integrity value of some bytes, the one algorithm the portal uses. */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Every file under a folder, as paths relative to it with forward slashes, in a stable order. */
export function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The commit the build comes from, and whether the working tree had changes besides it. */
function sourceCommit(cwd) {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}

/** What both records say of a build: its version, contract, shared libraries, federation runtime, and when. */
const builtWith = ({ version, contractVersion, shared, federationRuntime, federationRuntimeParts }) => ({
  version,
  contractVersion,
  shared,
  federationRuntime,
  federationRuntimeParts,
  builtAt: new Date().toISOString(),
});

/**
 * Writes `release.json` into a remote's output folder once everything is on disk: the remote, its version, the
 * contract and the shared-library ranges it was built with, when and from which commit, how it was made (`source`:
 * a `release` published by the operators' command line, or a `build` of the working tree), its entry, and the
 * sha384 integrity of every file (the pre-compressed copies included). The operators' command line checks a
 * version against it before promoting it and copies the entry's integrity into the environment file.
 */
export class ReleaseRecordPlugin {
  constructor({ remote, version, contractVersion, shared, federationRuntime, federationRuntimeParts, source, repoRoot }) {
    Object.assign(this, { remote, version, contractVersion, shared, federationRuntime, federationRuntimeParts, source, repoRoot });
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ReleaseRecordPlugin', () => {
      const folder = compiler.outputPath;
      const files = Object.fromEntries(filesUnder(folder).filter((file) => file !== RELEASE_RECORD).map((file) => [file, integrityOf(readFileSync(join(folder, file)))]));
      const record = {
        remote: this.remote,
        ...builtWith(this),
        ...sourceCommit(this.repoRoot),
        source: this.source,
        entry: 'remoteEntry.js',
        files,
      };
      writeFileSync(join(folder, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    });
  }
}

/** The host's own record: its version, its contract and the version of each library it shares. */
export class HostRecordPlugin {
  constructor({ version, contractVersion, shared, federationRuntime, federationRuntimeParts }) {
    Object.assign(this, { version, contractVersion, shared, federationRuntime, federationRuntimeParts });
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('HostRecordPlugin', () => {
      const record = builtWith(this);
      writeFileSync(join(compiler.outputPath, HOST_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    });
  }
}

const PLACEHOLDER = '__PORTAL_CHUNK_INTEGRITY__';
const PLACEHOLDER_LITERAL = new RegExp(`(["'\`])${PLACEHOLDER}\\1`, 'g');

/**
 * A chunk's integrity in the map its entry carries: sha256, the shortest digest subresource integrity takes (the map
 * is in every remote entry, so on the sign-in page's download too; the entry itself is pinned with sha384).
 */
export const chunkIntegrityOf = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/**
 * Subresource integrity for the scripts a remote's own runtime loads (its chunks, and shared libraries it provides),
 * where webpack-subresource-integrity cannot go (it fails on Module Federation's entry: "unresolved integrity
 * placeholders"). The runtime's script loader is given a map of chunk id → digest, filled in once the chunks are
 * final (minified, their content hashes settled, before the gzip copies are made), and sets `integrity` on each
 * script it loads for a chunk. The map lives in the remote entry, whose own integrity the host checks against the
 * environment file: a chunk altered after the release no longer matches the digest its checked entry carries, and the
 * browser refuses it.
 */
export class ChunkIntegrityPlugin {
  apply(compiler) {
    // The running compiler's own webpack: its hooks registries are per instance of the module.
    const { Compilation, runtime, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('ChunkIntegrityPlugin', (source) =>
        [
          source,
          `var portalChunkIntegrity = chunkId !== undefined && JSON.parse("${PLACEHOLDER}")[chunkId];`,
          'if (portalChunkIntegrity) { script.integrity = portalChunkIntegrity; script.crossOrigin = "anonymous"; }',
        ].join('\n'),
      );
      // After the real content hashes are put into file names and references (at OPTIMIZE_HASH), before the gzip copies.
      compilation.hooks.processAssets.tap({ name: 'ChunkIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, (assets) => {
        const holders = Object.entries(assets).filter(([name, asset]) => name.endsWith('.js') && asset.source().toString().includes(PLACEHOLDER));
        const digests = {};
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js') || !assets[file] || holders.some(([name]) => name === file)) continue;
            digests[chunk.id] = chunkIntegrityOf(assets[file].buffer());
          }
        }
        const literal = JSON.stringify(JSON.stringify(digests));
        for (const [name, asset] of holders) compilation.updateAsset(name, new sources.RawSource(asset.source().toString().replace(PLACEHOLDER_LITERAL, literal)));
      });
    });
  }
}
