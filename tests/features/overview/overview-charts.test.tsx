/**
 * The overview's charts and their text alternatives (docs/product.md R12.4): 'Ver como tabela'
 * shows the same numbers in a table, in pt-BR formats, each row linking to its donations.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DeliveriesChart, ProgressChart } from '#src/features/overview/figures/OverviewCharts.tsx';

const inRouter = (ui: React.ReactNode) =>
  render(<Router hook={memoryLocation({ path: '/overview' }).hook}>{ui}</Router>);

const days = [
  { day: '2026-11-22', cards: 1234 },
  { day: '2026-11-23', cards: 0 },
  { day: '2026-11-24', cards: 56 },
];

describe('cards delivered per day', () => {
  it('describes the chart in words, then shows the days as a table with pt-BR dates and numbers', async () => {
    inRouter(<DeliveriesChart days={days} filter={{ state: 'RJ' }} />);
    expect(
      screen.getByText(
        '1.290 cartões entregues de 22/11/2026 a 24/11/2026; o dia com mais entregas foi 22/11/2026 (1.234).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver como tabela' }));
    const table = screen.getByRole('table', { name: 'Cartões entregues por dia' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '22/11/20261.234',
      '23/11/20260',
      '24/11/202656',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '1.234' })).toHaveAttribute(
      'href',
      '/donation-list?state=RJ&deliveredFrom=2026-11-22&deliveredTo=2026-11-22',
    );
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver como gráfico' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('progress per place', () => {
  const places = [
    { key: 'SP', label: 'SP', delivered: 2, total: 9, criterion: { state: 'SP' } },
    { key: 'RJ', label: 'RJ', delivered: 4, total: 7, criterion: { state: 'RJ' } },
    { key: 'MG', label: 'MG', delivered: 0, total: 0, criterion: { state: 'MG' } },
  ];

  it('names the place furthest behind and lists every place with delivered, total and percent', async () => {
    inRouter(
      <ProgressChart
        title="Progresso por UF"
        column="UF"
        places={places}
        filter={{ dateFrom: '2026-11-01' }}
      />,
    );
    expect(screen.getByText('3 lugares; o mais atrasado é SP, 22%.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver como tabela' }));
    const table = screen.getByRole('table', { name: 'Progresso por UF' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['UF', 'Entregues', 'Total de cartões', 'Progresso']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['SP2922%', 'RJ4757%', 'MG00—']);
    expect(within(rows[0]!).getByRole('link', { name: 'SP' })).toHaveAttribute(
      'href',
      '/donation-list?dateFrom=2026-11-01&state=SP',
    );
  });
});
