/** A leader who cannot deliver says so, keeps reading her list, and comes back through the checklist (docs/product.md R13.4). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';

const donations = [
  {
    donationId: 'SP-20261020000000001',
    quantity: 3,
    status: 1,
    statusText: 'Esperando recebimento',
    deliveredCount: 0,
    notDeliveredCount: 0,
    pendingCount: 3,
  },
  {
    donationId: 'SP-20261020000000003',
    quantity: 2,
    status: 3,
    statusText: 'Entregando',
    deliveredCount: 1,
    notDeliveredCount: 0,
    pendingCount: 1,
  },
];

type Report = { kind: string; createdAt: string; donationIds: string[] };

/** The server's side: the report, once recorded, is what GET /leader/reports/current answers. */
function serverReports() {
  let current: Report | null = null;
  const report = vi.fn((_parent: unknown, args: { kind: string }) => {
    current = {
      kind: args.kind,
      createdAt: '2026-03-15T13:45:00.000Z',
      donationIds: donations.map((d) => d.donationId),
    };
    return current;
  });
  return { report, current: () => current };
}

const resolvers = (server: {
  report: (parent: unknown, args: { kind: string }) => Report;
  current: () => Report | null;
}) => ({
  Query: { donations: () => donations, currentLeaderReport: () => server.current() },
  Mutation: { reportLeaderUnavailable: server.report },
});

const list = () => screen.findByRole('list', { name: 'Lista de doações' });

describe('a leader who cannot deliver for now', () => {
  it("with symptoms on the checklist, 'Estou com sintomas' tells the team after a question, and her list opens read-only", async () => {
    grantLocation();
    const server = serverReports();
    const session = fakeSession({ signedIn: { role: 'leader', checklistDone: false } });
    const { currentPath } = renderApp({
      path: '/checklist',
      session,
      apolloResolvers: resolvers(server),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByText('Estou com sintomas, o que fazer?'));
    await user.click(screen.getByRole('button', { name: 'Estou com sintomas' }));
    const question = screen.getByRole('dialog', {
      name: 'Avisar a equipe que você está com sintomas?',
    });
    expect(question).toHaveAccessibleDescription(
      /Você continua vendo suas doações, mas não registra entregas/,
    );
    await user.click(within(question).getByRole('button', { name: 'Avisar a equipe' }));

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(server.report.mock.calls[0]?.[1]).toEqual({ kind: 'symptoms' });
    const notice = (
      await screen.findByRole('heading', { name: 'Você avisou que não pode entregar' })
    ).closest('[role="status"]') as HTMLElement;
    expect(
      within(notice).getByText('Em 15/03/2026 às 10h45 você informou: Estou com sintomas.'),
    ).toBeInTheDocument();
    const cards = await list();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(cards).getAllByText('Entregas pausadas: você avisou que não pode entregar agora.'),
    ).toHaveLength(2);
    expect(session.calls.signOut).toBe(0);
  });

  it("from her list, 'Não consigo entregar agora' pauses it; a flow address leads back to the list; 'Já posso entregar' asks the checklist again", async () => {
    grantLocation();
    const { currentPath, location } = renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
      apolloResolvers: resolvers(serverReports()),
    });
    const user = userEvent.setup();
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);

    await user.click(
      within(screen.getByRole('region', { name: 'Não pode entregar agora?' })).getByRole('button', {
        name: 'Não consigo entregar agora',
      }),
    );
    await user.click(
      within(
        screen.getByRole('dialog', {
          name: 'Avisar a equipe que você não consegue entregar agora?',
        }),
      ).getByRole('button', { name: 'Avisar a equipe' }),
    );

    expect(
      await screen.findByText('Em 15/03/2026 às 10h45 você informou: Não consigo entregar agora.'),
    ).toBeInTheDocument();
    expect(within(await list()).queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Não pode entregar agora?' }),
    ).not.toBeInTheDocument();

    act(() => location.navigate('/donation/SP-20261020000000001/wait'));
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));

    await user.click(await screen.findByRole('button', { name: 'Já posso entregar' }));
    await waitFor(() => expect(currentPath()).toBe('/checklist'));
  });

  it('a report that cannot be sent says why and changes nothing', async () => {
    grantLocation();
    const refused = () => {
      throw new GraphQLError('Não foi possível concluir. Verifique sua conexão e tente novamente.');
    };
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
      apolloResolvers: resolvers({ report: refused, current: () => null }),
    });
    const user = userEvent.setup();
    await list();

    await user.click(screen.getByRole('button', { name: 'Estou com sintomas' }));
    await user.click(screen.getByRole('button', { name: 'Avisar a equipe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível concluir. Verifique sua conexão e tente novamente.',
    );
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);
  });
});
