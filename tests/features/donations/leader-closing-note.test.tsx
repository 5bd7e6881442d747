/** Issue 14 item 16: a leader reads, without acting on it, why the admin closed a donation. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';

const donations = [
  {
    donationId: 'SP-20261020000000006',
    quantity: 2,
    status: 6,
    statusText: 'Extraviado',
    deliveredCount: 0,
  },
  {
    donationId: 'SP-20261020000000004',
    quantity: 2,
    status: 4,
    statusText: 'Completo',
    deliveredCount: 2,
  },
];

const lost = {
  action: 'close',
  fromStatus: 1,
  toStatus: 6,
  statusText: 'Extraviado',
  reason: 'Pacote não chegou à líder.',
  actorName: 'Ana Costa',
  at: '2026-10-25T15:00:00.000Z',
};

describe('/donation-list for a leader: closed donations', () => {
  it('a lost donation shows the reason, who and when, and stays not clickable', async () => {
    grantLocation();
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader', name: 'Maria da Silva' } }),
      apolloMocks: {
        Query: () => ({ donations }),
        DonationReview: () => ({
          proof: { receipt: null, site: null, deliveries: [] },
          anomalies: [],
          audit: [lost],
          undoWithinMs: null,
        }),
      },
    });
    const lostCard = (
      await screen.findByRole('heading', { name: 'Doação SP-20261020000000006' })
    ).closest('li')!;
    expect(
      await within(lostCard).findByText(
        'Motivo: Pacote não chegou à líder. (registrado por Ana Costa em 25/10/2026)',
      ),
    ).toBeInTheDocument();
    expect(within(lostCard).queryByRole('link')).not.toBeInTheDocument();
    const doneCard = screen
      .getByRole('heading', { name: 'Doação SP-20261020000000004' })
      .closest('li')!;
    expect(doneCard).not.toHaveTextContent('Motivo:');
  });

  it('a donation reopened and closed again shows the reason of its last closing', async () => {
    grantLocation();
    const reopened = {
      ...lost,
      action: 'reopen',
      fromStatus: 6,
      toStatus: 1,
      statusText: 'Esperando recebimento',
      reason: 'Pacote encontrado.',
      at: '2026-10-26T15:00:00.000Z',
    };
    const closedAgain = {
      ...lost,
      reason: 'Extraviado de novo no transporte.',
      at: '2026-10-27T15:00:00.000Z',
    };
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader', name: 'Maria da Silva' } }),
      apolloMocks: {
        Query: () => ({ donations: [donations[0]] }),
        DonationReview: () => ({
          proof: { receipt: null, site: null, deliveries: [] },
          anomalies: [],
          audit: [lost, reopened, closedAgain],
          undoWithinMs: null,
        }),
      },
    });
    expect(
      await screen.findByText(
        'Motivo: Extraviado de novo no transporte. (registrado por Ana Costa em 27/10/2026)',
      ),
    ).toBeInTheDocument();
  });
});
