import { useQuery } from '@apollo/client/react';
import { DonationReviewDocument } from '#graphql/generated/operations.ts';
import { todayInSaoPaulo } from '#src/lib/calendar-date.ts';
import * as styles from './LeaderDonationCard.css.ts';

/**
 * On a leader's returned or lost donation: the reason the admin gave, who and when, read-only
 * (docs/product.md R10.2). Nothing shows while it loads or if it cannot be read.
 */
export function ClosingNote({ donationId }: { donationId: string }) {
  const { data } = useQuery(DonationReviewDocument, { variables: { id: donationId } });
  // The newest closing: a reopened and closed-again donation shows the reason of its last closing.
  const entry = data?.donationReview.audit.findLast((line) => line.action === 'close');
  if (!entry?.reason) return null;
  const day = todayInSaoPaulo(new Date(entry.at)).split('-').reverse().join('/');
  return <p className={styles.hint}>{closingNoteCopy.note(entry.reason, entry.actorName, day)}</p>;
}

/** pt-BR text of the closing note on a leader's returned or lost donation. */
export const closingNoteCopy = {
  note: (reason: string, actor: string, date: string) =>
    `Motivo: ${reason} (registrado por ${actor} em ${date})`,
} as const;
