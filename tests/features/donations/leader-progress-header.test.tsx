import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';

/**
 * The leader's own progress above her list (docs/product.md R12.9): cards delivered today, cards
 * left, and the hours to the nearest 24-hour deadline; and the staff's one-line summary linking to
 * the overview (R12.1). The figures are the server's (mocked here through the real schema).
 */

const HOUR_MS = 3_600_000;
const donations = [
  {
    donationId: 'RJ-20261120000000003',
    quantity: 5,
    status: 3,
    statusText: 'Entregando',
    deliveredCount: 2,
    notDeliveredCount: 0,
    pendingCount: 3,
  },
];

function renderLeaderList(nextDeadline: string | null, deliveredToday = 3, toDeliver = 1234) {
  grantLocation();
  return renderApp({
    path: '/donation-list',
    session: fakeSession({ signedIn: { role: 'leader', name: 'João Santos' } }),
    apolloMocks: {
      Query: () => ({ donations, leaderProgress: { deliveredToday, toDeliver, nextDeadline } }),
    },
  });
}

describe("the leader's progress header", () => {
  it('shows cards delivered today, cards left (pt-BR numbers) and the hours left before the nearest deadline', async () => {
    renderLeaderList(new Date(Date.now() + 5.5 * HOUR_MS).toISOString());
    const header = await screen.findByRole('region', { name: 'Seu progresso' });
    expect(within(header).getByText('cartões entregues hoje').parentElement).toHaveTextContent(
      '3 cartões entregues hoje',
    );
    expect(within(header).getByText('cartões para entregar').parentElement).toHaveTextContent(
      '1.234 cartões para entregar',
    );
    expect(header).toHaveTextContent('Faltam 5 h para o prazo');
  });

  it('says how long ago the deadline ran out, and nothing about a deadline when none runs', async () => {
    const { unmount } = renderLeaderList(new Date(Date.now() - 2.5 * HOUR_MS).toISOString(), 1, 1);
    const header = await screen.findByRole('region', { name: 'Seu progresso' });
    expect(header).toHaveTextContent('Prazo vencido há 3 h');
    expect(header).toHaveTextContent('1 cartão entregue hoje');
    expect(header).toHaveTextContent('1 cartão para entregar');
    unmount();

    renderLeaderList(null, 0, 0);
    const calm = await screen.findByRole('region', { name: 'Seu progresso' });
    expect(calm).not.toHaveTextContent('prazo');
  });
});

describe("the staff's list", () => {
  it('sums the campaign up in one line and links to the overview', async () => {
    grantLocation();
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'readonly', name: 'Rita Lima' } }),
      apolloMocks: {
        Query: () => ({
          donations,
          overview: {
            donations: 100_000,
            pastDeadline: 12,
            deliveredToday: { cards: 1, day: '2026-11-24' },
          },
        }),
      },
    });
    const link = await screen.findByRole('link', { name: 'Ver a visão geral' });
    expect(link).toHaveAttribute('href', '/overview');
    expect(
      await screen.findByText(/100\.000 doações · 12 com prazo vencido · 1 cartão entregue hoje\./),
    ).toBeInTheDocument();
  });
});
