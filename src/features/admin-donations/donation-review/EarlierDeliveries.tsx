import { Link } from 'wouter';
import type { DonationReviewFieldsFragment } from '#graphql/generated/operations.ts';
import { formatDate } from '#src/lib/format-date.ts';
import { paths } from '#src/lib/paths.ts';
import { reviewCopy } from './review-copy.ts';
import * as styles from './DonationReview.css.ts';

/**
 * Behind 'Família já atendida neste período': for each card of this donation, the earlier
 * delivery to the same family, with a link to open it. Names no family: the match is by the
 * CPF's keyed hash.
 */
export function EarlierDeliveries({
  deliveries,
}: {
  deliveries: DonationReviewFieldsFragment['earlierDeliveries'];
}) {
  if (deliveries.length === 0) return null;
  return (
    <section aria-label={reviewCopy.earlierTitle}>
      <h3 className={styles.subheading}>{reviewCopy.earlierTitle}</h3>
      <ul className={styles.earlier}>
        {deliveries.map((delivery) => (
          <li key={`${delivery.voucherId}-${delivery.otherVoucherId}`}>
            <p className={styles.earlierText}>
              {reviewCopy.earlierDelivery(
                delivery.voucherId,
                formatDate(delivery.otherDelivered),
                delivery.otherLeaderName,
              )}
            </p>
            <Link
              href={paths.deliveredDetails.link({
                id: delivery.otherDonationId,
                voucher: delivery.otherVoucherId,
              })}
              className={styles.earlierLink}
            >
              {reviewCopy.earlierLink(delivery.otherVoucherId)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
