import { useMemo, useState } from 'react';
import type { Column, ColumnKey, TableDonation } from './table-columns.tsx';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: ColumnKey;
  direction: SortDirection;
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null, b: string | number | null): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order the person chose: unsorted (the server's, newest first) until a column
 * is chosen; the same column again turns the order around. Empty values go last either way.
 */
export function useTableSort(donations: readonly TableDonation[], columns: readonly Column[]) {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    const value = column?.sortValue;
    if (!sort || !value) return donations;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const keyed = donations.map((donation) => ({ donation, key: value(donation) }));
    keyed.sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      return sign * compare(a.key, b.key);
    });
    return keyed.map((entry) => entry.donation);
  }, [donations, columns, sort]);

  const toggle = (key: ColumnKey) =>
    setSort((current) => ({
      key,
      direction:
        current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return { sorted, sort, toggle };
}
