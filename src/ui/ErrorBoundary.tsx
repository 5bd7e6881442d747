import { Component, type ErrorInfo, type ReactNode } from 'react';
import { copy } from './copy/pt-BR';
import { Button } from './Button';
import { Notice } from './Notice';

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { failed: boolean };

/** Catches a screen that fails to load or render (e.g. a chunk missing after a deploy). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Tela falhou', error.message, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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
