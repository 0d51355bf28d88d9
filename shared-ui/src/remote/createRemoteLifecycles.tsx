import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import { PRERENDERED_ROUTE_ATTRIBUTE, type PortalContext, type RemoteName } from '@portal/shared-contracts';
import { PortalProvider, RemoteErrorBoundary } from '@portal/shared-ui';

/** What a remote's build records about itself: the host reads it before mounting. */
export interface RemoteBuildInfo {
  name: RemoteName;
  version: string;
  contractVersion: string;
  /** The area's name as the borrower reads it, for fallbacks. */
  area: string;
}

export interface RemoteRootProps {
  portal: PortalContext;
  info: RemoteBuildInfo;
  Routes: ComponentType;
}

/** Everything a remote's pages stand in: the portal, a router on the shared URL, and an error boundary. */
export function RemoteRoot({ portal, info, Routes }: RemoteRootProps) {
  return (
    <PortalProvider portal={portal}>
      <BrowserRouter>
        <RemoteErrorBoundary area={info.area} onError={(error) => portal.analytics.track('remote_render_error', { remote: info.name, message: error.message })}>
          <Routes />
        </RemoteErrorBoundary>
      </BrowserRouter>
    </PortalProvider>
  );
}

interface MountProps {
  portal: PortalContext;
  domElement?: HTMLElement;
}

/**
 * single-spa lifecycles for a remote's routes, plus the build facts the host checks before mounting. `preloadPage`
 * (routes' `pagePreloader`) fetches the code of the page at a path, for a mount into a picture of the page.
 */
export function createRemoteLifecycles(info: RemoteBuildInfo, Routes: ComponentType, preloadPage?: (path: string) => Promise<void>) {
  // Whether the element being mounted into holds the page as the host server sent it drawn ahead (the host marks it:
  // host/src/remotes/prerenderedPage.ts), for nobody (prerenderPage): in the public frame that is the page itself, and
  // the first render takes the markup over rather than drawing it again.
  let holdsPrerenderedPage = false;
  const lifecycles = singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ portal }) => <RemoteRoot portal={portal} info={info} Routes={Routes} />,
    // RemoteRoot holds the error boundary (RemoteErrorBoundary), where it can offer a retry.
    suppressComponentDidCatchWarning: true,
    domElementGetter: (props) => {
      if (!props.domElement) throw new Error(`The host gave ${info.name} no element to mount into`);
      return props.domElement;
    },
    // Asked as each mount renders (see mount below). A page that differs from the markup (another release of the remote
    // drew it) is drawn again by React, which reports the difference.
    renderType: () => (holdsPrerenderedPage ? 'hydrateRoot' : 'createRoot'),
  });
  const mount = async (props: MountProps & AppProps) => {
    const drawnAhead = props.domElement?.hasAttribute(PRERENDERED_ROUTE_ATTRIBUTE) ?? false;
    // A picture (a signed-in page's outline, a form), which the host keeps inert: it stays until the first render
    // replaces it (React empties the element as it commits that render), with the page's code here by then, so that the
    // page follows the picture at once, never its spinner.
    const picture = drawnAhead && (props.domElement?.hasAttribute('inert') ?? false);
    holdsPrerenderedPage = drawnAhead && !picture;
    if (picture) await preloadPage?.(window.location.pathname);
    props.domElement?.removeAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
    if (!picture) return lifecycles.mount(props);
    // Inert until that render has replaced it (the mount ends a task after its commit): lifted sooner, the picture's
    // fields would take what is typed in between, and it would go with them.
    try {
      return await lifecycles.mount(props);
    } finally {
      props.domElement?.removeAttribute('inert');
    }
  };
  return { bootstrap: lifecycles.bootstrap, mount, unmount: lifecycles.unmount, info };
}
