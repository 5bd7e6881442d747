/** Issue 14 item 17: the admin filter offers the anomaly flags and sends the chosen one to the server. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import {
  citiesOf,
  donation,
  readDonationFilter,
  renderAs,
  sites,
  states,
  userIdOf,
} from './admin-render.tsx';

beforeEach(() => grantLocation());

describe('/filter — Alerta', () => {
  it('filters by one anomaly flag and keeps it as an active filter', async () => {
    const searches: DonationFilter[] = [];
    const { currentPath } = renderAs({
      path: '/filter',
      resolvers: {
        Query: {
          sites: () => sites,
          states: () => states,
          cities: (_: unknown, { state }: { state: string }) => citiesOf(state),
          donations: () => [donation(1)],
          donationSearch: (_: unknown, { filter }: { filter: DonationFilter }) => {
            searches.push(filter);
            return { total: 1, donations: [donation(4, { status: 4, statusText: 'Completo' })] };
          },
        },
      },
    });
    const alert = await screen.findByRole('combobox', { name: 'Alerta' });
    await userEvent.selectOptions(alert, '3 ou mais entregas em 10 segundos');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(searches[0]).toEqual({ anomaly: 'deliveryBurst' });
    expect(readDonationFilter(userIdOf('admin'))).toEqual({ anomaly: 'deliveryBurst' });
    expect(
      await screen.findByRole('link', { name: 'Filtrar, 1 filtro ativo' }),
    ).toBeInTheDocument();
  });
});
