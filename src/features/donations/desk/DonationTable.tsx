import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, useEffect } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'wouter';
import { useApolloClient } from '@apollo/client/react';
import {
  type DonationsQuery,
  DonationAnomaliesDocument,
  type DonationAnomaliesQuery,
} from '#graphql/generated/operations.ts';
import { DonationCode, donationStatusTone } from '#src/ui/donation-marks.tsx';
import { VisuallyHidden } from '#src/ui/Screen.tsx';
import { statusTone } from '#src/ui/styles/list.css.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { paths } from '#src/lib/paths.ts';
import { ANOMALIES_MAX_IDS } from '#contract/donation-anomalies.ts';
import { deskCopy as text } from '../shared/copy.ts';
import * as styles from './DonationDeskScreen.css.ts';
import { ROW_HEIGHT_REM } from './DonationDeskScreen.css.ts';

/**
 * Up to this many rows every row is in the page (find-in-page and browse mode reach all); decision
 * 027.
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
  anomalies,
}: {
  donation: TableDonation;
  columns: readonly Column[];
  index: number;
  anomalies: ReturnType<ReturnType<typeof useRowAnomalies>>;
}) {
  return (
    <tr className={styles.row} aria-rowindex={index + 2}>
      {columns.map((column) => (
        <td key={column.key} className={cellClass(column)}>
          {column.cell(donation, anomalies)}
        </td>
      ))}
    </tr>
  );
}

/**
 * Spacers count every row at its usual height; drawn rows stay in the table's flow, so nothing
 * overlaps.
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

/** Long lists are virtualised with spacer rows, keeping aria-rowcount and aria-rowindex. */
export function DonationTable({ donations }: { donations: readonly TableDonation[] }) {
  const [now] = useState(() => Date.now());
  const columns = useMemo(() => tableColumns(now), [now]);
  const { sorted, sort, toggle } = useTableSort(donations, columns);
  const { tableRef, indexes, before, after } = useRowWindow(sorted.length);
  const shown = indexes
    .map((index) => sorted[index])
    .filter((d): d is TableDonation => d !== undefined);
  const anomaliesOf = useRowAnomalies(shown.map((donation) => donation.donationId));
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
              anomalies={anomaliesOf(donation.donationId)}
            />
          ) : null;
        })}
        {spacer(after)}
      </tbody>
    </table>
  );
}

export type TableDonation = Omit<DonationsQuery['donations'][number], 'recalledCount'>;

export type SortKey =
  'code' | 'status' | 'leader' | 'site' | 'city' | 'quantity' | 'progress' | 'deadline';
export type ColumnKey = SortKey | 'anomalies';

export interface Column {
  key: ColumnKey;
  label: string;
  /** A donation's code is read (and compared) whole. */
  noWrap?: boolean;
  numeric?: boolean;
  /** Null sorts last whatever the direction; absent: not sortable. */
  sortValue?: (donation: TableDonation) => string | number | null;
  cell: (donation: TableDonation, anomalies: RowAnomalies) => ReactNode;
}

const voucherCount = (d: TableDonation) => d.deliveredCount + d.notDeliveredCount + d.pendingCount;
const recorded = (d: TableDonation) => d.deliveredCount + d.notDeliveredCount;

function Progress({ donation }: { donation: TableDonation }) {
  const total = voucherCount(donation);
  if (total === 0) return <span className={styles.muted}>{text.noVouchers}</span>;
  const done = recorded(donation);
  return (
    <span className={styles.progress}>
      <span className={styles.progressBar} aria-hidden="true">
        <span
          className={styles.progressFill}
          style={{ width: `${Math.round((done / total) * 100)}%` }}
        />
      </span>
      {text.progress(done, total)}
    </span>
  );
}

function Deadline({ donation, now }: { donation: TableDonation; now: number }) {
  if (!donation.deadline) return <span className={styles.muted}>{text.noDeadline}</span>;
  const { date, time } = formatDateAndTime(donation.deadline);
  const overdue = donation.status === 3 && Date.parse(donation.deadline) < now;
  return (
    <span>
      <time dateTime={donation.deadline}>{`${date} ${time}`}</time>
      {overdue ? <span className={styles.overdue}> {text.overdue}</span> : null}
    </span>
  );
}

function AnomalyCell({ anomalies }: { anomalies: RowAnomalies }) {
  if (anomalies === 'loading') {
    return (
      <span className={styles.muted} aria-busy="true">
        …<VisuallyHidden>{text.anomaliesLoading}</VisuallyHidden>
      </span>
    );
  }
  if (anomalies.length === 0) return <span className={styles.muted}>{text.noAnomalies}</span>;
  const texts = anomalies.map((anomaly) => anomaly.text).join('; ');
  return (
    <span className={statusTone.problem} title={texts}>
      {text.anomalyCount(anomalies.length)}
      <VisuallyHidden>: {texts}</VisuallyHidden>
    </span>
  );
}

export function tableColumns(now: number): readonly Column[] {
  return [
    {
      key: 'code',
      noWrap: true,
      label: text.columns.code,
      sortValue: (d) => d.donationId,
      cell: (d) => (
        <Link href={paths.donationDetails.link({ id: d.donationId })} className={styles.codeLink}>
          <DonationCode id={d.donationId} />
        </Link>
      ),
    },
    {
      key: 'status',
      label: text.columns.status,
      sortValue: (d) => d.status,
      cell: (d) => <span className={statusTone[donationStatusTone(d.status)]}>{d.statusText}</span>,
    },
    {
      key: 'leader',
      label: text.columns.leader,
      sortValue: (d) => d.leaderName,
      cell: (d) => d.leaderName,
    },
    {
      key: 'site',
      label: text.columns.site,
      sortValue: (d) => d.siteName,
      cell: (d) => d.siteName,
    },
    {
      key: 'city',
      label: text.columns.city,
      sortValue: (d) => `${d.city}/${d.state}`,
      cell: (d) => `${d.city}/${d.state}`,
    },
    {
      key: 'quantity',
      label: text.columns.quantity,
      numeric: true,
      sortValue: (d) => d.quantity,
      cell: (d) => d.quantity.toLocaleString('pt-BR'),
    },
    {
      key: 'progress',
      label: text.columns.progress,
      sortValue: (d) => (voucherCount(d) === 0 ? null : recorded(d) / voucherCount(d)),
      cell: (d) => <Progress donation={d} />,
    },
    {
      key: 'deadline',
      label: text.columns.deadline,
      sortValue: (d) => d.deadline,
      cell: (d) => <Deadline donation={d} now={now} />,
    },
    {
      key: 'anomalies',
      label: text.columns.anomalies,
      cell: (_d, anomalies) => <AnomalyCell anomalies={anomalies} />,
    },
  ];
}

type Anomalies = DonationAnomaliesQuery['donationAnomalies'][number]['anomalies'];
export type RowAnomalies = Anomalies | 'loading';

/**
 * Asked in batches as rows come into view: the whole list at once would compare every photo with
 * every other.
 */
export function useRowAnomalies(
  visibleIds: readonly string[],
): (donationId: string) => RowAnomalies {
  const client = useApolloClient();
  const [known, setKnown] = useState<ReadonlyMap<string, Anomalies>>(new Map());
  const asked = useRef(new Set<string>());
  const key = visibleIds.join(',');

  useEffect(() => {
    const missing = key.split(',').filter((id) => id !== '' && !asked.current.has(id));
    for (let start = 0; start < missing.length; start += ANOMALIES_MAX_IDS) {
      const ids = missing.slice(start, start + ANOMALIES_MAX_IDS);
      ids.forEach((id) => asked.current.add(id));
      client
        .query({
          query: DonationAnomaliesDocument,
          variables: { ids },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          setKnown((previous) => {
            const next = new Map(previous);
            // A donation the server no longer has carries no flags.
            for (const id of ids) next.set(id, []);
            for (const row of data?.donationAnomalies ?? [])
              next.set(row.donationId, row.anomalies);
            return next;
          });
        })
        .catch(() => {
          // Asked again when the rows come back into view.
          ids.forEach((id) => asked.current.delete(id));
        });
    }
  }, [client, key]);

  return (donationId) => known.get(donationId) ?? 'loading';
}

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

/** Empty values go last either way. */
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
