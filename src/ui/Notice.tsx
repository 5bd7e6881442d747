import { Component, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './Notice.css.ts';
import { copy } from './copy.ts';
import { Button } from './Button.tsx';
import { onChunkSettled, retryFailedChunks, type Preloadable } from './retrying-lazy.ts';

type NoticeProps = {
  tone: 'warning' | 'info' | 'danger';
  id?: string;
  /** 'alert' for a message that appears because something failed. */
  role?: 'alert' | 'status';
  children: ReactNode;
};

function ToneIcon({ tone }: { tone: NoticeProps['tone'] }) {
  const path =
    tone === 'info'
      ? 'M11 7h2v2h-2V7Zm0 4h2v6h-2v-6Zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Z'
      : 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z';
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** The icon says the tone so colour is not the only signal. */
export function Notice({ tone, id, role, children }: NoticeProps) {
  return (
    <div className={styles.notice[tone]} id={id} role={role}>
      <ToneIcon tone={tone} />
      <div className={styles.body}>{children}</div>
    </div>
  );
}

export function LoadingScreen({ label = copy.app.loading }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

type ErrorBoundaryProps = {
  children: ReactNode;
  resetKey?: unknown;
  fallback?: (retry: () => void) => ReactNode;
};
type ErrorBoundaryState = { failed: boolean };

/** A failed boundary tries again when the connection returns or `resetKey` changes. */
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

type MaybeLazy = object;

const isRetryingLazy = (component: MaybeLazy): component is Preloadable =>
  'preload' in component && 'settled' in component;

export const isSettled = (component: MaybeLazy): boolean =>
  !isRetryingLazy(component) || component.settled();

/** A caller renders them only once settled, so they mount without suspending (see retryingLazy). */
export function useChunksReady(components: readonly MaybeLazy[]): boolean {
  const lazyOnes = components.filter(isRetryingLazy);
  for (const component of lazyOnes) component.preload();
  const allSettled = () => lazyOnes.every((component) => component.settled());
  return useSyncExternalStore(onChunkSettled, allSettled, allSettled);
}
