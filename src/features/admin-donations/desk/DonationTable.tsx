import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { deskCopy as text } from './desk-copy.ts';
import { tableColumns, type Column, type TableDonation } from './table-columns.tsx';
import { useRowAlerts } from './use-row-alerts.ts';
import { useTableSort, type SortState } from './use-table-sort.ts';
import { ROW_HEIGHT_REM } from './DonationTable.css.ts';
import * as styles from './DonationTable.css.ts';

export type { TableDonation };

/**
 * Up to this many rows every row is in the page (find-in-page and a screen reader's browse mode
 * reach all); above it the table is virtualised, as the phone's list is (docs/decisions 027).
 */
export const TABLE_VIRTUALISE_ABOVE = 200;

function rootFontPx(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: SortState | null;
  onSort: () => void;
}) {
  const active = sort?.key === column.key;
  const className = column.numeric ? `${styles.th} ${styles.numeric}` : styles.th;
  if (!column.sortValue) {
    return (
      <th scope="col" className={className}>
        {column.label}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={active ? sort.direction : 'none'}>
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {column.label}
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={styles.sortIcon}
        >
          {active && sort.direction === 'descending' ? (
            <path d="M7 10l5 5 5-5z" fill="currentColor" />
          ) : active ? (
            <path d="M7 14l5-5 5 5z" fill="currentColor" />
          ) : (
            <path d="M7 10l5-5 5 5zM7 14l5 5 5-5z" fill="currentColor" opacity="0.55" />
          )}
        </svg>
      </button>
    </th>
  );
}

function cellClass(column: Column): string {
  return [styles.td, column.numeric ? styles.numeric : '', column.noWrap ? styles.noWrap : '']
    .filter(Boolean)
    .join(' ');
}

function Row({
  donation,
  columns,
  index,
  alerts,
}: {
  donation: TableDonation;
  columns: readonly Column[];
  index: number;
  alerts: ReturnType<ReturnType<typeof useRowAlerts>>;
}) {
  return (
    <tr className={styles.row} aria-rowindex={index + 2}>
      {columns.map((column) => (
        <td key={column.key} className={cellClass(column)}>
          {column.cell(donation, alerts)}
        </td>
      ))}
    </tr>
  );
}

/**
 * The rows to draw: all of them, or the ones near the screen with spacers for the rest. The
 * spacers count every row at its usual height; a row whose text wraps is taller, and the rows
 * drawn stay in the table's flow, so nothing overlaps.
 */
function useRowWindow(count: number) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [rowPx] = useState(() => ROW_HEIGHT_REM * rootFontPx());
  const virtual = count > TABLE_VIRTUALISE_ABOVE;

  // Where the table body starts in the page; what is above it (chips, toolbar) may change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- measured after every render on purpose
  useLayoutEffect(() => {
    const body = tableRef.current?.tBodies[0];
    const top = (body?.getBoundingClientRect().top ?? 0) + window.scrollY;
    setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
  });

  const virtualizer = useWindowVirtualizer({
    count: virtual ? count : 0,
    estimateSize: () => rowPx,
    overscan: 8,
    scrollMargin,
  });
  if (!virtual)
    return {
      tableRef,
      indexes: Array.from({ length: count }, (_, i) => i),
      before: 0,
      after: 0,
    };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    tableRef,
    indexes: items.map((item) => item.index),
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  };
}

/**
 * The staff's donations as a table (docs/product.md R14.3): code, status, leader, unit, city,
 * cards, progress, deadline and alerts; every column but the alerts sorts. Long lists are
 * virtualised with spacer rows, so 10,000 donations keep a few dozen rows in the page and the
 * table keeps its semantics (aria-rowcount, aria-rowindex).
 */
export function DonationTable({ donations }: { donations: readonly TableDonation[] }) {
  const [now] = useState(() => Date.now());
  const columns = useMemo(() => tableColumns(now), [now]);
  const { sorted, sort, toggle } = useTableSort(donations, columns);
  const { tableRef, indexes, before, after } = useRowWindow(sorted.length);
  const shown = indexes
    .map((index) => sorted[index])
    .filter((d): d is TableDonation => d !== undefined);
  const alertsOf = useRowAlerts(shown.map((donation) => donation.donationId));
  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden="true" className={styles.spacer} style={{ height: `${height}px` }}>
        <td colSpan={columns.length} />
      </tr>
    ) : null;

  return (
    <table
      ref={tableRef}
      className={styles.table}
      aria-label={text.tableLabel}
      aria-rowcount={sorted.length + 1}
    >
      <thead>
        <tr aria-rowindex={1}>
          {columns.map((column) => (
            <HeaderCell
              key={column.key}
              column={column}
              sort={sort}
              onSort={() => toggle(column.key)}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        {spacer(before)}
        {indexes.map((index) => {
          const donation = sorted[index];
          return donation ? (
            <Row
              key={donation.donationId}
              donation={donation}
              columns={columns}
              index={index}
              alerts={alertsOf(donation.donationId)}
            />
          ) : null;
        })}
        {spacer(after)}
      </tbody>
    </table>
  );
}
