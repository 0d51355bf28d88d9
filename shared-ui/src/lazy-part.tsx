import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { dataMessages } from '@portal/shared-contracts';
import { Spinner } from './button/Spinner';
import { RetryButton } from './feedback/RetryButton';

/**
 * A component kept in its own chunk (ag-grid, echarts), so pages without a table or a chart never download
 * those libraries. A chunk that fails to arrive shows "Unable to load data" with a retry that asks again
 * (React.lazy remembers a failure, so the retry makes a new lazy component).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, loadingLabel?: string) {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Part = fresh();

  return function LazyPart(props: Props) {
    const [attempt, setAttempt] = useState(0);
    return (
      <PartBoundary
        key={attempt}
        onRetry={() => {
          Part = fresh();
          setAttempt((count) => count + 1);
        }}
      >
        <Suspense fallback={<Spinner size="large" label={loadingLabel} />}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}

interface PartBoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A part of the page could not be loaded', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="pui-load-failure">
        <p role="alert" className="pui-load-failure__text">
          {dataMessages.unableToLoad}
        </p>
        <RetryButton onClick={this.props.onRetry} />
      </div>
    );
  }
}
