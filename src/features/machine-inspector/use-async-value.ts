import { useEffect, useState } from 'react';

export type AsyncValue<T> =
  { status: 'pending' } | { status: 'ready'; value: T } | { status: 'failed' };

/** The value of a promise made from `key`, as React state; a new key starts over. */
export function useAsyncValue<K, T>(key: K, load: (key: K) => Promise<T>): AsyncValue<T> {
  const [state, setState] = useState<{ key: K; value: AsyncValue<T> }>({
    key,
    value: { status: 'pending' },
  });
  useEffect(() => {
    let current = true;
    load(key).then(
      (value) => current && setState({ key, value: { status: 'ready', value } }),
      () => current && setState({ key, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  return state.key === key ? state.value : { status: 'pending' };
}
