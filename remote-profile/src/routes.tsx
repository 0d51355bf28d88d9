import { lazyPage, RemoteRoutes } from '@portal/shared-ui';
import { profileTexts } from './texts/profile';

// Each page loads its own chunk only when visited; the rest of the area's routes show their titles until the profile
// issue builds them (see README).
const loading = { loadingLabel: profileTexts.loadingPage };
const PdfSigned = lazyPage(() => import(/* webpackChunkName: "pdf-signed" */ './pages/PdfSigned/PdfSigned').then((module) => module.PdfSigned), loading);
const Settings = lazyPage(() => import(/* webpackChunkName: "settings" */ './pages/Settings/Settings').then((module) => module.Settings), loading);

export function AreaRoutes() {
  return <RemoteRoutes owner="profile" pages={{ PdfSigned: <PdfSigned />, Settings: <Settings /> }} />;
}
