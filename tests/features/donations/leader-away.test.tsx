/** A leader who cannot deliver says so, keeps reading her list, and comes back through the checklist (docs/product.md R13.4). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderReport } from '#contract/leader-reports.ts';
import type { LeaderWrite } from '#contract/leader-writes.ts';
import type { WriteOptions } from '#graphql/rest/rest-client.ts';
import { RestError } from '#graphql/rest/rest-error.ts';
import { createBrowserOutbox } from '#src/core/outbox/browser-outbox.ts';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';

installFakeIndexedDb();

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

/**
 * The server's side: POST /leader/reports records the report the leader's write carries and
 * answers it, as GET /leader/reports/current then does.
 */
function serverReports(refusal?: () => never) {
  let current: Report | null = null;
  /** What the phone last read: a report already ended by 'Já posso entregar', say. */
  const earlier: { report: Report | null } = { report: null };
  const leaderWrite = vi.fn(async (write: LeaderWrite, _options?: WriteOptions) => {
    if (write.kind !== 'away') throw new Error(`no ${write.kind} on this screen`);
    refusal?.();
    current = {
      kind: write.command.kind,
      createdAt: '2026-03-15T13:45:00.000Z',
      donationIds: donations.map((d) => d.donationId),
    };
    return current as LeaderReport;
  });
  const listed = vi.fn(() => donations);
  return {
    leaderWrite,
    listed,
    earlier,
    rest: async () => ({ leaderWrite }),
    resolvers: {
      Query: { donations: listed, currentLeaderReport: () => current ?? earlier.report },
    },
  };
}

const list = () => screen.findByRole('list', { name: 'Lista de doações' });

async function reportFromTheList(kind: string, confirmation: string) {
  const user = userEvent.setup();
  await user.click(
    within(await screen.findByRole('region', { name: 'Não pode entregar agora?' })).getByRole(
      'button',
      { name: kind },
    ),
  );
  await user.click(
    within(screen.getByRole('dialog', { name: confirmation })).getByRole('button', {
      name: 'Avisar a equipe',
    }),
  );
}

describe('a leader who cannot deliver for now', () => {
  it("with symptoms on the checklist, 'Estou com sintomas' tells the team after a question, and her list opens read-only", async () => {
    grantLocation();
    const server = serverReports();
    const session = fakeSession({ signedIn: { role: 'leader', checklistDone: false } });
    const { currentPath } = renderApp({
      path: '/checklist',
      session,
      apolloResolvers: server.resolvers,
      writes: { rest: server.rest },
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
    expect(server.leaderWrite.mock.calls.map(([write]) => write)).toEqual([
      { kind: 'away', command: { kind: 'symptoms', recordedAt: expect.any(String) } },
    ]);
    const notice = (
      await screen.findByRole('heading', { name: 'Você avisou que não pode entregar' })
    ).closest('[role="status"]') as HTMLElement;
    expect(
      await within(notice).findByText('Em 15/03/2026 às 10h45 você informou: Estou com sintomas.'),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText(
        'A equipe foi avisada e pode passar suas doações para outra pessoa.',
      ),
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
    const server = serverReports();
    const { currentPath, location } = renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
      apolloResolvers: server.resolvers,
      writes: { rest: server.rest },
    });
    const user = userEvent.setup();
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);
    const listedBefore = server.listed.mock.calls.length;

    await user.click(
      within(await screen.findByRole('region', { name: 'Não pode entregar agora?' })).getByRole(
        'button',
        { name: 'Não consigo entregar agora' },
      ),
    );
    const question = screen.getByRole('dialog', {
      name: 'Avisar a equipe que você não consegue entregar agora?',
    });
    expect(question).toHaveAccessibleDescription(/até avisar que já pode entregar\.$/);
    await user.click(within(question).getByRole('button', { name: 'Avisar a equipe' }));

    expect(
      await screen.findByText('Em 15/03/2026 às 10h45 você informou: Não consigo entregar agora.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sem sintomas/)).not.toBeInTheDocument();
    expect(within(await list()).queryByRole('link')).not.toBeInTheDocument();
    // The notice read the server's answer: her list was not asked for again.
    expect(server.listed.mock.calls.length).toBe(listedBefore);
    expect(
      screen.queryByRole('region', { name: 'Não pode entregar agora?' }),
    ).not.toBeInTheDocument();

    act(() => location.navigate('/donation/SP-20261020000000001/wait'));
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));

    await user.click(await screen.findByRole('button', { name: 'Já posso entregar' }));
    await waitFor(() => expect(currentPath()).toBe('/checklist'));
  });

  it("a report the server refuses shows the server's words and changes nothing", async () => {
    grantLocation();
    const server = serverReports(() => {
      throw new RestError(403, 'Apenas líderes podem avisar a equipe.');
    });
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader' } }),
      apolloResolvers: server.resolvers,
      writes: { rest: server.rest },
    });
    await list();

    await reportFromTheList('Estou com sintomas', 'Avisar a equipe que você está com sintomas?');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Apenas líderes podem avisar a equipe.',
    );
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);
  });

  it("through her outbox, online: the report is sent at once and her notice reads the server's answer", async () => {
    grantLocation();
    const server = serverReports();
    const keys: (string | undefined)[] = [];
    renderApp({
      path: '/donation-list',
      session: fakeSession({ signedIn: { role: 'leader', id: 'leader-online' } }),
      apolloResolvers: server.resolvers,
      writes: {
        createOutbox: ({ sent }) =>
          createBrowserOutbox('leader-online', {
            sent,
            online: () => true,
            rest: async () => ({
              leaderWrite: (write, options) => {
                keys.push(options?.idempotencyKey);
                return server.leaderWrite(write, options);
              },
            }),
          }),
      },
    });
    await list();
    const listedBefore = server.listed.mock.calls.length;

    await reportFromTheList('Estou com sintomas', 'Avisar a equipe que você está com sintomas?');

    expect(
      await screen.findByText('Em 15/03/2026 às 10h45 você informou: Estou com sintomas.'),
    ).toBeInTheDocument();
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(screen.queryByRole('region', { name: /Aguardando envio/ })).not.toBeInTheDocument();
    expect(server.listed.mock.calls.length).toBe(listedBefore);
  });

  describe('without a connection', () => {
    afterEach(() => vi.restoreAllMocks());

    it('keeps the report on the device, pauses her list at once, and sends it when the connection is back', async () => {
      grantLocation();
      let connected = false;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
      const server = serverReports();
      const sends: (string | undefined)[] = [];
      renderApp({
        path: '/donation-list',
        session: fakeSession({ signedIn: { role: 'leader', id: 'leader-away' } }),
        apolloResolvers: server.resolvers,
        writes: {
          createOutbox: ({ sent }) =>
            createBrowserOutbox('leader-away', {
              sent,
              online: () => connected,
              rest: async () => ({
                async leaderWrite(write, options) {
                  if (!connected) throw new RestError(0, 'Sem conexão.', { kind: 'network' });
                  sends.push(options?.idempotencyKey);
                  return server.leaderWrite(write, options);
                },
              }),
            }),
        },
      });
      await list();
      server.earlier.report = {
        kind: 'symptoms',
        createdAt: '2026-03-14T12:00:00.000Z',
        donationIds: [],
      };

      await reportFromTheList(
        'Não consigo entregar agora',
        'Avisar a equipe que você não consegue entregar agora?',
      );

      const notice = (
        await screen.findByRole('heading', { name: 'Você avisou que não pode entregar' })
      ).closest('[role="status"]') as HTMLElement;
      expect(
        await within(notice).findByText('Salvo no aparelho. Será enviado quando houver conexão.'),
      ).toBeInTheDocument();
      expect(
        within(notice).getByText('Você informou: Não consigo entregar agora.'),
      ).toBeInTheDocument();
      expect(within(notice).queryByText(/Estou com sintomas/)).not.toBeInTheDocument();
      expect(within(await list()).queryByRole('link')).not.toBeInTheDocument();
      const waiting = await screen.findByRole('region', { name: 'Aguardando envio (1)' });
      expect(within(waiting).getByRole('listitem')).toHaveTextContent(
        'Aviso à equipe: Não consigo entregar agora',
      );
      expect(within(waiting).queryByText('Doação')).not.toBeInTheDocument();
      expect(server.leaderWrite).not.toHaveBeenCalled();

      connected = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });

      expect(await screen.findByText('Todos os registros foram enviados.')).toBeInTheDocument();
      expect(server.leaderWrite.mock.calls.map(([write]) => write)).toEqual([
        { kind: 'away', command: { kind: 'cannotDeliver', recordedAt: expect.any(String) } },
      ]);
      expect(sends).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      expect(
        await within(notice).findByText(
          'Em 15/03/2026 às 10h45 você informou: Não consigo entregar agora.',
        ),
      ).toBeInTheDocument();
      expect(
        within(notice).getByText(
          'A equipe foi avisada e pode passar suas doações para outra pessoa.',
        ),
      ).toBeInTheDocument();
    });
  });
});
