import { createRemoteLifecycles } from '@portal/shared-ui/remote';
import { buildInfo } from './buildInfo';
import { AreaRoutes, preloadPage } from './routes';

// What the host loads as `<remote>/app`: single-spa lifecycles and the build facts it checks first, and how it fetches
// a page's code ahead of its visit.
export const { bootstrap, mount, unmount, info } = createRemoteLifecycles(buildInfo, AreaRoutes, preloadPage);
export { preloadPage };
