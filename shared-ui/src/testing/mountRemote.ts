import type { PortalContext } from '@portal/shared-contracts';

/**
 * Mounts a remote through its single-spa lifecycles, as the host does, at the given URL. Not wrapped in
 * act(): single-spa-react's mount resolves after React has rendered, and act() around it hangs (DESIGN §9).
 */
type Lifecycle = ((props: never) => Promise<unknown>) | ((props: never) => Promise<unknown>)[];
export interface RemoteLifecycles {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

/** `into`: the element to mount into (one holding a page the host server drew ahead, say); a new one otherwise. */
export async function mountRemote(lifecycles: RemoteLifecycles, portal: PortalContext, url = '/', { into }: { into?: HTMLElement } = {}) {
  // React would ask for act() around every update of a root it did not render under act(); this one is
  // rendered the way the host renders it, and tests wait for the page with findBy queries instead.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previousActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  window.history.pushState(null, '', url);
  const domElement = into ?? document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'remote-under-test', singleSpa: {}, mountParcel: () => undefined, portal, domElement } as never;
  const run = async (lifecycle: Lifecycle) => {
    for (const step of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await step(props);
  };
  await run(lifecycles.bootstrap);
  await run(lifecycles.mount);
  return {
    element: domElement,
    unmount: async () => {
      await run(lifecycles.unmount);
      domElement.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
    },
  };
}
