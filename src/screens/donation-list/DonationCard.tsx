import { Link } from 'wouter';
import { copy } from '../../copy/pt-BR';
import type { DonationsQuery } from '../../../graphql/generated/operations';
import * as styles from './DonationCard.css';

export type DonationSummary = DonationsQuery['donations'][number];

type BadgeTone = keyof typeof styles.badge;

function badgeTone(status: number): BadgeTone {
  if (status === 1) return 'waiting';
  if (status === 2 || status === 3) return 'active';
  if (status === 4) return 'done';
  return 'problem';
}

type DonationCardProps = {
  donation: DonationSummary;
  /** Null when the donation is closed for this person (not clickable). */
  href: string | null;
  showPeople: boolean;
};

export function DonationCard({ donation, href, showPeople }: DonationCardProps) {
  const body = (
    <>
      <div className={styles.top}>
        <h2 className={styles.title}>{copy.donations.cardTitle(donation.donationId)}</h2>
        {href ? (
          <svg className={styles.chevron} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8.5 4.5 16 12l-7.5 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : null}
      </div>
      <p className={styles.quantity}>{copy.donations.quantity(donation.quantity)}</p>
      <p className={styles.badge[badgeTone(donation.status)]}>
        <span className={styles.meta}>{copy.donations.statusLabel}</span> {donation.statusText}
      </p>
      {showPeople ? (
        <p className={styles.meta}>
          {copy.donations.leader} {donation.leaderName} · {copy.donations.site} {donation.siteName}
        </p>
      ) : null}
    </>
  );

  return href ? (
    <Link href={href} className={styles.card.link}>
      {body}
    </Link>
  ) : (
    <div className={styles.card.static}>{body}</div>
  );
}
