import { addErrorHandler, getAppStatus, registerApplication, triggerAppChange, unregisterApplication } from 'single-spa';
import { REMOTE_NAMES, type PortalContext, type RemoteName } from '@portal/shared-contracts';
import type { GuardRouting } from '../navigation/guardRouting';
import type { RemoteLoader } from './remoteLoader';
import type { RemoteSlot } from './remoteSlot';
import { updateRemoteStatus, type RemoteStatusStore } from './remoteStatus';

interface Options {
  loader: RemoteLoader;
  status: RemoteStatusStore;
  guard: GuardRouting;
  slot: RemoteSlot;
  portal: PortalContext;
}

/**
 * One single-spa application per remote, active on the routes the route table gives it, and only when the
 * guard allows them. Returns `retry`, which starts a failed remote again from its manifest.
 */
export function registerRemoteApplications({ loader, status, guard, slot, portal }: Options) {
  const register = (name: RemoteName) =>
    registerApplication({
      name,
      app: () => loader.loadApp(name),
      activeWhen: (location) => {
        const decision = guard.decide(`${location.pathname}${location.search}`);
        return decision.kind === 'allow' && decision.route.owner === name;
      },
      customProps: () => ({ portal, domElement: slot.elementFor(name) }),
    });

  REMOTE_NAMES.forEach(register);

  addErrorHandler((error) => {
    const name = error.appOrParcelName as RemoteName;
    if (!REMOTE_NAMES.includes(name)) return;
    // A failed load was already recorded by the loader; a failed mount or update is recorded here.
    if (getAppStatus(name) === 'SKIP_BECAUSE_BROKEN' && status.getState()[name].state !== 'failed') {
      updateRemoteStatus(status, name, { state: 'failed', failure: { kind: 'mount', detail: error.message } });
    }
  });

  async function retry(name: RemoteName) {
    loader.forget(name);
    await unregisterApplication(name);
    slot.elementFor(name).replaceChildren();
    register(name);
    await triggerAppChange();
  }

  return { retry };
}
