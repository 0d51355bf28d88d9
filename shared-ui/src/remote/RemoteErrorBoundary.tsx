import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import { uiTexts } from '../ui-texts';

interface Props {
  /** The area's name as the borrower reads it, e.g. "Loans". */
  area: string;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * The third layer of remote failure handling (DESIGN §2.6): a render error inside an area shows a fallback
 * with a retry inside the shell, and the shell, the session and the other areas keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteFallback
        title={`${this.props.area} could not be shown`}
        heading="h2"
        lines={['Something went wrong while showing this page. The rest of the portal still works.']}
        detail={uiTexts.errorKind('render')}
        onRetry={this.retry}
      />
    );
  }
}
