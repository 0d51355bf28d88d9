// What a remote builds into its own bundle: '@portal/shared-ui/remote' is not a shared module. Each remote's pages
// stand in a router of their own (a single-spa application is a React root of its own), so react-router is not
// shared: each remote takes only the parts of it that it uses. Modules here take core pieces from
// '@portal/shared-ui' itself, so they use the page's one copy (one React context, one session store).
export { createRemoteLifecycles, RemoteRoot, type RemoteBuildInfo, type RemoteRootProps } from './remote/createRemoteLifecycles';
// What a remote exposes as a parcel; mounting one (RemoteParcel) is in the kit.
export { createParcelLifecycles, type ParcelLifecycles } from './remote/createParcelLifecycles';
export { mountStandalone } from './remote/mountStandalone';
export { pagePreloader, RemoteRoutes, type AreaPages } from './remote/RemoteRoutes';
