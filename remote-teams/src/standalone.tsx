import { mountStandalone } from '@portal/shared-ui/remote';
import '@portal/shared-ui/theme.css';
import { buildInfo } from './buildInfo';
import { AreaRoutes } from './routes';

// Running alone: the remote with a PortalContext of its own against the reference API (see README).
mountStandalone(buildInfo, AreaRoutes);
