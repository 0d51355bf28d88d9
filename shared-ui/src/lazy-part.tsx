import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { dataMessages } from '@portal/shared-contracts';
import { Spinner } from './button/Spinner';
import { RetryButton } from './feedback/RetryButton';
import { uiTexts } from './ui-texts';

// One way to keep code in a chunk of its own and survive a chunk that fails to arrive: React.lazy remembers a
// failure for good, so a retry makes a new lazy component, whose import asks for the chunk again. Parts of a page
// (ag-grid, echarts, a rare dialog) and whole pages differ only in what they show meanwhile and on failure.

interface LazyLook {
  /** Shown while the chunk arrives. */
  loading: ReactNode;
  /** Said when it did not arrive, next to the Retry button. */
  failureText: string;
}

/** The chunk's import failed (a network error, a chunk gone after a release); not an error of the code it holds. */
class ChunkLoadFailure extends Error {
  override readonly name = 'ChunkLoadFailure';
}

function retryingLazy<Props extends object>(load: () => Promise<ComponentType<Props>>, look: LazyLook) {
  const fresh = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          throw new ChunkLoadFailure('A chunk could not be loaded', { cause });
        },
      ),
    );
  let Loaded = fresh();

  return function RetryingLazy(props: Props) {
    const [attempt, setAttempt] = useState(0);
    return (
      <LoadFailureBoundary
        key={attempt}
        look={look}
        onRetry={() => {
          Loaded = fresh();
          setAttempt((count) => count + 1);
        }}
      >
        <Suspense fallback={look.loading}>
          <Loaded {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  };
}

/**
 * A component kept in its own chunk (ag-grid, echarts, a dialog that rarely opens), so pages that do not show it
 * never download it; a small place (the top bar) asks for the small spinner. A chunk that fails to arrive shows "Unable to load data" with a Retry that asks again.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, loadingLabel?: string, spinnerSize: 'small' | 'large' = 'large') {
  return retryingLazy(load, { loading: <Spinner size={spinnerSize} label={loadingLabel} />, failureText: dataMessages.unableToLoad });
}

export interface LazyPageOptions {
  /** What the spinner says while the page's code arrives ("Loading…" unless told). */
  loadingLabel?: string;
}

/**
 * A page of a remote kept in its own chunk: `const Registration = lazyPage(() => import('./pages/Registration/
 * Registration').then((module) => module.Registration))`. The page's spinner while it arrives; if it does not,
 * "This page could not be loaded." with a Retry that imports it again (not the remote's render-error fallback,
 * whose Try again would only meet React.lazy's remembered failure). Errors of the page itself still go to the
 * remote's error boundary.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>, { loadingLabel }: LazyPageOptions = {}) {
  return retryingLazy(load, {
    loading: (
      <div className="pui-loading">
        <Spinner size="large" label={loadingLabel} />
      </div>
    ),
    failureText: uiTexts.pageNotLoaded,
  });
}

interface BoundaryProps {
  look: LazyLook;
  onRetry(): void;
  children: ReactNode;
}

class LoadFailureBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof ChunkLoadFailure) console.error('A part of the page could not be loaded', error.cause, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Someone else's failure: the surrounding error boundary deals with it as before.
    if (!(error instanceof ChunkLoadFailure)) throw error;
    return (
      <div className="pui-load-failure">
        <p role="alert" className="pui-load-failure__text">
          {this.props.look.failureText}
        </p>
        <RetryButton onClick={this.props.onRetry} />
      </div>
    );
  }
}
