import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { DonationsQuery } from '#graphql/generated/operations.ts';
import { DonationCode } from '#src/ui/donation-marks.tsx';
import { VisuallyHidden } from '#src/ui/Screen.tsx';
import { donationStatusTone } from '#src/ui/donation-marks.tsx';
import { statusTone } from '#src/ui/styles/list.css.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { paths } from '#src/lib/paths.ts';
import type { RowAlerts } from './use-row-alerts.ts';
import { deskCopy as text } from './desk-copy.ts';
import * as styles from './DonationTable.css.ts';

/** A donation as the table shows it: the list's fields. */
export type TableDonation = DonationsQuery['donations'][number];

export type SortKey =
  'code' | 'status' | 'leader' | 'site' | 'city' | 'quantity' | 'progress' | 'deadline';
export type ColumnKey = SortKey | 'alerts';

export interface Column {
  key: ColumnKey;
  label: string;
  /** Kept on one line: a donation's code is read (and compared) whole. */
  noWrap?: boolean;
  numeric?: boolean;
  /** What the column sorts by; null sorts last whatever the direction. Absent: not sortable. */
  sortValue?: (donation: TableDonation) => string | number | null;
  cell: (donation: TableDonation, alerts: RowAlerts) => ReactNode;
}

const cards = (d: TableDonation) => d.deliveredCount + d.notDeliveredCount + d.pendingCount;
const recorded = (d: TableDonation) => d.deliveredCount + d.notDeliveredCount;

function Progress({ donation }: { donation: TableDonation }) {
  const total = cards(donation);
  if (total === 0) return <span className={styles.muted}>{text.noCards}</span>;
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

/** The deadline, and 'vencido' in words (not by colour alone) when delivery is still going past it. */
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

function Alerts({ alerts }: { alerts: RowAlerts }) {
  if (alerts === 'loading') {
    return (
      <span className={styles.muted} aria-busy="true">
        …<VisuallyHidden>{text.alertsLoading}</VisuallyHidden>
      </span>
    );
  }
  if (alerts.length === 0) return <span className={styles.muted}>{text.noAlerts}</span>;
  const texts = alerts.map((alert) => alert.text).join('; ');
  return (
    <span className={statusTone.problem} title={texts}>
      {text.alertCount(alerts.length)}
      <VisuallyHidden>: {texts}</VisuallyHidden>
    </span>
  );
}

/** The table's columns, in order (docs/product.md R14.3). `now` judges an overdue deadline. */
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
      sortValue: (d) => (cards(d) === 0 ? null : recorded(d) / cards(d)),
      cell: (d) => <Progress donation={d} />,
    },
    {
      key: 'deadline',
      label: text.columns.deadline,
      sortValue: (d) => d.deadline,
      cell: (d) => <Deadline donation={d} now={now} />,
    },
    {
      key: 'alerts',
      label: text.columns.alerts,
      cell: (_d, alerts) => <Alerts alerts={alerts} />,
    },
  ];
}
