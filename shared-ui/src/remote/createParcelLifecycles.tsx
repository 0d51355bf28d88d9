import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import type { ParcelConfig, ParcelMountProps, PortalContext } from '@portal/shared-contracts';
import type { RemoteBuildInfo } from './createRemoteLifecycles';
import { PortalProvider, RemoteErrorBoundary } from '@portal/shared-ui';

export interface ParcelRootProps<Props extends object> {
  portal: PortalContext;
  props: Props;
  info: RemoteBuildInfo;
  /** What the parcel is, for its render-error fallback ("Entity form could not be shown"). */
  label: string;
  Component: ComponentType<Props>;
}

/**
 * A parcel renders in a React root of its own, where no context of the page that mounts it reaches: it gets the
 * portal again, and an error boundary so that a render error stays inside the parcel. No router: a parcel goes
 * to other pages through `portal.navigate` (RouteLink), whoever mounts it.
 */
export function ParcelRoot<Props extends object>({ portal, props, info, label, Component }: ParcelRootProps<Props>) {
  return (
    <PortalProvider portal={portal}>
      <RemoteErrorBoundary area={label} onError={(error) => portal.analytics.track('parcel_render_error', { remote: info.name, parcel: label, message: error.message })}>
        <Component {...props} />
      </RemoteErrorBoundary>
    </PortalProvider>
  );
}

type MountProps<Props extends object> = ParcelMountProps<Props> & { domElement?: HTMLElement };

/** A parcel's single-spa lifecycles, plus the build facts of the remote that exposes it (the host checks them). */
export type ParcelLifecycles<Props extends object> = Required<Pick<ParcelConfig<Props>, 'bootstrap' | 'mount' | 'unmount' | 'update'>> & { info: RemoteBuildInfo };

/**
 * single-spa parcel lifecycles for one component of a remote, for other parts of the portal to mount at runtime
 * (`RemoteParcel`): `mount` and `update` take `{ portal, props, domElement }` and render `<Component {...props} />`.
 * Expose the module in the remote's package.json (`portal.exposes`).
 */
export function createParcelLifecycles<Props extends object>(info: RemoteBuildInfo, Component: ComponentType<Props>, { label = info.area }: { label?: string } = {}): ParcelLifecycles<Props> {
  const lifecycles = singleSpaReact<MountProps<Props>>({
    React,
    ReactDOMClient,
    rootComponent: ({ portal, props }) => <ParcelRoot portal={portal} props={props} info={info} label={label} Component={Component} />,
    // ParcelRoot holds the error boundary (RemoteErrorBoundary), where it can offer a retry.
    suppressComponentDidCatchWarning: true,
    domElementGetter: (props) => {
      if (!props.domElement) throw new Error(`${info.name}'s parcel "${label}" was given no element to mount into`);
      return props.domElement;
    },
  });
  const { update } = lifecycles;
  // single-spa-react gives parcels an update unless told otherwise (parcelCanUpdate): new props re-render the root.
  if (!update) throw new Error('single-spa-react gave the parcel no update lifecycle');
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount, update, info };
}
