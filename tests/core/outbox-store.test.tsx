import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxStore, OUTBOX_DATABASE } from '#src/core/outbox/outbox-store.ts';

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
const position = { lat: -22.98, lon: -43.24 };

const stores: ReturnType<typeof createOutboxStore>[] = [];
const open = (userId: string) => {
  const store = createOutboxStore(userId);
  stores.push(store);
  return store;
};

afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('outbox store (IndexedDB cestas.outbox)', () => {
  // jsdom's Blob does not survive fake-indexeddb's structured clone; the photo's round trip is
  // covered in Chromium by tests/e2e/outbox.spec.ts.
  it('keeps commands in the order they were queued across a reopen', async () => {
    const first = open('joao');
    await first.add('RJ-1', { kind: 'receive', receivedQuantity: 3, photo: photo(), position }, 'k1');
    await first.add('RJ-1', { kind: 'end' }, 'k2');
    first.close();

    const again = open('joao');
    const commands = await again.list();
    expect(commands.map((command) => [command.id, command.order, command.state])).toEqual([
      ['k1', 1, 'pending'],
      ['k2', 2, 'pending'],
    ]);
    const receipt = commands[0]?.payload;
    expect(receipt?.kind === 'receive' && receipt.receivedQuantity).toBe(3);
  });

  it('shows each user only their own commands', async () => {
    await open('joao').add('RJ-1', { kind: 'end' }, 'k1');
    await open('maria').add('RJ-2', { kind: 'end' }, 'k2');
    expect((await open('maria').list()).map((command) => command.id)).toEqual(['k2']);
    expect(await open('maria').get('k1')).toBeUndefined();
  });

  it('a change is seen by the read queued right after it', async () => {
    const store = open('joao');
    const command = await store.add('RJ-1', { kind: 'end' }, 'k1');
    void store.put({ ...command, state: 'failed', failure: 'Recusado.' });
    expect((await store.list())[0]).toMatchObject({ state: 'failed', failure: 'Recusado.' });
    void store.remove('k1');
    expect(await store.list()).toEqual([]);
  });
});

describe('sent commands kept until an answer shows them', () => {
  it('a sent command leaves the queue and is kept by its effect, without photos, across a reopen', async () => {
    const store = open('joao');
    const command = await store.add('RJ-1', { kind: 'deliver', voucherId: 'v1', voucherPosition: 1, delivery: { delivered: false, leaderComment: 'Mudou-se.' }, position }, 'k1');
    await store.markSent(command, 1_000);
    store.close();

    const again = open('joao');
    expect(await again.list()).toEqual([]);
    expect(await again.sent()).toEqual([
      { id: 'k1', donationId: 'RJ-1', order: 1, sentAt: 1_000, effect: { kind: 'deliver', voucherId: 'v1', voucherPosition: 1, delivered: false } },
    ]);
    expect(await open('maria').sent()).toEqual([]);

    // The next command goes after it, so both apply in the order they were made.
    expect((await again.add('RJ-1', { kind: 'end' }, 'k2')).order).toBe(2);
    await again.forgetSent(['k1']);
    expect(await again.sent()).toEqual([]);
  });
});
