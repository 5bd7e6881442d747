import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxCommand } from '#machines/outbox-command.ts';
import { asApplied } from '#machines/outbox-overlay.ts';
import { LeaderDonationCard } from '#src/features/donations/list/leader/LeaderDonationCard.tsx';

/**
 * The list card with cards still in the outbox: the counts are the server's plus only what the
 * server does not show yet, also while a command whose answer was dropped is sent again.
 */

const DONATION_ID = 'RJ-20261120000000003';

/** A donation in delivery with five cards, as the list's answer counts them. */
const fromServer = (deliveredCount: number, notDeliveredCount: number) => ({
  donationId: DONATION_ID,
  quantity: 5,
  status: 3,
  statusText: 'Entregando',
  created: '2026-11-20T12:00:00.000Z',
  scheduled: null,
  received: '2026-11-21T12:00:00.000Z',
  leaderName: 'João Santos',
  siteName: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  deadline: '2026-11-22T12:00:00.000Z',
  deliveredCount,
  notDeliveredCount,
  pendingCount: 5 - deliveredCount - notDeliveredCount,
});

const deliverCard = (position: number, delivered: boolean): OutboxCommand => ({
  id: `key-${position}`,
  donationId: DONATION_ID,
  order: position,
  attempts: 1,
  state: 'pending',
  failure: null,
  effect: { kind: 'deliver', voucherId: `card-${position}`, voucherPosition: position, delivered },
});

describe('the list card with deliveries still in the outbox', () => {
  it('counts a card the server already has once, while its dropped answer is resent', () => {
    // Cards 1–3 on the server (card 3 delivered, its answer lost); the outbox still resends card 3.
    render(<LeaderDonationCard donation={fromServer(2, 1)} queued={[deliverCard(3, false)]} />);

    expect(screen.getByText('3 de 5 cartões registrados')).toBeInTheDocument();
    expect(screen.getByText('2 entregues')).toBeInTheDocument();
    expect(screen.getByText('1 não entregue')).toBeInTheDocument();
    expect(screen.getByText('2 pendentes')).toBeInTheDocument();
    expect(screen.getByText('Aguardando envio')).toBeInTheDocument();
  });

  it('adds the cards the server does not show yet to their outcome', () => {
    render(
      <LeaderDonationCard
        donation={fromServer(2, 1)}
        queued={[deliverCard(3, false), deliverCard(4, true), deliverCard(5, false)]}
      />,
    );

    expect(screen.getByText('5 de 5 cartões registrados')).toBeInTheDocument();
    expect(screen.getByText('3 entregues')).toBeInTheDocument();
    expect(screen.getByText('2 não entregues')).toBeInTheDocument();
    expect(screen.getByText('0 pendentes')).toBeInTheDocument();
  });
});

describe('the list card with deliveries sent but not in the answer yet', () => {
  it('keeps the sent cards counted when the answer predates them, with no waiting badge', () => {
    // The answer was read before cards 3 and 4 were sent (or is the one saved offline).
    render(
      <LeaderDonationCard
        donation={fromServer(2, 0)}
        sent={[asApplied(deliverCard(3, true)), asApplied(deliverCard(4, false))]}
      />,
    );

    expect(screen.getByText('4 de 5 cartões registrados')).toBeInTheDocument();
    expect(screen.getByText('3 entregues')).toBeInTheDocument();
    expect(screen.getByText('1 não entregue')).toBeInTheDocument();
    expect(screen.queryByText('Aguardando envio')).not.toBeInTheDocument();
  });

  it('counts a sent card the answer already shows once, beside a queued one', () => {
    render(
      <LeaderDonationCard
        donation={fromServer(2, 1)}
        sent={[asApplied(deliverCard(3, false))]}
        queued={[deliverCard(4, true)]}
      />,
    );

    expect(screen.getByText('4 de 5 cartões registrados')).toBeInTheDocument();
    expect(screen.getByText('3 entregues')).toBeInTheDocument();
    expect(screen.getByText('1 não entregue')).toBeInTheDocument();
    expect(screen.getByText('Aguardando envio')).toBeInTheDocument();
  });
});
