import { useQuery } from '@apollo/client/react';
import { DonationReviewDocument } from '#graphql/generated/operations.ts';
import { todayInSaoPaulo } from '#src/lib/calendar-date.ts';
import * as styles from './LeaderDonationCard.css.ts';

export function ClosingNote({ donationId }: { donationId: string }) {
  const { data } = useQuery(DonationReviewDocument, { variables: { id: donationId } });
  // A reopened and closed-again donation shows the reason of its last closing.
  const entry = data?.donationReview.audit.findLast((line) => line.action === 'close');
  if (!entry?.reason) return null;
  const day = todayInSaoPaulo(new Date(entry.at)).split('-').reverse().join('/');
  return <p className={styles.hint}>{closingNoteCopy.note(entry.reason, entry.actorName, day)}</p>;
}

export const closingNoteCopy = {
  note: (reason: string, actor: string, date: string) =>
    `Motivo: ${reason} (registrado por ${actor} em ${date})`,
} as const;
