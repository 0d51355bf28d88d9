import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared-contracts';
import { placesFromEnvironment } from './operations/places';
import { LOOPBACK, REMOTE_PORTS } from './ports';
import { hostOriginsOf, startRemoteServer } from './remoteServer';

/** Serves one remote's artifacts from its own origin: `serveRemote.ts --remote loans [--env-file …]`. */
async function main() {
  const { values } = parseArgs({ options: { remote: { type: 'string' }, 'env-file': { type: 'string', default: join(resolve(__dirname, '../..'), 'deploy/environments/local.json') } } });
  const remote = values.remote as RemoteName;
  if (!REMOTE_NAMES.includes(remote)) throw new Error(`--remote must be one of ${REMOTE_NAMES.join(', ')}`);
  const server = await startRemoteServer({
    artifactsDir: placesFromEnvironment().artifacts,
    remotePackage: `remote-${remote}`,
    hostOrigins: hostOriginsOf(resolve(values['env-file'])),
    port: REMOTE_PORTS[remote],
    host: LOOPBACK,
  });
  console.log(`remote ${remote} ready on ${LOOPBACK}:${REMOTE_PORTS[remote]}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
