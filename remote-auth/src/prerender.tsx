// Build time only (package.json `portal.prerender`): the pages the host server sends drawn, before any script runs.
import { prerenderPage } from '@portal/shared-ui/prerender';
import { AreaRoutes } from './routes';

export const prerender = (path: string): string => prerenderPage(AreaRoutes, path);
