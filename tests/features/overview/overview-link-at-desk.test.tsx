/**
 * An overview figure's link at a desk (≥ 1024 px, where staff get the table instead of the cards):
 * `/donation-list?status=3&state=RJ` becomes the list's filter, for readonly too, and the address
 * goes back to `/donation-list` (docs/product.md R12.3).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { donation, renderAs, sites, states } from '#tests/features/donations/admin-render.tsx';

beforeAll(() => import('#src/features/donations/desk/DonationDeskScreen.tsx'), 60_000);
beforeEach(() => {
  grantLocation();
  // A 1280 px window: the desk's media query matches.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe("an overview figure's link at a desk", () => {
  it('filters the table to the donations the figure counted, for readonly as for admin', async () => {
    const searches: DonationFilter[] = [];
    const delivering = donation(2, { status: 3, statusText: 'Entregando', state: 'RJ' });
    const { currentPath } = renderAs({
      path: '/donation-list?status=3&state=RJ',
      role: 'readonly',
      resolvers: {
        Query: {
          donations: () => [donation(1, {}), delivering],
          donationSearch: (_: unknown, { filter }: { filter: DonationFilter }) => {
            searches.push(filter);
            return { total: 1, donations: [delivering] };
          },
          donationAnomalies: () => [],
          sites: () => sites,
          states: () => states,
          cities: () => [],
        },
      },
    });
    await screen.findByRole('table', { name: 'Lista de doações' }, { timeout: 20_000 });
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ status: 3, state: 'RJ' }));
    expect(currentPath()).toBe('/donation-list');
  });
});
