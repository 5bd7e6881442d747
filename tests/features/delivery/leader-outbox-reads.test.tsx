import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMockedSchema, type MockResolvers } from '#graphql/mocks.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { OutboxCommand } from '#machines/outbox-command.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import {
  commandsAhead,
  createOutboxStore,
  OUTBOX_DATABASE,
  type OutboxStore,
} from '#src/core/outbox/outbox-store.ts';
import { createDonationFlowLogic } from '#src/features/delivery/shared/leader-flow-actors.ts';
import { notDeliveredWrite } from '#tests/support/queued-writes.ts';
import { DONATION_ID, fakeBackend, fakeDonation } from './leader-flow-harness.tsx';

/**
 * The chaos test's races (docs/offline.md, "Outbox"): an answer about the donation that is older
 * than a send must not hide the card the leader already recorded, or the next card is refused
 * with 'Registre antes a entrega dos cartões anteriores.'
 */

const stores: OutboxStore[] = [];

afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DATABASE);
    request.onsuccess = request.onerror = () => resolve();
  });
});

function deviceOutbox(): { store: OutboxStore; outbox: Outbox } {
  const store = createOutboxStore('joao');
  stores.push(store);
  const outbox: Outbox = {
    actor: createActor(outboxMachine, { input: {} }),
    ...commandsAhead(store),
    submit: () => Promise.reject(new Error('not used here')),
    dispose: () => undefined,
  };
  return { store, outbox };
}

const cardOneNotDelivered = (store: OutboxStore): Promise<OutboxCommand> =>
  store.add(...notDeliveredWrite(DONATION_ID, '506700000001', 1), 'chave-cartao-1');

async function loadedCards(resolvers: MockResolvers, outbox: Outbox) {
  const client = createApolloClient({ schema: createMockedSchema({}, resolvers) });
  const flow = createActor(createDonationFlowLogic(client, outbox, outbox), {
    input: { donationId: DONATION_ID, resumeDelivery: true, requestedVoucherId: null },
  }).start();
  const loaded = await waitFor(flow, (snapshot) => snapshot.context.donation !== null);
  flow.stop();
  return loaded.context.donation?.vouchers.map((voucher) => voucher.status);
}

describe('the donation as the leader sees it, with the outbox', () => {
  it('keeps card 1 recorded when its send finishes while an older answer is on the way', async () => {
    const { store, outbox } = deviceOutbox();
    const card = await cardOneNotDelivered(store);
    const { resolvers } = fakeBackend(fakeDonation(3));
    // The server read the donation before card 1 arrived; the send completes before the answer does.
    const raced = {
      ...resolvers,
      Query: {
        ...resolvers.Query,
        donationDetails: async () => {
          const older = resolvers.Query.donationDetails();
          await store.markSent(card, Date.now());
          return older;
        },
      },
    };

    expect(await loadedCards(raced, outbox)).toEqual([3, 1, 1]);
  });

  it('applies a sent card to a saved answer from before the send, and lets it go once an answer shows it', async () => {
    const { store, outbox } = deviceOutbox();
    await store.markSent(await cardOneNotDelivered(store), Date.now());
    const backend = fakeBackend(fakeDonation(3));

    expect(await loadedCards(backend.resolvers, outbox)).toEqual([3, 1, 1]);
    expect(await store.sent()).toHaveLength(1);

    backend.donation.vouchers[0]!.status = 3;
    expect(await loadedCards(backend.resolvers, outbox)).toEqual([3, 1, 1]);
    expect(await store.sent()).toEqual([]);
  });
});
