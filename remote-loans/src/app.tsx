import { createRemoteLifecycles } from '@portal/shared-ui/remote';
import { buildInfo } from './buildInfo';
import { AreaRoutes, preloadPage as preloadAreaPage } from './routes';

// What the host loads as `<remote>/app`: single-spa lifecycles, the build facts it checks first, and how to fetch a
// page's code ahead of its visit.
export const { bootstrap, mount, unmount, info, preloadPage } = createRemoteLifecycles(buildInfo, AreaRoutes, preloadAreaPage);
