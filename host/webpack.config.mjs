import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig } from '@portal/tooling';

export default (_env, argv) => hostConfig(dirname(fileURLToPath(import.meta.url)), argv);
