// After the production build: writes the static frames beside index.html (shared-contracts PUBLIC_FRAME_FILE and
// SIGNED_IN_FRAME_FILE), which the host server puts in the shell page before any script has run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_FRAME_FILE, SIGNED_IN_FRAME_FILE } from '@portal/shared-contracts';
import { publicFrameMarkup } from '../src/shell/layout/publicFrame';
import { signedInOutlineMarkup } from '../src/shell/layout/signedInOutline';

const dist = join(__dirname, '..', 'dist');
writeFileSync(join(dist, PUBLIC_FRAME_FILE), `${publicFrameMarkup()}\n`);
writeFileSync(join(dist, SIGNED_IN_FRAME_FILE), `${signedInOutlineMarkup()}\n`);
