import type { Database } from '../db/database';
import { localPropertyData } from './local-property-data';
import type { PropertyData } from './property-data';
import { RemotePropertyData, type RemotePropertyDataSettings } from './remote-property-data';

export type PropertyDataSettings = { provider: 'local' } | ({ provider: 'remote' } & RemotePropertyDataSettings);

/**
 * The provider the environment chooses: `PROPERTY_DATA_PROVIDER` is `local` (the default: the bundled data set) or
 * `remote`, which needs `PROPERTY_DATA_URL` (https) and `PROPERTY_DATA_API_KEY`, and takes
 * `PROPERTY_DATA_TIMEOUT_MS` (default 5000). A wrong or missing value stops the start with the variable named; an
 * empty variable counts as unset, as everywhere in the API's configuration.
 */
export function propertyDataSettingsFrom(env: NodeJS.ProcessEnv): PropertyDataSettings {
  const read = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const provider = read('PROPERTY_DATA_PROVIDER') ?? 'local';
  if (provider === 'local') return { provider };
  if (provider !== 'remote') throw new Error(`PROPERTY_DATA_PROVIDER must be "local" or "remote", not "${provider}".`);
  const url = read('PROPERTY_DATA_URL');
  const apiKey = read('PROPERTY_DATA_API_KEY');
  if (!url || !URL.canParse(url) || !/^https:/i.test(url)) throw new Error('PROPERTY_DATA_URL must be the https address of the property-data provider.');
  if (!apiKey) throw new Error('PROPERTY_DATA_API_KEY must be set for PROPERTY_DATA_PROVIDER=remote.');
  const timeout = read('PROPERTY_DATA_TIMEOUT_MS');
  if (timeout !== undefined && !/^[1-9][0-9]{0,5}$/.test(timeout)) throw new Error('PROPERTY_DATA_TIMEOUT_MS must be a whole number of milliseconds.');
  return { provider, url, apiKey, timeoutMs: timeout === undefined ? undefined : Number(timeout) };
}

export function configuredPropertyData(db: Database, settings: PropertyDataSettings): PropertyData {
  return settings.provider === 'local' ? localPropertyData(db) : new RemotePropertyData(settings);
}
