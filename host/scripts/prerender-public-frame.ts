// After the production build: writes the public frame beside index.html (shared-contracts PUBLIC_FRAME_FILE).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_FRAME_FILE } from '@portal/shared-contracts';
import { publicFrameMarkup } from '../src/shell/layout/publicFrame';

writeFileSync(join(__dirname, '..', 'dist', PUBLIC_FRAME_FILE), `${publicFrameMarkup()}\n`);
