import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@portal/tooling';

export default (_env, argv) => remoteConfig(dirname(fileURLToPath(import.meta.url)), argv);
