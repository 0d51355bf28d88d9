import { REMOTE_AREAS } from '@portal/shared-contracts';
import type { RemoteBuildInfo } from '@portal/shared-ui/remote';

/** Recorded at build time: the host refuses a remote built against another contract major version. */
export const buildInfo: RemoteBuildInfo = {
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  contractVersion: __CONTRACT_VERSION__,
  area: REMOTE_AREAS.auth,
};
