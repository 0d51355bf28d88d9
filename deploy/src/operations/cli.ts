import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared-contracts';
import { OperationRefused } from './environments';
import { isRemoteName, placesFromEnvironment, type Places } from './places';
import { promote, rollback, setLock, type Operator, type PinChange } from './promotion';
import { release } from './release';
import { environmentDiff, environmentHistory, environmentStatus, remoteVersions } from './reports';
import { table } from './table';

const USAGE = `pnpm portal <command> [--json]

  release <remote> <version>                 build one remote and publish <remote>@<version> to the artifact store
  status <env>                               what an environment runs: pins, contracts, when and from which commit
  versions <remote>                          the versions in the store, and where each is pinned
  promote <env> <remote> <version> [--reason "…"]
                                             pin a version, after checking it (lock, completeness, contract, shared)
  rollback <env> <remote> [<version>] [--reason "…"]
                                             back to the previous pin, or to a named earlier one
  history <env> [--remote <remote>]          who changed what, when, from which version to which, why
  diff <envA> <envB>                         the pins that differ between two environments
  lock <env> --reason "…"                    refuse every promotion and rollback until unlocked
  unlock <env>

remotes: ${REMOTE_NAMES.join(', ')}
Places: PORTAL_ARTIFACTS (deploy/artifacts), PORTAL_ENVIRONMENTS (deploy/environments),
PORTAL_OPERATIONS (deploy/operations), PORTAL_HOST_RECORD (host/dist/host.json); PORTAL_OPERATOR names you.`;

class UsageError extends Error {}

/** Who is operating: PORTAL_OPERATOR, else the git user's e-mail, else the system user. */
function operatorName(): string {
  if (process.env.PORTAL_OPERATOR) return process.env.PORTAL_OPERATOR;
  try {
    const email = execFileSync('git', ['config', 'user.email'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (email) return email;
  } catch {
    // No git, or no user configured.
  }
  return userInfo().username;
}

function remoteArgument(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) throw new UsageError(`a remote is one of ${REMOTE_NAMES.join(', ')}${value ? `, not "${value}"` : ''}`);
  return value;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`${what} is missing`);
  return value;
}

const changed = (change: PinChange, action: string) =>
  `${action}: ${change.env} ${change.remote} ${change.from} → ${change.to}\n  manifest  ${change.manifestUrl}\n  integrity ${change.integrity}\nHosts serving ${change.env} load it at their next page load.`;

/** Runs one command; answers what to print (or the JSON to print) and the exit code. */
export async function run(argv: string[], places: Places = placesFromEnvironment(), operator: Operator = { who: operatorName() }): Promise<{ output: string; code: number }> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, reason: { type: 'string' }, remote: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, ...rest] = positionals;
  const json = values.json;
  const answer = (data: unknown, text: string) => ({ output: json ? JSON.stringify(data, null, 2) : text, code: 0 });

  try {
    switch (command) {
      case 'release': {
        const published = release(places, remoteArgument(rest[0]), required(rest[1], 'the version'));
        const { record } = published;
        return answer(
          { remote: published.remote, version: published.version, folder: published.folder, record },
          `Published ${published.remote}@${published.version} (contract ${record.contractVersion}, commit ${record.commit.slice(0, 12)}${record.dirty ? ' with changes' : ''})\n  ${published.folder}\n  ${Object.keys(record.files).length} files; entry ${record.files[record.entry]}`,
        );
      }
      case 'status': {
        const status = environmentStatus(places, required(rest[0], 'the environment'));
        const heading = `${status.env} (${status.lower ? 'lower environment' : 'production'})${status.lock ? `, LOCKED by ${status.lock.by} since ${status.lock.at}: ${status.lock.reason}` : ''}`;
        const rows = status.remotes.map((row) => [row.remote, row.version, row.contractVersion, row.publishedAt, row.commit, row.source, row.integrityPinned ? 'pinned' : 'none', row.problem]);
        return answer(status, `${heading}\n${table(['remote', 'pinned', 'contract', 'published', 'commit', 'source', 'integrity', 'problem'], rows)}`);
      }
      case 'versions': {
        const remote = remoteArgument(rest[0]);
        const versions = remoteVersions(places, remote);
        const rows = versions.map((row) => [row.version, row.contractVersion, row.builtAt, row.commit, row.source, row.pinnedIn.join(', '), row.problem]);
        return answer(versions, versions.length === 0 ? `No version of ${remote} in ${places.artifacts}.` : table(['version', 'contract', 'built', 'commit', 'source', 'pinned in', 'problem'], rows));
      }
      case 'promote': {
        const change = await promote(places, operator, required(rest[0], 'the environment'), remoteArgument(rest[1]), required(rest[2], 'the version'), values.reason);
        return answer(change, changed(change, 'Promoted'));
      }
      case 'rollback': {
        const change = await rollback(places, operator, required(rest[0], 'the environment'), remoteArgument(rest[1]), rest[2], values.reason);
        return answer(change, changed(change, 'Rolled back'));
      }
      case 'history': {
        const entries = environmentHistory(places, required(rest[0], 'the environment'), values.remote ? remoteArgument(values.remote) : undefined);
        const rows = entries.map((entry) => [entry.at, entry.who, entry.action, entry.remote, entry.from, entry.to, entry.reason]);
        return answer(entries, entries.length === 0 ? 'No change recorded yet.' : table(['when', 'who', 'action', 'remote', 'from', 'to', 'why'], rows));
      }
      case 'diff': {
        const [a, b] = [required(rest[0], 'the first environment'), required(rest[1], 'the second environment')];
        const diff = environmentDiff(places, a, b);
        return answer(diff, table(['remote', a, b, ''], diff.map((row) => [row.remote, row[a] as string, row[b] as string, row.differs ? 'differs' : ''])));
      }
      case 'lock':
      case 'unlock': {
        const env = required(rest[0], 'the environment');
        await setLock(places, operator, env, command, values.reason);
        return answer({ env, locked: command === 'lock' }, command === 'lock' ? `${env} is locked: no promotion or rollback until pnpm portal unlock ${env}.` : `${env} is unlocked.`);
      }
      case undefined:
      case 'help':
        return { output: USAGE, code: values.help || command === 'help' ? 0 : 2 };
      default:
        throw new UsageError(`there is no command "${command}"`);
    }
  } catch (error) {
    if (error instanceof OperationRefused) {
      return { output: json ? JSON.stringify({ refused: error.reasons }, null, 2) : ['Refused, nothing was changed:', ...error.reasons.map((reason) => `  - ${reason}`)].join('\n'), code: 1 };
    }
    if (error instanceof UsageError) return { output: `${error.message}\n\n${USAGE}`, code: 2 };
    throw error;
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).then(
    ({ output, code }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
