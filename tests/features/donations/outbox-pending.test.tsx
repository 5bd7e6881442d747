import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { OutboxCommand, SendOutcome } from '#machines/outbox-command.ts';
import { asApplied } from '#machines/outbox-overlay.ts';
import { queueOfThree } from '#machines/outbox.paths.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import { createSessionScope } from '#src/core/session-scope/session-scope.ts';
import { SessionScopeProvider } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { AppRoutes } from '#src/shell/routes.tsx';
import { createMockedSchema } from '#graphql/mocks.ts';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { fakeSession, renderScreen } from '#tests/support/render-with-session.tsx';

/**
 * The leader's outbox as a person meets it: the pending section of /donation-list with a refused
 * record ('Tentar novamente', 'Descartar' after a question) and the warning before sign-out.
 */

const REFUSAL = 'Esta doação não está mais esperando recebimento.';

/** An outbox over a queue in memory; the server refuses `refuse` once and takes everything else. */
function memoryOutbox(queue: OutboxCommand[], refuse: string | null): Outbox {
  let stored = queue;
  const refused = new Set<string>();
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise(async () => stored),
      sendCommand: fromPromise<SendOutcome, OutboxCommand>(async ({ input }) => {
        if (input.id === refuse && !refused.has(input.id)) {
          refused.add(input.id);
          // As the real sender does for a refusal: the stored command is marked failed.
          stored = stored.map((c) =>
            c.id === input.id ? { ...c, state: 'failed', failure: REFUSAL } : c,
          );
          return { kind: 'failed', status: 409, message: REFUSAL };
        }
        stored = stored.filter((command) => command.id !== input.id);
        return { kind: 'sent' };
      }),
    },
    actions: {
      retryCommand: (_, { id }) => {
        stored = stored.map((c) => (c.id === id ? { ...c, state: 'pending', failure: null } : c));
      },
      discardCommand: (_, { id }) => {
        stored = stored.filter((c) => c.id !== id);
      },
    },
  });
  const actor = createActor(logic, { input: { random: () => 0.5 } }).start();
  actor.send({ type: 'START' });
  return {
    actor,
    submit: () => Promise.reject(new Error('not used')),
    ahead: async () => stored.map(asApplied),
    sent: async () => [],
    confirm: async () => undefined,
    dispose: () => actor.stop(),
  };
}

function renderWithOutbox(path: string, outbox: Outbox, checklistDone = true) {
  const apollo = createApolloClient({ schema: createMockedSchema({}) });
  function Shell({ children }: { children: ReactNode }) {
    const userId = useSessionView().user?.id ?? '';
    const [scope] = useState(() =>
      createSessionScope({
        userId,
        apollo,
        storage: localStorage,
        persistCache: false,
        createOutbox: () => outbox,
      }),
    );
    return <SessionScopeProvider scope={scope}>{children}</SessionScopeProvider>;
  }
  return renderScreen(<AppRoutes signedInShell={Shell} />, {
    path,
    session: fakeSession({ signedIn: { role: 'leader', checklistDone } }),
  });
}

describe('/donation-list: records waiting to be sent', () => {
  beforeEach(() => grantLocation());

  it('a refused record stays with the reason; Descartar asks first, then the rest is sent', async () => {
    const user = userEvent.setup();
    renderWithOutbox('/donation-list', memoryOutbox(queueOfThree(), 'c1'));

    const section = await screen.findByRole('region', { name: 'Aguardando envio (2)' });
    const refused = within(section).getAllByRole('listitem')[0]!;
    expect(refused).toHaveTextContent('Recebimento dos cartões');
    expect(within(refused).getByRole('alert')).toHaveTextContent(REFUSAL);

    await user.click(within(refused).getByRole('button', { name: 'Descartar' }));
    const question = screen.getByRole('dialog', { name: /Descartar este registro\?/ });
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('region', { name: 'Aguardando envio (2)' })).toBeInTheDocument();

    await user.click(within(refused).getByRole('button', { name: 'Descartar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Todos os registros foram enviados.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Aguardando envio/ })).not.toBeInTheDocument();
  });

  it('Tentar novamente sends the refused record again', async () => {
    const user = userEvent.setup();
    renderWithOutbox('/donation-list', memoryOutbox(queueOfThree(), 'c1'));
    const section = await screen.findByRole('region', { name: 'Aguardando envio (2)' });
    await user.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Todos os registros foram enviados.')).toBeInTheDocument();
  });
});

describe('sign-out with records not sent', () => {
  it('warns with the count before signing out', async () => {
    const user = userEvent.setup();
    // One donation whose receipt is refused: it and the two after it stay on the device.
    const outbox = memoryOutbox(
      queueOfThree().map((command) => ({ ...command, donationId: 'RJ-1' })),
      'c1',
    );
    const view = renderWithOutbox('/profile', outbox);
    await user.click(await screen.findByRole('button', { name: 'Sair da conta' }));
    const warning = await screen.findByRole('dialog', {
      name: 'Há 3 registros ainda não enviados. Sair agora apagará esses registros.',
    });
    await user.click(within(warning).getByRole('button', { name: 'Não' }));
    expect(view.session.calls.signOut).toBe(0);
  });

  it("warns from the checklist's way out for a leader with symptoms too", async () => {
    const user = userEvent.setup();
    const outbox = memoryOutbox(
      queueOfThree().map((command) => ({ ...command, donationId: 'RJ-1' })),
      'c1',
    );
    const view = renderWithOutbox('/checklist', outbox, false);
    await user.click(await screen.findByText('Estou com sintomas, o que fazer?'));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const warning = await screen.findByRole('dialog', {
      name: 'Há 3 registros ainda não enviados. Sair agora apagará esses registros.',
    });
    await user.click(within(warning).getByRole('button', { name: 'Não' }));
    expect(view.session.calls.signOut).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair mesmo assim' }),
    );
    expect(view.session.calls.signOut).toBe(1);
  });

  describe('without a connection', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says at once that signing out needs a connection and that the records stay on the device; no warning to sign out anyway', async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const outbox = memoryOutbox(
        queueOfThree().map((command) => ({ ...command, donationId: 'RJ-1' })),
        'c1',
      );
      const view = renderWithOutbox('/profile', outbox);
      await user.click(await screen.findByRole('button', { name: 'Sair da conta' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sem conexão. Sair da conta precisa de internet. Os 3 registros ainda não enviados ficam guardados neste aparelho até lá.',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/apagará/)).not.toBeInTheDocument();
      expect(view.session.calls.signOut).toBe(0);
    });

    it("says the same from the checklist's way out", async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const outbox = memoryOutbox(
        queueOfThree().map((command) => ({ ...command, donationId: 'RJ-1' })),
        'c1',
      );
      const view = renderWithOutbox('/checklist', outbox, false);
      await user.click(await screen.findByText('Estou com sintomas, o que fazer?'));
      await user.click(screen.getByRole('button', { name: 'Sair' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /Os 3 registros ainda não enviados ficam guardados neste aparelho/,
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(view.session.calls.signOut).toBe(0);
    });
  });
});
