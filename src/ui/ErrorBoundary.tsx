import { Component, type ErrorInfo, type ReactNode } from 'react';
import { copy } from './copy/pt-BR';
import { Button } from './Button';
import { Notice } from './Notice';
import { retryFailedChunks } from './retrying-lazy';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When it changes (the route, say), a failed boundary tries its children again. */
  resetKey?: unknown;
  /** What shows in place of the failed children; `retry` renders them again. Default: a reload notice. */
  fallback?: (retry: () => void) => ReactNode;
};
type ErrorBoundaryState = { failed: boolean };

/**
 * Catches a screen that fails to load or render (a chunk that could not be downloaded, say).
 * A failed boundary tries again on its own when the connection returns or `resetKey` changes.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  private readonly retry = () => {
    if (!this.state.failed) return;
    retryFailedChunks();
    this.setState({ failed: false });
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) this.retry();
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Tela falhou', error.message, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.retry);
    return (
      <main style={{ padding: '1rem', maxWidth: '40rem', margin: '0 auto' }}>
        <Notice tone="danger" role="alert">
          <p>{copy.app.unexpectedError}</p>
          <Button onClick={() => window.location.reload()}>{copy.app.reload}</Button>
        </Notice>
      </main>
    );
  }
}
