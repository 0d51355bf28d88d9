import { useStore } from 'zustand';
import { CONTRACT_VERSION, REMOTE_AREAS, type EnvironmentFile, type RemoteName } from '@portal/shared-contracts';
import { lazyPage, PortalOverlays, usePortal, useSession, type PortalUiStore } from '@portal/shared-ui';
import type { VersionOverrides } from '../environment/overrides';
import type { GuardRouting } from '../navigation/guardRouting';
import type { LocationStore } from '../navigation/locationStore';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteArea } from '../remotes/RemoteArea';
import type { RemoteSlot } from '../remotes/remoteSlot';
import type { RemoteStatusStore } from '../remotes/remoteStatus';
import type { SessionClock } from '../session/sessionClock';
import { PublicLayout } from './layout/PublicLayout';
import { VersionOverrideBanner } from './layout/VersionOverrideBanner';

// The kit page is for teams in lower environments, the status page for testers and operators: borrowers never
// download them. The signed-in frame stays out of what a visitor downloads for /login.
const SignedInFrame = lazyPage(() => import(/* webpackChunkName: "signed-in" */ './layout/SignedInFrame').then((module) => module.SignedInFrame));
/**
 * Asks for the signed-in frame's chunk ahead of the shell's first render, for a session restored at boot: the outline
 * the host server sent (shared-contracts SIGNED_IN_FRAME_FILE) is then replaced by the frame, not by a spinner.
 */
export const preloadSignedInFrame = () => SignedInFrame.preload();
const PortalKitPage = lazyPage(() => import('../pages/PortalKit/PortalKitPage').then((module) => module.PortalKitPage), { loadingLabel: 'Loading the portal kit…' });
const PortalStatusPage = lazyPage(() => import(/* webpackChunkName: "portal-status" */ '../pages/PortalStatusPage').then((module) => module.PortalStatusPage), {
  loadingLabel: 'Loading the portal status…',
});

export interface ShellProps {
  env: EnvironmentFile;
  /** The tester's version overrides this page runs with (always empty in production). */
  overrides: VersionOverrides;
  guard: GuardRouting;
  location: LocationStore;
  slot: RemoteSlot;
  status: RemoteStatusStore;
  clock: SessionClock;
  uiStore: PortalUiStore;
  retry(remote: RemoteName): Promise<void>;
}

/** The shell around every page: the layout for the visitor, the host's own pages, or the active remote. */
export function Shell({ env, overrides, guard, location, slot, status, clock, uiStore, retry }: ShellProps) {
  usePortal();
  const { pathname, search } = useStore(location);
  const bundle = useSession((state) => state.bundle);
  const decision = guard.decide(`${pathname}${search}`);
  const owner = decision.kind === 'allow' ? decision.route.owner : null;

  let content;
  if (decision.kind !== 'allow') content = null; // the guard is moving the visitor on
  else if (decision.route.name === 'PortalStatus')
    content = <PortalStatusPage env={env} status={status} hostVersion={__HOST_VERSION__} contractVersion={CONTRACT_VERSION} />;
  else if (decision.route.name === 'PortalKit') content = <PortalKitPage />;
  else if (decision.route.name === 'NotFound') content = <NotFoundPage />;
  const remoteArea = owner && owner !== 'host' && (
    <RemoteArea remote={owner} area={REMOTE_AREAS[owner]} slot={slot} status={status} onRetry={retry} />
  );

  const page = (
    <>
      {content}
      {remoteArea}
      {/* Keep the slot attached even on host pages, so a mounted remote is never torn out of the document. */}
      {!remoteArea && <div className="portal-remote-outlet" hidden ref={(element) => slot.attachTo(element)} />}
    </>
  );

  const notice = <VersionOverrideBanner overrides={overrides} />;

  return (
    <>
      {bundle ? (
        <SignedInFrame bundle={bundle} pathname={pathname} search={search} notice={notice} clock={clock}>
          {page}
        </SignedInFrame>
      ) : (
        <PublicLayout marketingSiteUrl={env.marketingSiteUrl} notice={notice}>
          {page}
        </PublicLayout>
      )}
      <PortalOverlays store={uiStore} />
    </>
  );
}
