import { leaderFlowCopy } from '../copy.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { Fact } from './Fact.tsx';

const text = leaderFlowCopy.donation;

/** `21/11/2026 às 14h05`, in São Paulo time. */
export function formatDateTime(iso: string | null): string {
  return iso ? `${formatDate(iso)} às ${formatTime(iso)}` : '';
}

/** Receipt, delivery start and 'Prazo final para entrega' (24 h after the start), when known. */
export function DonationDates({ donation }: { donation: LeaderDonation }) {
  return (
    <>
      {donation.received ? (
        <Fact term={text.receivedAtLabel} value={formatDateTime(donation.received)} />
      ) : null}
      {donation.deliveryStarted ? (
        <Fact term={text.deliveryStartedLabel} value={formatDateTime(donation.deliveryStarted)} />
      ) : null}
      {donation.deadline ? (
        <Fact term={text.deadlineLabel} value={formatDateTime(donation.deadline)} emphasis />
      ) : null}
    </>
  );
}
