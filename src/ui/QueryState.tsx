import type { ReactNode } from 'react';
import { copy } from './copy.ts';
import { Button } from './Button.tsx';
import { LoadingScreen, Notice } from './Notice.tsx';
import * as listStyles from './styles/list.css.ts';

type LoadFailureProps = {
  message: ReactNode;
  /** Called with no arguments, so a query's `refetch` can be passed as it is. */
  onRetry: () => unknown;
  /** Further ways out beside 'Tentar novamente' (a link back, say). */
  children?: ReactNode;
};

/** Something could not be loaded: says what, and offers to ask again. */
export function LoadFailure({ message, onRetry, children }: LoadFailureProps) {
  return (
    <Notice tone="danger" role="alert">
      <p>{message}</p>
      <div className={listStyles.failureActions}>
        <Button variant="outline" onClick={() => void onRetry()}>
          {copy.app.retry}
        </Button>
        {children}
      </div>
    </Notice>
  );
}

type QueryStateProps<T> = {
  /** What the query holds; null or undefined until it has answered. */
  data: T | null | undefined;
  loading: boolean;
  error: unknown;
  /** Asks again ('Tentar novamente'); a query's `refetch` as it is. */
  onRetry: () => unknown;
  loadingText: string;
  /** What failed; a function receives the error, to show the server's message. */
  failureText: string | ((error: unknown) => string);
  /** The screen's message when the answer holds nothing; without it the data is never "empty". */
  emptyText?: string;
  /** Whether the answer holds nothing (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states every list and details screen goes through: loading, failed (with retry), empty,
 * and the data. Data already in the cache is shown while it is being refreshed.
 */
export function QueryState<T>({
  data,
  loading,
  error,
  onRetry,
  loadingText,
  failureText,
  emptyText,
  isEmpty = isEmptyArray,
  children,
}: QueryStateProps<T>) {
  if (data === null || data === undefined) {
    if (loading) return <LoadingScreen label={loadingText} />;
    const message = typeof failureText === 'function' ? failureText(error) : failureText;
    return <LoadFailure message={message} onRetry={onRetry} />;
  }
  if (emptyText !== undefined && isEmpty(data))
    return <p className={listStyles.empty}>{emptyText}</p>;
  return <>{children(data)}</>;
}
