import { donationCode, noVouchersFlag, type statusTone } from './styles/list.css.ts';
import { copy } from './copy.ts';

export function DonationCode({ id }: { id: string }) {
  return (
    <span className={donationCode} translate="no">
      {id}
    </span>
  );
}

/** A donation whose vouchers were never loaded cannot be delivered. */
export function NoVouchersFlag() {
  return (
    <span className={noVouchersFlag}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" fill="currentColor" />
      </svg>
      {copy.donations.noVouchersLoaded}
    </span>
  );
}

export type StatusTone = keyof typeof statusTone;

/** Waiting (1), active (2, 3), done (4), a problem (5, 6). */
export function donationStatusTone(status: number): StatusTone {
  if (status === 1) return 'waiting';
  if (status === 2 || status === 3) return 'active';
  if (status === 4) return 'done';
  return 'problem';
}
