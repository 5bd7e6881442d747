import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { formatKm, reviewCopy } from './review-copy.ts';
import * as styles from './DonationReview.css.ts';

type Proof = DonationReviewFieldsFragment['proof'];

const orNull = (km: number | null) => (km === null ? null : formatKm(km));

/** The distances in words: what the plot and the map show, readable without seeing them. */
export function DistanceList({ proof }: { proof: Proof }) {
  return (
    <ul className={styles.distances}>
      {proof.receipt ? (
        <li>
          {proof.receipt.kmFromSite === null
            ? reviewCopy.receiptOnly
            : reviewCopy.receiptFromSite(formatKm(proof.receipt.kmFromSite))}
        </li>
      ) : null}
      {proof.site ? null : <li>{reviewCopy.siteWithoutPosition}</li>}
      {proof.deliveries.map((delivery) => (
        <li key={delivery.voucherId}>
          {reviewCopy.delivery(delivery.position, delivery.delivered)}:{' '}
          {reviewCopy.distances(orNull(delivery.kmFromReceipt), orNull(delivery.kmFromSite))}
        </li>
      ))}
    </ul>
  );
}
