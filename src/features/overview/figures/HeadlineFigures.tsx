import { Link } from 'wouter';
import { useQuery } from '@apollo/client/react';
import {
  ComplaintCountsDocument,
  MessageCountsDocument,
  type OverviewQuery,
} from '#graphql/generated/operations.ts';
import { QueryState } from '#src/ui/QueryState.tsx';
import { paths } from '#src/lib/paths.ts';
import type { OverviewFilter } from '#contract/overview.ts';
import { VOUCHER_CATEGORIES } from '#contract/voucher-categories.ts';
import { overviewCopy } from '../shared/copy.ts';
import { count, listLink } from '../shared/overview.ts';
import * as styles from '../shared/Overview.css.ts';

type Overview = OverviewQuery['overview'];
const text = overviewCopy.figures;

export function Figure({
  value,
  label,
  href,
  urgent = false,
}: {
  value: number;
  label: string;
  /** A figure without a list is read, not followed. */
  href?: string;
  /** Marked when above zero: something to act on. */
  urgent?: boolean;
}) {
  const className = urgent && value > 0 ? `${styles.figure} ${styles.figureUrgent}` : styles.figure;
  const content = (
    <>
      <span className={styles.figureValue}>{count(value)}</span>
      <span className={styles.figureLabel}>{label}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link href={href} className={className}>
          {content}
        </Link>
      ) : (
        <div className={`${className} ${styles.figureStill}`}>{content}</div>
      )}
    </li>
  );
}

export function FigureSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {note ? <p className={styles.muted}>{note}</p> : null}
      <ul className={styles.figureGrid}>{children}</ul>
    </section>
  );
}

export function HeadlineFigures({
  overview,
  filter,
}: {
  overview: Overview;
  filter: OverviewFilter;
}) {
  return (
    <>
      <FigureSection id="figures-status" title={text.statusesTitle}>
        {overview.statuses.map(({ status, donations }) => (
          <Figure
            key={status}
            value={donations}
            label={text.status[status] ?? String(status)}
            href={listLink(filter, { status: status as 1 })}
          />
        ))}
      </FigureSection>
      <FigureSection id="figures-vouchers" title={text.vouchersTitle}>
        {VOUCHER_CATEGORIES.map((category) => (
          <Figure
            key={category}
            value={overview.cards[category]}
            label={text.vouchers[category]}
            href={listLink(filter, { cards: category })}
          />
        ))}
      </FigureSection>
      <FigureSection id="figures-time" title={text.timeTitle}>
        <Figure
          value={overview.deliveredToday.cards}
          label={text.deliveredToday}
          href={listLink(filter, {
            deliveredFrom: overview.deliveredToday.day,
            deliveredTo: overview.deliveredToday.day,
          })}
        />
        <Figure
          value={overview.deliveredLast7Days.cards}
          label={text.deliveredWeek}
          href={listLink(filter, {
            deliveredFrom: overview.deliveredLast7Days.from,
            deliveredTo: overview.deliveredLast7Days.to,
          })}
        />
        <Figure
          value={overview.pastDeadline}
          label={text.pastDeadline}
          href={listLink(filter, { pastDeadline: true })}
          urgent
        />
      </FigureSection>
      <FigureSection id="figures-family" title={text.familyTitle}>
        <Figure
          value={overview.familyAnswers.received}
          label={text.familyConfirmed}
          href={listLink(filter, { familyAnswer: 'received' })}
        />
        <Figure
          value={overview.familyAnswers.notReceived}
          label={text.familyDisputed}
          href={listLink(filter, { familyAnswer: 'notReceived' })}
          urgent
        />
      </FigureSection>
      <FigureSection id="figures-flags" title={text.flagsTitle}>
        {overview.anomalies.map((anomaly) => (
          <Figure
            key={anomaly.kind}
            value={anomaly.donations}
            label={`${anomaly.text} (${text.flagUnit(anomaly.donations)})`}
            href={listLink(filter, { anomaly: anomaly.kind })}
            urgent
          />
        ))}
      </FigureSection>
    </>
  );
}

/** The server decides what each role counts; read fresh, never kept. */
export function ComplaintFigures() {
  const { data, loading, error, refetch } = useQuery(ComplaintCountsDocument, {
    fetchPolicy: 'no-cache',
  });
  return (
    <QueryState
      data={data?.complaintCounts}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={overviewCopy.complaints.loading}
      failureText={overviewCopy.complaints.loadFailed}
    >
      {(counts) => (
        <FigureSection
          id="figures-complaints"
          title={overviewCopy.complaints.title}
          note={overviewCopy.complaints.note}
        >
          <Figure
            value={counts.open}
            label={overviewCopy.complaints.open}
            href={paths.complaints.link({ show: 'open' })}
          />
          <Figure
            value={counts.overdue}
            label={overviewCopy.complaints.overdue}
            href={paths.complaints.link({ show: 'overdue' })}
            urgent
          />
        </FigureSection>
      )}
    </QueryState>
  );
}

/** Counts only, read fresh. */
export function MessageFigures() {
  const { data, loading, error, refetch } = useQuery(MessageCountsDocument, {
    fetchPolicy: 'no-cache',
  });
  return (
    <QueryState
      data={data?.messageCounts}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={overviewCopy.messages.loading}
      failureText={overviewCopy.messages.loadFailed}
    >
      {(counts) => (
        <FigureSection
          id="figures-messages"
          title={overviewCopy.messages.title}
          note={overviewCopy.messages.note}
        >
          <Figure value={counts.sent} label={overviewCopy.messages.sent} />
          <Figure value={counts.answered} label={overviewCopy.messages.answered} />
          <Figure value={counts.confirmed} label={overviewCopy.messages.confirmed} />
          <Figure value={counts.disputed} label={overviewCopy.messages.disputed} urgent />
        </FigureSection>
      )}
    </QueryState>
  );
}
