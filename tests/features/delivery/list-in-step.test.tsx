import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { DonationsDocument } from '#graphql/generated/operations.ts';
import { createMockedSchema } from '#graphql/mocks.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import type { Outbox } from '#src/core/outbox/browser-outbox.ts';
import {
  commandsAhead,
  createOutboxStore,
  OUTBOX_DATABASE,
  type OutboxStore,
} from '#src/core/outbox/outbox-store.ts';
import { LeaderDonationCard } from '#src/features/donations/list/leader/LeaderDonationCard.tsx';
import { createDonationFlowLogic } from '#src/features/delivery/shared/leader-flow-actors.ts';
import { notDeliveredWrite } from '#tests/support/queued-writes.ts';
import { DONATION_ID, fakeBackend, fakeDonation } from './leader-flow-harness.tsx';

/**
 * João's walk (docs/offline.md, "Progress that adds up"): the list was read before he delivered
 * cards 1 and 2 online from the donation screens; card 3 he recorded offline. The list, read
 * offline from its saved answer, must count all three, as the delivering screen does.
 */

const stores: OutboxStore[] = [];

afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DATABASE);
    request.onsuccess = request.onerror = () => resolve();
  });
});

describe("the list's saved answer after cards recorded on the donation screens", () => {
  it('counts the cards a donation answer already showed, plus the one still on the device', async () => {
    const store = createOutboxStore('joao');
    stores.push(store);
    const outbox: Outbox = {
      actor: createActor(outboxMachine, { input: {} }),
      ...commandsAhead(store),
      submit: () => Promise.reject(new Error('not used here')),
      dispose: () => undefined,
    };
    const backend = fakeBackend(fakeDonation(3));
    const client = createApolloClient({ schema: createMockedSchema({}, backend.resolvers) });
    // The list as João opened it: nothing recorded yet.
    await client.query({ query: DonationsDocument });

    // Cards 1 and 2 reach the server; the delivering screen reads the donation again.
    backend.donation.vouchers[0]!.status = 2;
    backend.donation.vouchers[1]!.status = 2;
    const flow = createActor(createDonationFlowLogic(client, outbox, outbox), {
      input: { donationId: DONATION_ID, resumeDelivery: true, requestedVoucherId: null },
    }).start();
    await waitFor(flow, (snapshot) => snapshot.context.donation !== null);
    flow.stop();

    // Card 3 offline: queued on the device; the list shows its saved answer.
    const cardThree = await store.add(
      ...notDeliveredWrite(DONATION_ID, '506700000003', 3),
      'chave-cartao-3',
    );
    const saved = client.readQuery({ query: DonationsDocument })!.donations[0]!;
    render(<LeaderDonationCard donation={saved} queued={[cardThree]} />);

    expect(screen.getByText('3 de 3 cartões registrados')).toBeInTheDocument();
    expect(screen.getByText('2 entregues')).toBeInTheDocument();
    expect(screen.getByText('1 não entregue')).toBeInTheDocument();
    expect(screen.getByText('0 pendentes')).toBeInTheDocument();
  });
});
