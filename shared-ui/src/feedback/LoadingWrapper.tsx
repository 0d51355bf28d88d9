import { dataMessages } from '@portal/shared-contracts';
import type { ReactNode } from 'react';
import { messageOf, Spinner, uiTexts } from '@portal/shared-ui';
import { classNames } from '../class-names';
import { RetryButton } from './RetryButton';

export interface LoadingWrapperProps {
  loading: boolean;
  /** The failure of the last load (a `PortalRequestError`, or anything thrown). */
  error?: unknown;
  onRetry(): void;
  /** What a server failure says for this panel ("Unable to load Payment dates"); "Unable to load data" otherwise. */
  unableToLoadText?: string;
  /** What is loading, for the spinner's label. */
  loadingLabel?: string;
  className?: string;
  /** What shows once loaded. */
  children?: ReactNode;
}

/** A failure the server owns (status 500 or above). */
export function isServerFailure(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' && status >= 500;
}

/** What a failed load says: the panel's text for a server failure, the transport's words otherwise. */
export function loadFailureText(error: unknown, unableToLoadText: string = dataMessages.unableToLoad): string {
  return isServerFailure(error) ? unableToLoadText : messageOf(error);
}

/**
 * Spec 001 §8: "Loading wrapper, status 500 or above: 'Unable to load data' with a retry icon". The spinner
 * while loading; for a server failure the panel's text and a Retry icon button; for any other failure the
 * error's own message (a timeout, no response) with the same button; the content otherwise.
 */
export function LoadingWrapper({ loading, error, onRetry, unableToLoadText, loadingLabel = uiTexts.loading, className, children }: LoadingWrapperProps) {
  // Keyed, so that what shows once loaded is an element of its own: React would otherwise reuse the spinner's element
  // for a first element of the same tag, which the browser then counts as a layout shift (from the spinner's box to
  // the content's).
  if (loading) {
    return (
      <div key="loading" className={classNames('pui-loading', className)}>
        <Spinner size="large" label={loadingLabel} />
      </div>
    );
  }
  if (error) {
    return (
      <div key="failure" className={classNames('pui-load-failure', className)}>
        <p role="alert" className="pui-load-failure__text">
          {loadFailureText(error, unableToLoadText)}
        </p>
        <RetryButton onClick={onRetry} />
      </div>
    );
  }
  return <>{children}</>;
}
