import { lazy, Suspense, useId } from 'react';
import { Link } from 'wouter';
import { copy } from '#src/ui/copy.ts';
import { DonationCode } from '#src/ui/donation-marks.tsx';
import { VisuallyHidden } from '#src/ui/Screen.tsx';
import { donationListCopy } from '../donation-list.ts';
import type { DonationsQuery } from '#graphql/generated/operations.ts';
import { donationStepOf } from '#machines/donation-step.ts';
import { donationStepLink } from '#src/lib/paths.ts';
import { asApplied, summaryWithCommands, type AppliedCommand } from '#machines/outbox-overlay.ts';
import { commandsOf, type OutboxCommand } from '#machines/outbox-command.ts';
import { donationStatusText, type DonationStatus } from '#contract/status-texts.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';
import { awayCopy } from '#src/ui/leader-copy.ts';
import * as styles from './LeaderDonationCard.css.ts';

type LeaderDonation = Omit<DonationsQuery['donations'][number], 'recalledCount'> & {
  recalledCount?: number | null;
};

/**
 * Loaded only when a returned or lost donation is listed: off the path of the leader's first card.
 */
const ClosingNote = lazy(() =>
  import('./ClosingNote.tsx').then((module) => ({ default: module.ClosingNote })),
);

const text = donationListCopy.leaderCard;

function tone(status: number): keyof typeof styles.badge {
  if (status === 1) return 'waiting';
  if (status === 2 || status === 3) return 'active';
  if (status === 4) return 'done';
  return 'problem';
}

function DeliveryProgress({ donation }: { donation: LeaderDonation }) {
  const labelId = useId();
  const recorded = donation.deliveredCount + donation.notDeliveredCount;
  const total = recorded + donation.pendingCount;
  return (
    <div className={styles.progress}>
      <span id={labelId}>{text.progress(recorded, total)}</span>
      <progress
        className={styles.progressBar}
        value={recorded}
        max={Math.max(total, 1)}
        aria-labelledby={labelId}
      />
      <p className={styles.counts}>
        <span>{text.delivered(donation.deliveredCount)}</span>
        <VisuallyHidden>, </VisuallyHidden>
        <span>{text.notDelivered(donation.notDeliveredCount)}</span>
        <VisuallyHidden>, </VisuallyHidden>
        <span>{text.pending(donation.pendingCount)}</span>
      </p>
    </div>
  );
}

function aheadOfServer(
  donation: LeaderDonation,
  commands: readonly AppliedCommand[],
): LeaderDonation {
  const ahead = summaryWithCommands(donation, donation.donationId, commands);
  return ahead.status === donation.status
    ? ahead
    : { ...ahead, statusText: donationStatusText(ahead.status as DonationStatus) };
}

/** Statuses 1–3 lead to the step of the flow; 4–6 are not links and say why. */
export function LeaderDonationCard({
  donation: fromServer,
  queued = [],
  sent = [],
  paused = false,
}: {
  donation: LeaderDonation;
  queued?: readonly OutboxCommand[];
  /** Sent commands no answer has shown yet: this answer may predate them. */
  sent?: readonly AppliedCommand[];
  /** She said she cannot deliver for now: the card is read, not opened. */
  paused?: boolean;
}) {
  const waiting = commandsOf(queued, fromServer.donationId).length > 0;
  const ahead = [
    ...commandsOf(sent, fromServer.donationId),
    ...commandsOf(queued, fromServer.donationId).map(asApplied),
  ];
  const donation = ahead.length > 0 ? aheadOfServer(fromServer, ahead) : fromServer;
  const step = donationStepOf(donation.status);
  const href = paused ? null : donationStepLink(donation.donationId, step);
  const body = (
    <>
      <div className={styles.top}>
        <h2 className={styles.title}>
          {donationListCopy.cardTitleLead} <DonationCode id={donation.donationId} />
        </h2>
        {href ? (
          <svg
            className={styles.chevron}
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M8.5 4.5 16 12l-7.5 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : null}
      </div>
      <p className={styles.quantity}>{copy.donations.quantity(donation.quantity)}</p>
      <p className={styles.badge[tone(donation.status)]}>
        {donationListCopy.statusLabel} {donation.statusText}
      </p>
      {waiting ? <p className={styles.badge.waiting}>{outboxCopy.waiting}</p> : null}
      {donation.recalledCount ? (
        <p className={styles.badge.problem}>{text.recalled(donation.recalledCount)}</p>
      ) : null}
      {donation.status === 3 ? <DeliveryProgress donation={donation} /> : null}
      <p className={styles.hint}>
        {step === 'closed'
          ? (text.closedReason[donation.status] ?? text.closedFallback)
          : paused
            ? awayCopy.cardPaused
            : text.nextStep[step]}
      </p>
      {donation.status === 5 || donation.status === 6 ? (
        <Suspense fallback={null}>
          <ClosingNote donationId={donation.donationId} />
        </Suspense>
      ) : null}
    </>
  );
  return href ? (
    <Link href={href} className={styles.card.link}>
      {body}
    </Link>
  ) : (
    <div className={styles.card.closed}>{body}</div>
  );
}
