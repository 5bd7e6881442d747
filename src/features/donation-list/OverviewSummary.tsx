import { Link } from 'wouter';
import { useQuery } from '@apollo/client/react';
import { OverviewDocument } from '#graphql/generated/operations.ts';
import { paths } from '#src/lib/paths.ts';
import { donationListCopy } from './copy.ts';
import * as styles from './StaffDonationList.css.ts';

/** One line of the campaign's state, linking to /overview (docs/product.md R12.1); nothing while it loads or fails. */
export function OverviewSummary() {
  const { data } = useQuery(OverviewDocument, {
    variables: { filter: {} },
    fetchPolicy: 'cache-and-network',
  });
  const overview = data?.overview;
  return (
    <p className={styles.overviewLine}>
      {overview
        ? `${donationListCopy.staff.overviewSummary(overview.donations, overview.pastDeadline, overview.deliveredToday.cards)} `
        : null}
      <Link href={paths.overview.link()} className={styles.overviewLink}>
        {donationListCopy.staff.overviewLink}
      </Link>
    </p>
  );
}
