import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { denyLocation, grantLocation } from '#tests/support/fake-geolocation.ts';

const donations = [
  {
    donationId: 'SP-20260315000000001',
    quantity: 3,
    status: 1,
    statusText: 'Esperando recebimento',
  },
  { donationId: 'SP-20260315000000002', quantity: 1, status: 3, statusText: 'Entregando' },
  { donationId: 'SP-20260315000000003', quantity: 5, status: 4, statusText: 'Completo' },
];

describe('/donation-list', () => {
  it('shows a leader a card per donation, leading to the step of the flow; closed ones are not links', async () => {
    grantLocation();
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
      apolloMocks: { Query: () => ({ donations }) },
    });

    const list = await screen.findByRole('list', { name: 'Lista de doações' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const waiting = within(list).getByRole('link', { name: /Doação SP-20260315000000001/ });
    expect(waiting).toHaveAttribute('href', '/donation/SP-20260315000000001/wait');
    expect(waiting).toHaveTextContent('3 unidades');
    expect(waiting).toHaveTextContent('Esperando recebimento');

    const delivering = within(list).getByRole('link', { name: /Doação SP-20260315000000002/ });
    expect(delivering).toHaveAttribute('href', '/donation/SP-20260315000000002/received/current');
    expect(delivering).toHaveTextContent('1 unidade');

    const completed = items[2];
    expect(completed).toHaveTextContent('Completo');
    expect(within(completed!).queryByRole('link')).not.toBeInTheDocument();

    // Leaders see no admin tools and only their own menu entries.
    expect(screen.queryByRole('link', { name: 'Cadastrar doação' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Doações', 'Perfil']);
    expect(within(nav).getByRole('link', { name: 'Doações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('tells a leader without donations that there are no requests', async () => {
    grantLocation();
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
      apolloMocks: { Query: () => ({ donations: [] }) },
    });

    expect(
      await screen.findByText('Você está sem pedidos de doações no momento.'),
    ).toBeInTheDocument();
  });

  it('gives admin the register button, the details links and the full menu', async () => {
    grantLocation();
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'admin' } }),
      apolloMocks: { Query: () => ({ donations }) },
    });

    const completed = await screen.findByRole('link', { name: /Doação SP-20260315000000003/ });
    expect(completed).toHaveAttribute('href', '/donation/SP-20260315000000003/details');
    expect(screen.getByRole('link', { name: 'Cadastrar doação' })).toHaveAttribute(
      'href',
      '/donation/register',
    );
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Doações', 'Visão geral', 'Cargas', 'Exportação', 'Perfil']);
  });

  it('puts every card of a short staff list in the page (find-in-page, browse mode), and virtualises a long one', async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        donationId: `SP-2026031500000${String(i + 1).padStart(4, '0')}`,
        quantity: 2,
        status: 1,
        statusText: 'Esperando recebimento',
      }));
    grantLocation();
    const short = renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'readonly' } }),
      apolloMocks: { Query: () => ({ donations: many(60) }) },
    });
    const list = await screen.findByRole('list', { name: 'Lista de doações' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    expect(within(list).getByRole('link', { name: /SP-20260315000000060/ })).toBeInTheDocument();
    short.unmount();

    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'readonly' } }),
      apolloMocks: { Query: () => ({ donations: many(201) }) },
    });
    const long = await screen.findByRole('list', { name: 'Lista de doações' });
    expect(within(long).getAllByRole('listitem').length).toBeLessThan(201);
  });

  it('shows readonly a neutral empty state and no register button', async () => {
    grantLocation();
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'readonly' } }),
      apolloMocks: { Query: () => ({ donations: [] }) },
    });

    expect(await screen.findByText('Nenhuma doação encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar doação' })).not.toBeInTheDocument();
  });

  it('replaces the list with the location notice while the position is not available', async () => {
    denyLocation();
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
      apolloMocks: { Query: () => ({ donations }) },
    });

    expect(
      await screen.findByText('Verifique, se sua localização esta ativa e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'clique aqui' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lista de doações' })).not.toBeInTheDocument();
  });
});
