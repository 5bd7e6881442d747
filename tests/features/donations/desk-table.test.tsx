import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import {
  donation,
  readDonationFilter,
  renderAs,
  saveDonationFilter,
  sites,
  states,
  userIdOf,
} from './admin-render.tsx';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { DonationTable } from '#src/features/donations/desk/DonationTable.tsx';
import { fakeRest } from '#tests/support/charges-exports-fakes.tsx';

/**
 * /donation-list at a desk (≥ 1024 px) for admin and readonly: a sortable table, a search by
 * code, the filter beside it, 'Exportar esta lista'. Phones and leaders keep the cards.
 */

/** The window's width answers media queries as a browser of that width would. */
function windowWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? px >= Number(min[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

// The desk's modules are transformed once, here, rather than inside the first test's time.
beforeAll(() => import('#src/features/donations/desk/DonationDeskScreen.tsx'), 60_000);

beforeEach(() => {
  grantLocation();
  windowWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

const rows = [
  donation(1, {
    quantity: 30,
    leaderName: 'Zilda Arns',
    siteName: 'Rocinha',
    city: 'Rio de Janeiro',
    state: 'RJ',
  }),
  donation(2, {
    quantity: 5,
    status: 3,
    statusText: 'Entregando',
    deliveredCount: 2,
    notDeliveredCount: 1,
    pendingCount: 2,
    deadline: '2026-03-16T14:00:00.000Z',
  }),
  donation(3, {
    quantity: 12,
    leaderName: 'Ana Lúcia',
    status: 4,
    statusText: 'Completo',
    deliveredCount: 12,
    pendingCount: 0,
  }),
];

function resolvers(
  calls: { searches: DonationFilter[]; reports: unknown[]; alerts: string[][] },
  list = rows,
) {
  return {
    Query: {
      donations: () => list,
      donationSearch: (_: unknown, { filter }: { filter: DonationFilter }) => {
        calls.searches.push(filter);
        return { total: 1, donations: [rows[1]] };
      },
      donationAnomalies: (_: unknown, { ids }: { ids: string[] }) => {
        calls.alerts.push(ids);
        return ids.map((donationId) => ({
          donationId,
          anomalies:
            donationId === rows[1]!.donationId
              ? [
                  { kind: 'farDelivery', text: 'Entrega a mais de 20 km do ponto de recebimento' },
                  { kind: 'lateDelivery', text: 'Entrega depois do prazo de 24 horas' },
                ]
              : [],
        }));
      },
      sites: () => sites,
      states: () => states,
      cities: () => [],
      charges: () => [],
    },
    Mutation: {
      createReport: (_: unknown, args: unknown) => {
        calls.reports.push(args);
        return {
          id: 'r1',
          type: 'donation',
          details: '',
          status: 1,
          statusText: 'Em Processamento',
          timestamp: '2026-03-16T14:00:00.000Z',
          url: null,
          owner: 'Ana Costa',
        };
      },
    },
  };
}

const newCalls = () => ({
  searches: [] as DonationFilter[],
  reports: [] as unknown[],
  alerts: [] as string[][],
});
// The first render downloads and transforms the desk's modules: slow on a busy machine.
const table = () => screen.findByRole('table', { name: 'Lista de doações' }, { timeout: 20_000 });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const codes = (element: HTMLElement) =>
  bodyRows(element).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('/donation-list at a desk', () => {
  it('shows the donations as a table with every column the desk needs, and each row’s alerts', async () => {
    const calls = newCalls();
    renderAs({ path: '/donation-list', resolvers: resolvers(calls) });
    const donations = await table();
    expect(
      within(donations)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Código',
      'Situação',
      'Líder',
      'Unidade',
      'Cidade',
      'Cartões',
      'Progresso',
      'Prazo',
      'Alertas',
    ]);
    expect(donations).toHaveAttribute('aria-rowcount', '4');
    const delivering = bodyRows(donations)[1]!;
    // The alerts column fills in after the rows, from its own query.
    await waitFor(() =>
      expect(within(delivering).getAllByRole('cell')[8]).toHaveTextContent(/^2 alertas/),
    );
    expect(
      within(delivering)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'SP-20260315000000002',
      'Entregando',
      'Maria da Silva',
      'CEU Heliópolis',
      'São Paulo/SP',
      '5',
      '3 de 5',
      '16/03/2026 11h00 vencido',
      expect.stringMatching(/^2 alertas/),
    ]);
    expect(within(delivering).getByRole('link', { name: 'SP-20260315000000002' })).toHaveAttribute(
      'href',
      '/donation/SP-20260315000000002/details',
    );
    await waitFor(() =>
      expect(within(bodyRows(donations)[0]!).getAllByRole('cell')[8]).toHaveTextContent('Nenhum'),
    );
    expect(calls.alerts).toEqual([rows.map((row) => row.donationId)]);
    // No phone cards, and no trip to /filter: the filter opens in place, folded away at first
    // so the table has the whole width.
    expect(screen.queryByRole('list', { name: 'Lista de doações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filtro' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filtro' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Filtro' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Filtrar/ })).not.toBeInTheDocument();
  });

  it('sorts by a column, and the other way round on a second click', async () => {
    renderAs({ path: '/donation-list', resolvers: resolvers(newCalls()) });
    const donations = await table();
    const person = userEvent.setup();
    const header = within(donations).getByRole('columnheader', { name: /Cartões/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await person.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(codes(donations)).toEqual([
      'SP-20260315000000002',
      'SP-20260315000000003',
      'SP-20260315000000001',
    ]);
    await person.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(codes(donations)).toEqual([
      'SP-20260315000000001',
      'SP-20260315000000003',
      'SP-20260315000000002',
    ]);

    await person.click(within(donations).getByRole('button', { name: /Líder/ }));
    expect(codes(donations)).toEqual([
      'SP-20260315000000003',
      'SP-20260315000000002',
      'SP-20260315000000001',
    ]);
    // A donation without a deadline goes last, whichever way.
    await person.click(within(donations).getByRole('button', { name: /Prazo/ }));
    expect(codes(donations)[0]).toBe('SP-20260315000000002');
    await person.click(within(donations).getByRole('button', { name: /Prazo/ }));
    expect(codes(donations)[0]).toBe('SP-20260315000000002');
    expect(within(donations).getByRole('columnheader', { name: 'Alertas' })).not.toHaveAttribute(
      'aria-sort',
    );
  });

  it('jumps to a donation by its code, whole or the part that tells it apart', async () => {
    const { currentPath } = renderAs({ path: '/donation-list', resolvers: resolvers(newCalls()) });
    await table();
    const person = userEvent.setup();
    const search = screen.getByRole('combobox', { name: 'Buscar por código' });
    await person.type(search, '0000');
    await person.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByText('3 doações com este código: digite mais números.')).toBeInTheDocument();
    expect(currentPath()).toBe('/donation-list');

    await person.type(search, '03{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/donation/SP-20260315000000003/details'));
  });

  it('opens a card’s timeline when an admin types a card number no donation holds', async () => {
    const { currentPath } = renderAs({ path: '/donation-list', resolvers: resolvers(newCalls()) });
    await table();
    const person = userEvent.setup();
    const search = screen.getByRole('combobox', { name: 'Buscar por código' });
    await person.type(search, ' 5067000000001 {Enter}');
    await waitFor(() => expect(currentPath()).toBe('/cards/5067000000001'));
  });

  it('filters from the side panel: the table follows, the criteria become chips, and a chip empties its field', async () => {
    const calls = newCalls();
    renderAs({ path: '/donation-list', resolvers: resolvers(calls) });
    await table();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Filtro' }));
    const panel = screen.getByRole('complementary', { name: 'Filtro' });
    await person.selectOptions(
      within(panel).getByRole('combobox', { name: 'Situação' }),
      'Entregando',
    );
    await person.click(within(panel).getByRole('button', { name: 'Filtrar' }));

    await waitFor(() =>
      expect(codes(screen.getByRole('table', { name: 'Lista de doações' }))).toEqual([
        'SP-20260315000000002',
      ]),
    );
    expect(calls.searches.at(-1)).toEqual({ status: 3 });
    expect(screen.getByText('1 doação encontrada com o filtro.')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Filtros ativos' });
    await person.click(
      within(chips).getByRole('button', { name: 'Remover filtro Status: Entregando' }),
    );
    await waitFor(() =>
      expect(codes(screen.getByRole('table', { name: 'Lista de doações' }))).toHaveLength(3),
    );
    expect(
      within(screen.getByRole('complementary', { name: 'Filtro' })).getByRole('combobox', {
        name: 'Situação',
      }),
    ).toHaveValue('');
    expect(readDonationFilter(userIdOf('admin'))).toBeNull();
  });

  it('exports the filtered list as it is', async () => {
    saveDonationFilter(userIdOf('admin'), { status: 3, state: 'SP' });
    const calls = newCalls();
    const { currentPath } = renderAs({ path: '/donation-list', resolvers: resolvers(calls) });
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar esta lista' }));
    await waitFor(() => expect(currentPath()).toBe('/export'));
    expect(calls.reports).toEqual([{ type: 'donation', filter: { status: 3, state: 'SP' } }]);
  });

  it('without a filter, asks for a period before exporting', async () => {
    const calls = newCalls();
    const { currentPath } = renderAs({ path: '/donation-list', resolvers: resolvers(calls) });
    await table();
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Exportar esta lista' }));
    const ask = screen.getByRole('group', { name: 'Exportar doações de um período' });
    expect(within(ask).getByLabelText('Data inicial')).toHaveFocus();
    await person.click(within(ask).getByRole('button', { name: 'Exportar' }));
    expect(within(ask).getByRole('alert')).toHaveTextContent('Informe as duas datas do período.');
    await person.type(within(ask).getByLabelText('Data inicial'), '2026-03-10');
    await person.type(within(ask).getByLabelText('Data final'), '2026-03-01');
    await person.click(within(ask).getByRole('button', { name: 'Exportar' }));
    expect(within(ask).getByRole('alert')).toHaveTextContent(
      'A data final deve ser igual ou posterior à data inicial.',
    );
    expect(calls.reports).toEqual([]);

    await person.clear(within(ask).getByLabelText('Data final'));
    await person.type(within(ask).getByLabelText('Data final'), '2026-03-31');
    await person.click(within(ask).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(currentPath()).toBe('/export'));
    expect(calls.reports).toEqual([
      { type: 'donation', filter: { dateFrom: '2026-03-10', dateTo: '2026-03-31' } },
    ]);
  });

  it('keeps 10,000 donations to a few dozen rows in the page, sorted or not', async () => {
    const many = Array.from({ length: 10_000 }, (_, n) => ({
      __typename: 'Donation' as const,
      ...donation(n + 1, { quantity: 1 + ((n * 7919) % 997) }),
    }));
    const asked: string[][] = [];
    const client = createApolloClient({
      rest: fakeRest({
        donationAnomalies: async (ids) => {
          asked.push([...ids]);
          return ids.map((donationId) => ({ donationId, anomalies: [] }));
        },
      }),
    });
    // The table alone: a 10,000-row answer through Apollo's development build takes most of a
    // minute on a busy machine, and says nothing about the table.
    render(
      <ApolloProvider client={client}>
        <DonationTable donations={many} />
      </ApolloProvider>,
    );
    const donations = await table();
    expect(donations).toHaveAttribute('aria-rowcount', '10001');
    const drawn = bodyRows(donations).filter((row) => row.getAttribute('aria-hidden') !== 'true');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[0]).toHaveAttribute('aria-rowindex', '2');

    await userEvent.setup().click(within(donations).getByRole('button', { name: /Cartões/ }));
    const sorted = bodyRows(donations).filter((row) => row.getAttribute('aria-hidden') !== 'true');
    expect(sorted.length).toBeLessThan(60);
    expect(within(sorted[0]!).getAllByRole('cell')[5]).toHaveTextContent(/^1$/);
    // Alerts are asked only for the rows drawn, never for the 10,000.
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.flat().length).toBeLessThan(200);
  }, 60_000);
});

describe('a list the server cut to its newest page', () => {
  it('says the table holds the newest donations, not all of them', async () => {
    const page = Array.from({ length: LIST_PAGE_MAX.donations }, (_, n) => donation(n + 1));
    renderAs({ path: '/donation-list', resolvers: resolvers(newCalls(), page) });
    await table();
    expect(screen.getByText('Mostrando as 1.000 doações mais recentes.')).toHaveAttribute(
      'role',
      'status',
    );
  }, 60_000);

  it('counts a list that is whole', async () => {
    renderAs({ path: '/donation-list', resolvers: resolvers(newCalls()) });
    await table();
    expect(screen.getByText('3 doações')).toHaveAttribute('role', 'status');
  });
});

describe('who gets the table', () => {
  it('readonly at a desk: the table, without the filter or the register button', async () => {
    const { currentPath } = renderAs({
      path: '/donation-list',
      role: 'readonly',
      resolvers: resolvers(newCalls()),
    });
    await table();
    expect(screen.queryByRole('complementary', { name: 'Filtro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filtro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar doação' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar esta lista' })).toBeInTheDocument();
    // A card's timeline names the card whole: readonly's search finds donations only.
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Buscar por código' }),
      '5067000000001{Enter}',
    );
    expect(screen.getByText('Nenhuma doação da lista tem este código.')).toBeInTheDocument();
    expect(currentPath()).toBe('/donation-list');
  });

  it('admin on a phone keeps the cards and the filter button', async () => {
    windowWidth(390);
    renderAs({ path: '/donation-list', resolvers: resolvers(newCalls()) });
    expect(await screen.findByRole('list', { name: 'Lista de doações' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filtrar' })).toBeInTheDocument();
  });

  it('a leader at a desk keeps the cards', async () => {
    renderAs({ path: '/donation-list', role: 'leader', resolvers: resolvers(newCalls()) });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Doações' })).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByText('Carregando doações...')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
