import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_FILTER_KEY, filterOwner } from '#src/core/session-scope/donation-filter.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import {
  citiesOf,
  donation,
  readDonationFilter,
  renderAs,
  saveDonationFilter,
  sites,
  states,
  userIdOf,
} from './admin-render.tsx';

type LeaderArgs = { name: string };
type SearchArgs = { filter: DonationFilter };

/** The id the leader's CPF stands for: the filter names her by it. */
const MARIA_ID = '6f1c2a54-1111-4c4c-9a9a-0123456789ab';

function lookups(
  calls: { leaders: string[]; searches: DonationFilter[]; cities: string[] },
  search?: (filter: DonationFilter) => unknown,
) {
  return {
    Query: {
      sites: () => sites,
      states: () => states,
      cities: (_: unknown, { state }: { state: string }) => {
        calls.cities.push(state);
        return citiesOf(state);
      },
      leaders: (_: unknown, { name }: LeaderArgs) => {
        calls.leaders.push(name);
        return [
          {
            id: 'a1b2c3d4-0000-4000-8000-000000000001',
            name: 'Maria da Silva',
            login: '11144477735',
          },
          {
            id: 'a1b2c3d4-0000-4000-8000-000000000002',
            name: 'Mariana Souza',
            login: '15975348625',
          },
        ];
      },
      leaderByCpf: (_: unknown, { login }: { login: string }) =>
        login === '11144477735' ? { id: MARIA_ID, name: 'Maria da Silva' } : null,
      donations: () => [donation(1), donation(2), donation(3)],
      donationSearch: (_: unknown, { filter }: SearchArgs) => {
        calls.searches.push(filter);
        return search
          ? search(filter)
          : { total: 1, donations: [donation(7, { status: 3, statusText: 'Entregando' })] };
      },
    },
  };
}

function newCalls() {
  return { leaders: [] as string[], searches: [] as DonationFilter[], cities: [] as string[] };
}

/** The leader suggestions on screen (the selects' own options are not counted). */
function leaderOptions(): HTMLElement[] {
  const listbox = screen.queryByRole('listbox', { name: 'Líder' });
  return listbox ? within(listbox).queryAllByRole('option') : [];
}

/** Advances the (fake) clock past the search pause and lets Apollo answer. */
async function pause(ms = 400) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  grantLocation();
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('/filter', () => {
  it('searches leaders only from 3 characters, after typing pauses, and fills the box with the chosen one', async () => {
    const calls = newCalls();
    renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    const leader = await screen.findByRole('combobox', { name: 'Líder' });

    await person.type(leader, 'Ma');
    await pause(1000);
    expect(calls.leaders).toEqual([]);
    expect(leaderOptions()).toEqual([]);

    await person.type(leader, 'r');
    expect(calls.leaders).toEqual([]); // still typing: no request for every key
    await pause();
    await waitFor(() => expect(leaderOptions()).toHaveLength(2));
    const options = leaderOptions();
    expect(calls.leaders).toEqual(['Mar']);
    expect(options.map((option) => option.textContent)).toEqual([
      'Maria da SilvaCPF 111.444.777-35',
      'Mariana SouzaCPF 159.753.486-25',
    ]);
    expect(leader).toHaveAttribute('aria-expanded', 'true');

    await person.click(options[1]!);
    expect(leader).toHaveValue('Mariana Souza');
    expect(leaderOptions()).toEqual([]);
  });

  it('chooses a leader with the keyboard', async () => {
    const calls = newCalls();
    renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    const leader = await screen.findByRole('combobox', { name: 'Líder' });
    await person.type(leader, 'mari');
    await pause();
    await waitFor(() => expect(leaderOptions()).toHaveLength(2));
    await person.keyboard('{ArrowDown}');
    expect(leader).toHaveAttribute('aria-activedescendant', leaderOptions()[0]!.id);
    await person.keyboard('{Enter}');
    expect(leader).toHaveValue('Maria da Silva');
  });

  it('keeps the city disabled until a state is chosen, then offers that state’s cities', async () => {
    const calls = newCalls();
    renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    const city = await screen.findByRole('combobox', { name: 'Cidade' });
    expect(city).toBeDisabled();

    const state = screen.getByRole('combobox', { name: 'Estado (UF)' });
    await waitFor(() =>
      expect(within(state).getByRole('option', { name: 'SP' })).toBeInTheDocument(),
    );
    await person.selectOptions(state, 'SP');
    expect(city).toBeEnabled();
    await waitFor(() =>
      expect(within(city).getByRole('option', { name: 'Campinas' })).toBeInTheDocument(),
    );
    expect(calls.cities).toEqual(['SP']);

    await person.selectOptions(city, 'Campinas');
    await person.selectOptions(state, 'RJ');
    expect(city).toHaveValue(''); // another state: the city chosen before no longer applies
  });

  it('choosing a site clears and disables state and city', async () => {
    renderAs({ path: '/filter', resolvers: lookups(newCalls()) });
    const person = user();
    const state = await screen.findByRole('combobox', { name: 'Estado (UF)' });
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    const site = screen.getByRole('combobox', { name: 'Unidade' });
    await waitFor(() =>
      expect(within(state).getByRole('option', { name: 'SP' })).toBeInTheDocument(),
    );
    await person.selectOptions(state, 'SP');
    await waitFor(() =>
      expect(within(city).getByRole('option', { name: 'São Paulo' })).toBeInTheDocument(),
    );
    await person.selectOptions(city, 'São Paulo');

    await waitFor(() =>
      expect(within(site).getByRole('option', { name: /CEU Heliópolis/ })).toBeInTheDocument(),
    );
    await person.selectOptions(site, '1');
    expect(state).toHaveValue('');
    expect(state).toBeDisabled();
    expect(city).toHaveValue('');
    expect(city).toBeDisabled();

    await person.selectOptions(site, '');
    expect(state).toBeEnabled();
    expect(city).toBeDisabled(); // no state chosen yet
  });

  it('needs at least one criterion before asking the server', async () => {
    const calls = newCalls();
    renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    await person.click(await screen.findByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Preencha ao menos um campo para filtrar.')).toBeInTheDocument();
    expect(calls.searches).toEqual([]);
    // Taken to the first field to fill, not left on the button.
    expect(screen.getByRole('combobox', { name: /^Líder/ })).toHaveFocus();
  });

  it('refuses malformed donation ids, naming the wrong one', async () => {
    const calls = newCalls();
    renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    const ids = await screen.findByLabelText('Códigos das doações');
    await person.type(ids, 'SP-20260315000000001, SP-123');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));
    const message = 'Código inválido: SP-123. Use o formato XX-00000000000000000.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(ids).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(ids).toHaveValue('SP-20260315000000001, SP-123');
    expect(calls.searches).toEqual([]);
  });

  it('refuses a date range that ends before it starts', async () => {
    const calls = newCalls();
    renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    await person.type(await screen.findByLabelText('Data inicial'), '2026-03-10');
    await person.type(screen.getByLabelText('Data final'), '2026-03-01');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));
    const message = 'A data final deve ser igual ou posterior à data inicial.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Data final')).toHaveAccessibleDescription(message);
    expect(calls.searches).toEqual([]);
  });

  it('combines several fields, shows the success toast and the matching cards, and counts the active filters', async () => {
    const calls = newCalls();
    const { currentPath } = renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    await person.selectOptions(await screen.findByRole('combobox', { name: 'Situação' }), '3');
    await person.type(
      screen.getByLabelText('Códigos das doações'),
      'sp-20260315000000007\nSP-20260315000000008',
    );
    await person.type(screen.getByLabelText('Data inicial'), '2026-03-01');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(await screen.findByText('Doações filtradas com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(calls.searches[0]).toEqual({
      status: 3,
      listDonationId: ['SP-20260315000000007', 'SP-20260315000000008'],
      dateFrom: '2026-03-01',
    });
    const list = await screen.findByRole('list', { name: 'Lista de doações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: /SP-20260315000000007/ })).toHaveAttribute(
      'href',
      '/donation/SP-20260315000000007/details',
    );
    expect(screen.getByText('1 doação encontrada com o filtro.')).toBeInTheDocument();
    const filterLink = screen.getByRole('link', { name: /Filtrar/ });
    expect(filterLink).toHaveTextContent('3');
    expect(filterLink).toHaveAccessibleName('Filtrar, 3 filtros ativos');
  });

  it('filters by the number of cards, the leader (her CPF becomes her id) and a received quantity that differs, asked once, as an Alerta', async () => {
    const calls = newCalls();
    const { currentPath } = renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    await person.type(await screen.findByLabelText('Quantidade de cartões'), '5');
    await person.type(screen.getByLabelText(/^CPF do líder/), '111.444.777-35');
    // One way to ask it: the 'Alerta' option; no checkbox repeats it.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await person.selectOptions(
      screen.getByRole('combobox', { name: 'Alerta' }),
      'Quantidade recebida diferente da enviada',
    );
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(calls.searches[0]).toEqual({
      quantity: 5,
      anomaly: 'quantityDivergence',
      leaderId: MARIA_ID,
    });
    expect(screen.getByRole('link', { name: /Filtrar/ })).toHaveAccessibleName(
      'Filtrar, 3 filtros ativos',
    );
  });

  it('shows a filter saved with the old divergence box as the Alerta option that says the same', async () => {
    saveDonationFilter(userIdOf('admin'), { quantityDivergent: true });
    renderAs({ path: '/filter', resolvers: lookups(newCalls()) });
    expect(await screen.findByRole('combobox', { name: 'Alerta' })).toHaveValue(
      'quantityDivergence',
    );
  });

  it('filters by package: the donation files loaded with success, named by file and date (issue 14, item 12)', async () => {
    const calls = newCalls();
    const base = lookups(calls);
    const charge = (id: string, fileName: string, type: string, status: string) => ({
      _id: id,
      fileName,
      type,
      status,
      createdAt: '2026-11-20T13:00:00.000Z',
      rows: 2,
      errorCount: 0,
      errors: [],
    });
    const { currentPath } = renderAs({
      path: '/filter',
      resolvers: {
        Query: {
          ...base.Query,
          charges: () => [
            charge(
              '0b7f6d2e-6c1a-4a51-9f0e-3f4f0d1c2a01',
              'pacote-novembro.csv',
              'donation',
              'Processado com sucesso',
            ),
            charge(
              '0b7f6d2e-6c1a-4a51-9f0e-3f4f0d1c2a02',
              'cartoes.csv',
              'voucher',
              'Processado com sucesso',
            ),
            charge(
              '0b7f6d2e-6c1a-4a51-9f0e-3f4f0d1c2a03',
              'pacote-recusado.csv',
              'donation',
              'Dados inconsistentes',
            ),
          ],
        },
      },
    });
    const person = user();
    const packages = await screen.findByRole('combobox', { name: /^Pacote/ });
    await waitFor(() => expect(within(packages).getAllByRole('option')).toHaveLength(2));
    expect(
      within(packages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos os pacotes', 'pacote-novembro.csv — 20/11/2026']);
    await person.selectOptions(packages, 'pacote-novembro.csv — 20/11/2026');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(calls.searches[0]).toEqual({ loadId: '0b7f6d2e-6c1a-4a51-9f0e-3f4f0d1c2a01' });
  });

  it('refuses a leader CPF with wrong check digits and a card count that is not a whole number', async () => {
    const calls = newCalls();
    renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    await person.type(await screen.findByLabelText('Quantidade de cartões'), '2,5');
    await person.type(screen.getByLabelText(/^CPF do líder/), '111.444.777-36');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await screen.findByText('CPF inválido. Confira os números digitados.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Informe um número inteiro de 1 a 1.000.000.')).toBeInTheDocument();
    expect(calls.searches).toEqual([]);
  });

  it('shows the server’s message when filtering fails, and keeps what was typed', async () => {
    const calls = newCalls();
    const { currentPath } = renderAs({
      path: '/filter',
      resolvers: lookups(calls, () => {
        throw new GraphQLError('Status inválido: use um número de 1 a 6.', {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }),
    });
    const person = user();
    await person.selectOptions(await screen.findByRole('combobox', { name: 'Situação' }), '2');
    await person.type(screen.getByLabelText('Data final'), '2026-03-31');
    await person.click(screen.getByRole('button', { name: 'Filtrar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Status inválido: use um número de 1 a 6.');
    expect(currentPath()).toBe('/filter');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('2');
    expect(screen.getByLabelText('Data final')).toHaveValue('2026-03-31');
    expect(localStorage.getItem(DONATION_FILTER_KEY)).toBeNull();
  });

  it('keeps the active filter in local storage under a cestas. key, for this user only', async () => {
    saveDonationFilter(userIdOf('admin'), { leaderName: 'Maria', state: 'SP' });
    expect(DONATION_FILTER_KEY.startsWith('cestas.')).toBe(true);
    const calls = newCalls();
    renderAs({ path: '/donation-list', resolvers: lookups(calls) });
    const filterLink = await screen.findByRole('link', { name: /Filtrar/ });
    expect(filterLink).toHaveAccessibleName('Filtrar, 2 filtros ativos');
    await screen.findByRole('list', { name: 'Lista de doações' });
    expect(calls.searches).toEqual([{ leaderName: 'Maria', state: 'SP' }]);
  });

  it('ignores a filter saved by another user of the device', async () => {
    saveDonationFilter('someone-else', { status: 2 });
    const calls = newCalls();
    renderAs({ path: '/donation-list', resolvers: lookups(calls) });
    const list = await screen.findByRole('list', { name: 'Lista de doações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Filtrar' })).toBeInTheDocument();
    expect(calls.searches).toEqual([]);
  });

  it('opens with the saved filter, and “Limpar filtro” brings every donation back', async () => {
    saveDonationFilter(userIdOf('admin'), { status: 4, leaderName: 'João' });
    const calls = newCalls();
    const { currentPath } = renderAs({ path: '/filter', resolvers: lookups(calls) });
    const person = user();
    expect(await screen.findByRole('combobox', { name: 'Líder' })).toHaveValue('João');
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveValue('4');

    await person.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    const list = await screen.findByRole('list', { name: 'Lista de doações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Filtrar' })).not.toHaveTextContent(/\d/);
    expect(localStorage.getItem(DONATION_FILTER_KEY)).toBeNull();
  });

  it('shows the active criteria as chips; removing one asks again without it, removing the last shows every donation', async () => {
    saveDonationFilter(userIdOf('admin'), { siteId: 2, status: 3, dateFrom: '2026-03-01' });
    const calls = newCalls();
    renderAs({ path: '/donation-list', resolvers: lookups(calls) });
    const chips = await screen.findByRole('list', { name: 'Filtros ativos' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual([
        'Unidade: Associação de Moradores da Rocinha',
        'Status: Entregando',
        'De: 01/03/2026',
      ]),
    );
    const person = user();

    await person.click(
      within(chips).getByRole('button', { name: 'Remover filtro Status: Entregando' }),
    );
    await waitFor(() =>
      expect(calls.searches.at(-1)).toEqual({ siteId: 2, dateFrom: '2026-03-01' }),
    );
    expect(screen.getByRole('link', { name: /Filtrar/ })).toHaveAccessibleName(
      'Filtrar, 2 filtros ativos',
    );
    expect(readDonationFilter(userIdOf('admin'))).toEqual({ siteId: 2, dateFrom: '2026-03-01' });

    await person.click(
      screen.getByRole('button', {
        name: 'Remover filtro Unidade: Associação de Moradores da Rocinha',
      }),
    );
    await person.click(screen.getByRole('button', { name: 'Remover filtro De: 01/03/2026' }));
    expect(screen.queryByRole('list', { name: 'Filtros ativos' })).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Lista de doações' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('link', { name: 'Filtrar' })).toBeInTheDocument();
    expect(readDonationFilter(userIdOf('admin'))).toBeNull();
  });

  it('says when only the newest matches are shown', async () => {
    saveDonationFilter(userIdOf('admin'), { state: 'SP' });
    renderAs({
      path: '/donation-list',
      resolvers: lookups(newCalls(), () => ({
        total: 1234,
        donations: [donation(1), donation(2)],
      })),
    });
    expect(
      await screen.findByText(
        'Mostrando as 2 doações mais recentes de 1.234 encontradas. Refine o filtro para ver as demais.',
      ),
    ).toBeInTheDocument();
  });
});

describe('who reaches the filter', () => {
  it('readonly sees every donation but no filter or register button, and /filter sends them away', async () => {
    const calls = newCalls();
    renderAs({ path: '/donation-list', role: 'readonly', resolvers: lookups(calls) });
    await screen.findByRole('list', { name: 'Lista de doações' });
    expect(screen.queryByRole('link', { name: /Filtrar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar doação' })).not.toBeInTheDocument();
  });

  it.each([
    ['readonly', '/donation-list'],
    ['leader', '/donation-list'],
  ] as const)('%s opening /filter lands on %s', async (role, landing) => {
    const { currentPath } = renderAs({ path: '/filter', role, resolvers: lookups(newCalls()) });
    await waitFor(() => expect(currentPath()).toBe(landing));
    expect(screen.queryByRole('button', { name: 'Filtrar' })).not.toBeInTheDocument();
  });
});

describe('whose filter it is', () => {
  const idToken = (claims: Record<string, unknown>) =>
    ['{"alg":"RS256"}', JSON.stringify(claims), 'assinatura']
      .map((part, index) => (index < 2 ? btoa(part).replace(/=+$/, '') : part))
      .join('.');

  it('belongs to one sign-in: a token refresh keeps it, signing in again does not', () => {
    const first = filterOwner(
      'user-1',
      idToken({ sub: 'user-1', auth_time: 1_700_000_000, iat: 1_700_000_000 }),
    );
    const refreshed = filterOwner(
      'user-1',
      idToken({ sub: 'user-1', auth_time: 1_700_000_000, iat: 1_700_003_300 }),
    );
    const again = filterOwner(
      'user-1',
      idToken({ sub: 'user-1', auth_time: 1_700_090_000, iat: 1_700_090_000 }),
    );
    saveDonationFilter(first, { status: 2 });
    expect(readDonationFilter(refreshed)).toEqual({ status: 2 });
    expect(readDonationFilter(again)).toBeNull();
    expect(readDonationFilter(filterOwner('user-2', null))).toBeNull();
  });
});
