import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { donation, renderAs, sites, states } from './admin-render.tsx';

/** The filter's lookups, a search that answers (or fails with `failure`) and the list. */
function backend(failure?: string) {
  return {
    Query: {
      sites: () => sites,
      states: () => states,
      leaders: () => [],
      donations: () => [donation(1)],
      donationSearch: () => {
        if (failure) throw new GraphQLError(failure, { extensions: { code: 'BAD_USER_INPUT' } });
        return { total: 1, donations: [donation(7)] };
      },
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  grantLocation();
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function filterByStatus(person: ReturnType<typeof user>) {
  await person.selectOptions(await screen.findByRole('combobox', { name: 'Situação' }), '2');
  await person.click(screen.getByRole('button', { name: 'Filtrar' }));
}

describe('banners on admin screens (issue 14, items 4 and 7)', () => {
  it('an error stays until dismissed, is announced at once, and sits under the header', async () => {
    renderAs({ path: '/filter', resolvers: backend('Status inválido: use um número de 1 a 6.') });
    const person = user();
    await filterByStatus(person);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Status inválido: use um número de 1 a 6.');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    // Directly under the header, outside it: it neither covers the header nor the back arrow.
    const header = screen.getByRole('banner');
    expect(header).not.toContainElement(alert);
    expect(header.nextElementSibling).toContainElement(alert);

    await wait(30_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Status inválido');

    await person.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a success is announced politely on the screen it was meant for and fades after 5 s', async () => {
    const { currentPath } = renderAs({ path: '/filter', resolvers: backend() });
    await filterByStatus(user());

    const status = await screen.findByText('Doações filtradas com sucesso');
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    const banner = status.closest('[role="status"]');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('banner').nextElementSibling).toContainElement(status);

    await wait(5_100);
    expect(screen.queryByText('Doações filtradas com sucesso')).not.toBeInTheDocument();
  });

  it('does not follow the person to the next screen', async () => {
    const { currentPath } = renderAs({ path: '/filter', resolvers: backend() });
    const person = user();
    await filterByStatus(person);
    expect(await screen.findByText('Doações filtradas com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));

    await person.click(screen.getByRole('link', { name: 'Cadastrar doação' }));
    await waitFor(() => expect(currentPath()).toBe('/donation/register'));
    expect(await screen.findByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    expect(screen.queryByText('Doações filtradas com sucesso')).not.toBeInTheDocument();

    await person.click(screen.getByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(screen.queryByText('Doações filtradas com sucesso')).not.toBeInTheDocument();
  });
});
