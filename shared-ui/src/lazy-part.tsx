import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { dataMessages } from '@portal/shared-contracts';
import { Spinner } from './button/Spinner';
import { RetryButton } from './feedback/RetryButton';
import { uiTexts } from './ui-texts';

// One way to keep code in a chunk of its own and survive a chunk that fails to arrive. Parts of a page (ag-grid,
// echarts, a rare dialog) and whole pages differ only in what they show meanwhile and on failure.
//
// Not React.lazy with Suspense: React reveals what a Suspense boundary waited for no sooner than 300 ms after its
// fallback showed (its fallback throttle), so every page whose code was not loaded yet appeared at least 300 ms after
// the click, however fast its chunk came (issue 15: a switch into an area took 390 ms, 280 of them that wait). The
// chunk is awaited in state instead: the spinner, then the component the moment it arrives, and at once when its code
// is already here (a second visit). A failed import is forgotten, so Retry asks again.

interface LazyLook<Props> {
  /** Shown while the chunk arrives. */
  loading(props: Props): ReactNode;
  /** Said when it did not arrive, next to the Retry button. */
  failureText: string;
}

/** A component kept in a chunk of its own, which can be asked for ahead of its first render. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Fetches the chunk now: rendered once it has arrived, the component shows at once, without its spinner. */
  preload(): Promise<unknown>;
  /** Whether the chunk has arrived (the component then shows at once). */
  isLoaded(): boolean;
};

function retryingLazy<Props extends object>(load: () => Promise<ComponentType<Props>>, look: LazyLook<Props>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (cause: unknown) => {
        loading = undefined;
        throw cause;
      },
    ));

  function RetryingLazy(props: Props) {
    // The component kept in state is wrapped: a function given to useState would be called as an initialiser.
    const [state, setState] = useState<{ component?: ComponentType<Props>; failed?: boolean }>(() => ({ component: loaded }));
    useEffect(() => {
      if (state.component || state.failed) return;
      let current = true;
      start().then(
        (component) => current && setState({ component }),
        (cause: unknown) => {
          console.error('A part of the page could not be loaded', cause);
          if (current) setState({ failed: true });
        },
      );
      return () => {
        current = false;
      };
    }, [state]);

    if (state.failed) {
      return (
        <div className="pui-load-failure">
          <p role="alert" className="pui-load-failure__text">
            {look.failureText}
          </p>
          <RetryButton onClick={() => setState({})} />
        </div>
      );
    }
    // Errors of the component's own code are not caught here: they reach the surrounding error boundary.
    const Loaded = state.component;
    return Loaded ? <Loaded {...props} /> : look.loading(props);
  }
  return Object.assign(RetryingLazy, { preload: start, isLoaded: () => loaded !== undefined });
}

/**
 * A component kept in its own chunk (ag-grid, echarts, a dialog that rarely opens), so pages that do not show it
 * never download it; a small place (the top bar) asks for the small spinner. A chunk that fails to arrive shows
 * "Unable to load data" with a Retry that asks again.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, loadingLabel?: string, spinnerSize: 'small' | 'large' = 'large') {
  return retryingLazy(load, { loading: () => <Spinner size={spinnerSize} label={loadingLabel} />, failureText: dataMessages.unableToLoad });
}

/**
 * A part kept in its own chunk whose place is held meanwhile by `StandIn`, drawn as the part will be, so that nothing
 * moves when it arrives (an unverified borrower's Submit New Loan, whose popover's code comes after the top bar).
 */
export function lazyPartInPlace<Props extends object>(load: () => Promise<ComponentType<Props>>, StandIn: ComponentType<Props>) {
  return retryingLazy(load, { loading: (props) => <StandIn {...props} />, failureText: dataMessages.unableToLoad });
}

export interface LazyPageOptions {
  /** What the spinner says while the page's code arrives ("Loading…" unless told). */
  loadingLabel?: string;
}

/**
 * A page of a remote kept in its own chunk: `const Registration = lazyPage(() => import('./pages/Registration/
 * Registration').then((module) => module.Registration))`. The page's spinner while it arrives; if it does not,
 * "This page could not be loaded." with a Retry that imports it again (not the remote's render-error fallback:
 * the rest of the area stays). Errors of the page itself still go to the remote's error boundary.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>, { loadingLabel }: LazyPageOptions = {}) {
  return retryingLazy(load, {
    loading: () => (
      <div className="pui-loading">
        <Spinner size="large" label={loadingLabel} />
      </div>
    ),
    failureText: uiTexts.pageNotLoaded,
  });
}
