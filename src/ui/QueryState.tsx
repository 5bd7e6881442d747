import type { ReactNode } from 'react';
import { copy } from './copy.ts';
import { Button } from './Button.tsx';
import { LoadingScreen, Notice } from './Notice.tsx';
import * as listStyles from './styles/list.css.ts';

type LoadFailureProps = {
  message: ReactNode;
  /** Called with no arguments, so a query's `refetch` can be passed as it is. */
  onRetry: () => unknown;
  children?: ReactNode;
};

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
  data: T | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  loadingText: string;
  failureText: string | ((error: unknown) => string);
  /** Without it the data is never "empty". */
  emptyText?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** Data already in the cache is shown while it is being refreshed. */
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
