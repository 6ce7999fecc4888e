// Route-level error boundary: a page that fails to load or render shows 'loading failed, click to
// retry' (SPEC §8) instead of a blank screen; retry downloads the page again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, IconAlertCircle } from '@ds';
import { MessagePage } from './MessagePage';
import { shellMessages } from './messages';

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey: string;
}
interface State {
  error: unknown;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <RouteFailed onRetry={this.retry} />;
  }
}

function RouteFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <MessagePage
      icon={<IconAlertCircle size="lg" />}
      title={intl.formatMessage(shellMessages.loadFailed)}
      actions={<Button onClick={onRetry}>{intl.formatMessage(shellMessages.retry)}</Button>}
    />
  );
}
