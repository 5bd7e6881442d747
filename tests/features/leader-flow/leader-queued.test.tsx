import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { createActor, fromPromise } from 'xstate';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { OutboxCommand, SendOutcome } from '#machines/outbox-command.ts';
import { asApplied } from '#machines/outbox-overlay.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import type { QueuedCommand } from '#src/core/outbox/outbox-store.ts';
import { describeQueued } from '#src/core/outbox/queued-write-operations.ts';
import { voucherDeliveryDraftKey } from '#src/core/drafts/draft-record.ts';
import { loadDraft } from '#src/core/drafts/draft-store.ts';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import {
  DONATION_ID,
  fakeBackend,
  fakeDonation,
  gate,
  renderLeaderApp,
} from './leader-flow-harness.tsx';

/**
 * The delivering screens with an outbox that cannot send (no connection): what the leader is
 * told after 'Registrar entrega', and how the card list marks what has not reached the server.
 */

/**
 * An outbox in memory under the scope's Apollo client (whose outbox link fills it): every send
 * gets no answer, so queued commands stay queued; or `send` decides.
 */
function unsentOutbox(
  apollo: ApolloClient,
  send?: (command: OutboxCommand) => Promise<SendOutcome>,
): Outbox & { stored: () => QueuedCommand[] } {
  let stored: QueuedCommand[] = [];
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise<OutboxCommand[]>(async () => stored),
      sendCommand: fromPromise<SendOutcome, OutboxCommand>(async ({ input }) => {
        if (!send) return { kind: 'failed', status: 0, message: 'Sem conexão.' };
        const outcome = await send(input);
        if (outcome.kind === 'sent') stored = stored.filter((command) => command.id !== input.id);
        return outcome;
      }),
    },
  });
  const actor = createActor(logic, { input: { random: () => 0.5 } }).start();
  return {
    actor,
    stored: () => stored,
    async enqueue(mutation) {
      const { donationId, effect } = describeQueued(mutation, apollo.cache);
      const command: QueuedCommand = {
        id: `k${stored.length + 1}`,
        donationId,
        order: stored.length + 1,
        attempts: 0,
        state: 'pending',
        failure: null,
        effect,
        mutation,
      };
      stored = [...stored, command];
      actor.send({ type: 'SYNC' });
      return command;
    },
    ahead: async (donationId) =>
      stored.filter((command) => command.donationId === donationId).map(asApplied),
    sent: async () => [],
    confirm: async () => undefined,
    dispose: () => actor.stop(),
  };
}

installFakeIndexedDb();

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: !offline, configurable: true });
}

afterEach(() => goOffline(false));

/** Card 1 'Não entregue'; with a draft key, waits until the form saved itself before confirming. */
async function recordCardOneNotDelivered(draft?: ReturnType<typeof voucherDeliveryDraftKey>) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Cartão 506700000001' });
  await user.selectOptions(screen.getByLabelText('Status da Entrega'), 'Não entregue');
  await user.type(screen.getByLabelText('Motivo da não entrega'), 'Família mudou de endereço.');
  if (draft) await waitFor(async () => expect(await loadDraft(draft)).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Registrar entrega' }));
}

const FIRST = `/donation/${DONATION_ID}/received/current/506700000001/prof`;

describe('a delivery queued on the device', () => {
  it('offline: says it is saved on the device, and the card shows Aguardando envio', async () => {
    goOffline(true);
    let outbox: ReturnType<typeof unsentOutbox> | undefined;
    const backend = fakeBackend(fakeDonation(3));
    renderLeaderApp(FIRST, backend, 'granted', 'joao', (apollo) => (outbox = unsentOutbox(apollo)));
    const draft = voucherDeliveryDraftKey('joao', '506700000001');

    await recordCardOneNotDelivered(draft);

    expect(
      await screen.findByText('Salvo no aparelho. Será enviado quando houver conexão.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Doação realizada com sucesso')).not.toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Cartões desta doação' });
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('Não entregue');
    expect(first).toHaveTextContent('Aguardando envio');
    expect(second).not.toHaveTextContent('Aguardando envio');
    // The queued command is the card's mutation, with what was typed and the card's place; the
    // draft is gone, and nothing went to the server.
    expect(outbox?.stored()).toEqual([
      expect.objectContaining({
        effect: {
          kind: 'deliver',
          voucherId: '506700000001',
          voucherPosition: 1,
          delivered: false,
        },
        mutation: {
          operationName: 'DeliverVoucher',
          variables: {
            donationId: DONATION_ID,
            input: expect.objectContaining({
              voucherId: '506700000001',
              delivered: false,
              leaderComment: 'Família mudou de endereço.',
            }) as unknown,
          },
        },
      }),
    ]);
    expect(backend.calls.deliver).toEqual([]);
    await waitFor(async () => expect(await loadDraft(draft)).toBeNull());
  });

  it('online: keeps the usual success text while the send goes out', async () => {
    renderLeaderApp(FIRST, fakeBackend(fakeDonation(3)), 'granted', undefined, (apollo) =>
      unsentOutbox(apollo),
    );

    await recordCardOneNotDelivered();

    expect(await screen.findByText('Doação realizada com sucesso')).toBeInTheDocument();
  });

  it("reads the donation again once the outbox sent the card, so the server's deadline shows", async () => {
    const backend = fakeBackend(fakeDonation(2));
    const arrives = gate();
    const sendsCard = (apollo: ApolloClient) =>
      unsentOutbox(apollo, async (command) => {
        await arrives.promise;
        if (command.effect.kind !== 'deliver') return { kind: 'sent' };
        // What the server does with the first card: the delivery starts and the 24 h count.
        backend.donation.vouchers[0]!.status = 3;
        Object.assign(backend.donation, {
          status: 3,
          deliveryStarted: '2026-11-21T14:00:00.000Z',
          deadline: '2026-11-22T14:00:00.000Z',
        });
        return { kind: 'sent' };
      });
    renderLeaderApp(FIRST, backend, 'granted', undefined, sendsCard);

    await recordCardOneNotDelivered();
    await screen.findByRole('list', { name: 'Cartões desta doação' });
    expect(screen.queryByText('Prazo final para entrega')).not.toBeInTheDocument();

    arrives.release();
    expect(await screen.findByText('Prazo final para entrega')).toBeInTheDocument();
  });
});
