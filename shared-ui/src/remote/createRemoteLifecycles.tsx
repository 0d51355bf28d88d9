import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import type { PortalContext, RemoteName } from '@portal/shared-contracts';
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

/** single-spa lifecycles for a remote's routes, plus the build facts the host checks before mounting. */
export function createRemoteLifecycles(info: RemoteBuildInfo, Routes: ComponentType) {
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
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount, info };
}
