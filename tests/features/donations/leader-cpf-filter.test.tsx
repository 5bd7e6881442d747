/**
 * The desk's filter by a leader's CPF (issue 36, finding 15): the typed CPF is sent once, in a
 * request body, for the leader's id; the search, the saved filter and the Apollo cache hold the
 * id, never the CPF.
 */
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { donation, renderAs, sites, states } from './admin-render.tsx';

const MARIA_CPF = '12345678909';
const MARIA_ID = '6f1c2a54-1111-4c4c-9a9a-0123456789ab';

beforeAll(() => import('#src/features/donations/desk/DonationDeskScreen.tsx'), 60_000);
beforeEach(() => {
  grantLocation();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

const storedText = () =>
  [localStorage, sessionStorage]
    .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
    .join('\n');

describe("the desk's filter by a leader's CPF", () => {
  it('searches and saves the leader by id: no CPF in the search, the storage or the cache', async () => {
    const searches: DonationFilter[] = [];
    const lookups: string[] = [];
    const hers = donation(2, { leaderName: 'Maria da Silva' });
    const { client } = renderAs({
      path: '/donation-list',
      resolvers: {
        Query: {
          donations: () => [donation(1, { leaderName: 'Zilda Arns' }), hers],
          donationSearch: (_: unknown, { filter }: { filter: DonationFilter }) => {
            searches.push(filter);
            return { total: 1, donations: [hers] };
          },
          leaderByCpf: (_: unknown, { login }: { login: string }) => {
            lookups.push(login);
            return { id: MARIA_ID, name: 'Maria da Silva' };
          },
          donationAnomalies: () => [],
          sites: () => sites,
          states: () => states,
          cities: () => [],
          charges: () => [],
        },
      },
    });
    await screen.findByRole('table', { name: 'Lista de doações' }, { timeout: 20_000 });
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Filtro' }));
    const panel = screen.getByRole('complementary', { name: 'Filtro' });
    await person.type(
      within(panel).getByRole('textbox', { name: /CPF do líder/ }),
      '123.456.789-09',
    );
    await person.click(within(panel).getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(searches.at(-1)).toEqual({ leaderId: MARIA_ID }));
    expect(lookups).toEqual([MARIA_CPF]);
    expect(searches.some((filter) => 'leaderCpf' in filter)).toBe(false);
    const chips = await screen.findByRole('list', { name: 'Filtros ativos' });
    expect(within(chips).getByText('Líder: Maria da Silva')).toBeInTheDocument();

    const cache = JSON.stringify(client.cache.extract());
    for (const text of [storedText(), cache, window.location.href]) {
      expect(text).not.toContain(MARIA_CPF);
      expect(text).not.toContain('123.456.789-09');
    }
    expect(storedText()).toContain(MARIA_ID);
  });
});
