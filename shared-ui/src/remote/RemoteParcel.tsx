import { useEffect, useRef, useState } from 'react';
import type { Parcel } from 'single-spa';
import type { ParcelConfig, ParcelMountProps, RemoteName } from '@portal/shared-contracts';
// A kit module: the core by name, so that this component reads the page's one PortalContext.
import { RemoteFallback, Spinner, uiTexts, usePortal } from '@portal/shared-ui';
import { classNames } from '../class-names';
import { RetryButton } from '../feedback/RetryButton';
import { VisuallyHidden } from '../layout/VisuallyHidden';

/** The words of the parcel's own states (the specification has none). */
const parcelTexts = {
  loading: (label: string) => `Loading ${label}…`,
  unavailable: (label: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)} is not available right now.`,
};

export interface RemoteParcelProps<Props extends object> {
  /** The remote that exposes the parcel. */
  remote: RemoteName;
  /** The exposed module, as the remote's package.json names it (`./entity-form`). */
  module: string;
  /** The parcel component's props; a new object re-renders the mounted parcel with it. */
  props: Props;
  /** What the parcel is, in the borrower's words, for the spinner and the failure ("the entity form"). */
  label: string;
  /**
   * For a small place (the top bar's bell): a small spinner while it loads, and on failure a retry icon named with what
   * failed, the failure itself read out but not shown. A box would push the place around it.
   */
  compact?: boolean;
  className?: string;
}

type ParcelState = { status: 'loading' } | { status: 'mounted' } | { status: 'failed'; detail: string };

/** What the failure says under its explanation: the loader's kind of failure, or the error's own words. */
function failureDetail(error: unknown, fallbackKind: string): string {
  const kind = typeof error === 'object' && error !== null && 'kind' in error ? (error as { kind: unknown }).kind : undefined;
  if (typeof kind === 'string') return uiTexts.errorKind(kind);
  if (fallbackKind !== 'load') return uiTexts.errorKind(fallbackKind);
  return error instanceof Error && error.message ? error.message : uiTexts.errorKind(fallbackKind);
}

/** The mounted parcel, where it renders, and the props it was last handed. */
interface Mounted<Props extends object> {
  parcel: Parcel<ParcelMountProps<Props>>;
  domElement: HTMLElement;
  props: Props;
  /** Updates run one after the other: single-spa refuses an update while another runs. */
  updates: Promise<unknown>;
}

/**
 * Mounts a parcel another remote exposes (DESIGN §1: a remote reaches another remote's UI only through routes or
 * parcels loaded at runtime): `<RemoteParcel remote="deals" module="./entity-form" label="the entity form"
 * props={{ onCreated }} />`. It loads the parcel through `portal.loadParcel`, shows a spinner meanwhile, mounts it
 * with single-spa's `mountRootParcel` (`{ portal, props }`), hands it new props by `update`, and unmounts it when
 * it leaves. A parcel that cannot be loaded or mounted says so, with Try again, and the page around keeps working.
 * To show another parcel in the same place, give the element another `key`.
 */
export function RemoteParcel<Props extends object>({ remote, module, props, label, compact = false, className }: RemoteParcelProps<Props>) {
  const portal = usePortal();
  const slot = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted<Props> | null>(null);
  const latestProps = useRef(props);
  latestProps.current = props;
  const [state, setState] = useState<ParcelState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    let left = false;
    // The parcel renders into an element of its own, which React never renders into.
    const domElement = document.createElement('div');
    host.appendChild(domElement);
    let parcel: Parcel<ParcelMountProps<Props>> | null = null;

    const fail = (kind: string, error: unknown) => {
      if (left) return;
      const message = error instanceof Error ? error.message : String(error);
      portal.analytics.track('parcel_error', { remote, module, kind, message });
      setState({ status: 'failed', detail: failureDetail(error, kind) });
    };

    void (async () => {
      let config: ParcelConfig;
      try {
        config = await portal.loadParcel(remote, module);
      } catch (error) {
        return fail('load', error);
      }
      // single-spa in a chunk of its own: pages that use the kit without a parcel never download it (the host has it already).
      let mountRootParcel: typeof import('single-spa').mountRootParcel;
      try {
        ({ mountRootParcel } = await import(/* webpackChunkName: "single-spa" */ 'single-spa'));
      } catch (error) {
        return fail('chunk-load', error);
      }
      if (left) return;
      const props = latestProps.current;
      // A copy named after what it is, so that single-spa's own errors say which parcel failed.
      const named = { ...(config as ParcelConfig<Props>), name: `${remote}/${module.replace(/^\.\//, '')}` };
      parcel = mountRootParcel<ParcelMountProps<Props>>(named, { domElement, portal, props });
      mounted.current = { parcel, domElement, props, updates: Promise.resolve() };
      try {
        await parcel.mountPromise;
      } catch (error) {
        return fail('mount', error);
      }
      if (!left) setState({ status: 'mounted' });
    })();

    return () => {
      left = true;
      mounted.current = null;
      const leaving = parcel;
      if (!leaving) {
        domElement.remove();
        return;
      }
      // Unmount once mounting has ended; a parcel that failed to mount has nothing left to unmount.
      void leaving.mountPromise
        .then(() => (leaving.getStatus() === 'MOUNTED' ? leaving.unmount() : null))
        .catch(() => undefined)
        .finally(() => domElement.remove());
    };
  }, [portal, remote, module, attempt]);

  // New props re-render the mounted parcel (and props that changed while it was mounting, once it is).
  useEffect(() => {
    const current = mounted.current;
    if (state.status !== 'mounted' || !current || current.props === props) return;
    current.props = props;
    current.updates = current.updates
      .then(() => {
        const { parcel } = current;
        if (mounted.current !== current || !parcel.update || parcel.getStatus() !== 'MOUNTED') return;
        return parcel.update({ portal, props: current.props, domElement: current.domElement } as ParcelMountProps<Props>);
      })
      .catch((error: unknown) => {
        if (mounted.current === current) setState({ status: 'failed', detail: failureDetail(error, 'update') });
      });
  }, [portal, props, state.status]);

  const tryAgain = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (compact) {
    // The spinner and the parcel share one cell: the parcel mounts under the spinner, so nothing moves when it goes.
    return (
      <div className={classNames('pui-parcel--compact', className)}>
        {state.status === 'loading' && <Spinner size="small" label={parcelTexts.loading(label)} />}
        {state.status === 'failed' && (
          <>
            <RetryButton onClick={tryAgain} label={`${parcelTexts.unavailable(label)} ${uiTexts.tryAgain}`} />
            <VisuallyHidden>
              <span role="alert">{`${parcelTexts.unavailable(label)} ${state.detail}`}</span>
            </VisuallyHidden>
          </>
        )}
        <div ref={slot} hidden={state.status === 'failed'} />
      </div>
    );
  }

  return (
    <div className={className}>
      {state.status === 'loading' && (
        <div className="pui-loading">
          <Spinner size="large" label={parcelTexts.loading(label)} />
        </div>
      )}
      {state.status === 'failed' && (
        <RemoteFallback title={parcelTexts.unavailable(label)} lines={[uiTexts.stillWorks]} detail={state.detail} onRetry={tryAgain} />
      )}
      {/* Shown once mounted, in the spinner's place: beneath it, the parcel's first render would move up as it goes. */}
      <div ref={slot} hidden={state.status !== 'mounted'} />
    </div>
  );
}
