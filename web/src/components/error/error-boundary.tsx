/**
 * React error boundary at one of three levels (spec 01 §4). Retrying re-renders the
 * children; at most `MAX_ERROR_RETRIES` retries, then only reloading remains.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, MAX_ERROR_RETRIES, type ErrorLevel } from './error-fallback';
import { errorIdFor } from './use-error-id';

interface Props {
  level: ErrorLevel;
  children: ReactNode;
  /** Called after a retry, e.g. to reset a query. */
  onReset?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  errorId: string;
  retriesUsed: number;
}

/** Wrap a section (`component`), a screen (`page`) or the whole app (`critical`). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, errorId: '', retriesUsed: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.setState({ errorId: errorIdFor(error, this.props.level) });
  }

  private retry = () => {
    if (this.state.retriesUsed >= MAX_ERROR_RETRIES) return;
    this.setState((s) => ({ hasError: false, error: null, retriesUsed: s.retriesUsed + 1 }));
    this.props.onReset?.();
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorFallback
        level={this.props.level}
        error={this.state.error}
        errorId={this.state.errorId || errorIdFor(this.state.error, this.props.level)}
        retriesUsed={this.state.retriesUsed}
        onRetry={this.props.level === 'critical' ? undefined : this.retry}
      />
    );
  }
}
