import type { ReactNode } from 'react';
import { leaderFlowCopy } from '../copy.ts';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { Fact } from './Fact.tsx';
import { DonationCode } from '#src/ui/donation-marks.tsx';
import * as styles from './LeaderFlow.css.ts';

const text = leaderFlowCopy.donation;

/**
 * The donation's id, quantity, status and received quantity; `children` adds facts to the same
 * list (e.g. <DonationDates>, kept apart so screens without dates do not load the date library).
 */
export function DonationFacts({
  donation,
  children,
}: {
  donation: LeaderDonation;
  children?: ReactNode;
}) {
  const titleId = `doacao-${donation.donationId}`;
  return (
    <section className={styles.facts} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.factsTitle}>
        {text.titleLead} <DonationCode id={donation.donationId} />
      </h2>
      <dl className={styles.factsList}>
        <Fact term={text.quantityLabel} value={text.quantity(donation.quantity)} />
        <Fact term={text.statusLabel} value={donation.statusText} />
        {donation.receivedQuantity !== null ? (
          <Fact term={text.receivedQuantityLabel} value={String(donation.receivedQuantity)} />
        ) : null}
        {children}
      </dl>
    </section>
  );
}
