/**
 * The overview's headline figures (docs/product.md R12.3): each a link to the list of exactly the
 * donations it counts — the overview's filter plus the figure's own criterion — and one figure for
 * every flag the server reports, whatever flags the review has (a new one needs no screen change).
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnomalyKind, OverviewQuery } from '#graphql/generated/operations.ts';
import { HeadlineFigures } from '#src/features/overview/figures/HeadlineFigures.tsx';

type Overview = OverviewQuery['overview'];

const overview: Overview = {
  generatedAt: '2026-11-24T15:00:00.000Z',
  today: '2026-11-24',
  pendingRefresh: 0,
  donations: 12_345,
  pastDeadline: 7,
  statuses: [1, 2, 3, 4, 5, 6].map((status) => ({ status, donations: status * 1000 })),
  cards: { toDeliver: 40_000, delivered: 80_000, notDelivered: 300, returned: 20, lost: 1 },
  deliveredToday: { day: '2026-11-24', cards: 1_500 },
  deliveredLast7Days: { cards: 9_876, from: '2026-11-18', to: '2026-11-24' },
  anomalies: [
    { kind: 'lateDelivery', text: 'Entrega depois do prazo de 24 horas', donations: 3 },
    // A flag this branch's review does not know yet (the privacy work's): the server names it.
    {
      kind: 'familyServedTwice' as AnomalyKind,
      text: 'Família já atendida neste período',
      donations: 1,
    },
  ],
  familyAnswers: { received: 42, notReceived: 2 },
  perDay: [],
  perState: [],
  perCity: [],
};

function renderFigures() {
  return render(
    <Router hook={memoryLocation({ path: '/overview' }).hook}>
      <HeadlineFigures overview={overview} filter={{ state: 'RJ' }} />
    </Router>,
  );
}

const figure = (section: string, label: string | RegExp) =>
  within(screen.getByRole('region', { name: section })).getByRole('link', { name: label });

describe('headline figures', () => {
  it('link each count to the list filtered by the overview filter plus its own criterion', () => {
    renderFigures();
    expect(figure('Doações por status', /^3\.000/)).toHaveAttribute(
      'href',
      '/donation-list?state=RJ&status=3',
    );
    expect(figure('Cartões', /^80\.000/)).toHaveAttribute(
      'href',
      '/donation-list?state=RJ&cards=delivered',
    );
    expect(figure('Entregas e prazos', /Cartões entregues hoje/)).toHaveAttribute(
      'href',
      '/donation-list?state=RJ&deliveredFrom=2026-11-24&deliveredTo=2026-11-24',
    );
    expect(figure('Entregas e prazos', /Cartões entregues nos últimos 7 dias/)).toHaveTextContent(
      '9.876',
    );
    expect(figure('Entregas e prazos', /prazo de 24 horas vencido/)).toHaveAttribute(
      'href',
      '/donation-list?state=RJ&pastDeadline=true',
    );
  });

  it('count the cards the family confirmed and disputed, each linked to its donations', () => {
    renderFigures();
    expect(figure('A voz da família', /^42\s*Confirmadas pela família$/)).toHaveAttribute(
      'href',
      '/donation-list?state=RJ&familyAnswer=received',
    );
    expect(figure('A voz da família', /^2\s*Contestadas$/)).toHaveAttribute(
      'href',
      '/donation-list?state=RJ&familyAnswer=notReceived',
    );
  });

  it('show one figure per flag the server reports, the new duplicate-family flag included', () => {
    renderFigures();
    const flags = within(screen.getByRole('region', { name: 'Alertas' })).getAllByRole('link');
    expect(flags.map((link) => link.textContent)).toEqual([
      '3Entrega depois do prazo de 24 horas (doações)',
      '1Família já atendida neste período (doação)',
    ]);
    expect(flags[1]).toHaveAttribute('href', '/donation-list?state=RJ&anomaly=familyServedTwice');
  });
});
