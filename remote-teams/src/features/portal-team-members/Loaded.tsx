import type { ReactNode } from 'react';
import { LoadingWrapper, type EndpointState } from '@portal/shared-ui/kit';

/** One endpoint's answer behind its LoadingWrapper: the spinner, the failure with Retry, then `children(data)`. */
export function Loaded<T>({ state, loadingLabel, children }: { state: EndpointState<T>; loadingLabel: string; children(data: T): ReactNode }) {
  return (
    <LoadingWrapper loading={state.loading} error={state.error} onRetry={state.retry} loadingLabel={loadingLabel}>
      {state.status === 'loaded' && children(state.data)}
    </LoadingWrapper>
  );
}
