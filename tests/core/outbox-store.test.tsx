import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxStore, OUTBOX_DATABASE } from '#src/core/outbox/outbox-store.ts';
import {
  awayWrite,
  endWrite,
  notDeliveredWrite,
  receiptWrite,
} from '#tests/support/queued-writes.ts';
import { notDelivered } from '#tests/support/delivery-outcomes.ts';

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });

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
    await first.add(...receiptWrite('RJ-1', 3, photo()), 'k1');
    await first.add(...endWrite('RJ-1'), 'k2');
    first.close();

    const again = open('joao');
    const commands = await again.list();
    expect(commands.map((command) => [command.id, command.order, command.state])).toEqual([
      ['k1', 1, 'pending'],
      ['k2', 2, 'pending'],
    ]);
    expect(commands[0]?.effect).toEqual({ kind: 'receive', receivedQuantity: 3 });
    expect(commands[0]?.write.kind).toBe('receive');
    expect(commands[1]?.write).toEqual({ kind: 'end', command: { donationId: 'RJ-1' } });
  });

  it('shows each user only their own commands', async () => {
    await open('joao').add(...endWrite('RJ-1'), 'k1');
    await open('maria').add(...endWrite('RJ-2'), 'k2');
    expect((await open('maria').list()).map((command) => command.id)).toEqual(['k2']);
    expect(await open('maria').get('k1')).toBeUndefined();
  });

  it('a change is seen by the read queued right after it', async () => {
    const store = open('joao');
    const command = await store.add(...endWrite('RJ-1'), 'k1');
    void store.put({ ...command, state: 'failed', failure: 'Recusado.' });
    expect((await store.list())[0]).toMatchObject({ state: 'failed', failure: 'Recusado.' });
    void store.remove('k1');
    expect(await store.list()).toEqual([]);
  });
});

describe('sent commands kept until an answer shows them', () => {
  it('a sent command leaves the queue and is kept by its effect, without photos, across a reopen', async () => {
    const store = open('joao');
    const command = await store.add(...notDeliveredWrite('RJ-1', 'v1', 1), 'k1');
    await store.markSent(command, 1_000);
    store.close();

    const again = open('joao');
    expect(await again.list()).toEqual([]);
    expect(await again.sent()).toEqual([
      {
        id: 'k1',
        donationId: 'RJ-1',
        order: 1,
        sentAt: 1_000,
        effect: { kind: 'deliver', voucherId: 'v1', voucherPosition: 1, delivered: false },
      },
    ]);
    expect(await open('maria').sent()).toEqual([]);

    // The next command goes after it, so both apply in the order they were made.
    expect((await again.add(...endWrite('RJ-1'), 'k2')).order).toBe(2);
    await again.forgetSent(['k1']);
    expect(await again.sent()).toEqual([]);
  });

  it('the away report, about no donation, leaves the device once sent', async () => {
    const store = open('joao');
    const command = await store.add(...awayWrite('symptoms'), 'k1');
    expect(command).toMatchObject({ donationId: '', effect: { kind: 'away', report: 'symptoms' } });
    await store.markSent(command, 1_000);
    expect(await store.list()).toEqual([]);
    expect(await store.sent()).toEqual([]);
  });
});

/** An outbox database as an older app left it: version `version`, with these records. */
async function olderDatabase(version: number, records: object[]) {
  const old = await openDB(OUTBOX_DATABASE, version, {
    upgrade(db) {
      db.createObjectStore('commands', { keyPath: 'id' }).createIndex('byUser', 'userId');
      db.createObjectStore('sent', { keyPath: 'id' }).createIndex('byUser', 'userId');
    },
  });
  for (const record of records) await old.put('commands', record);
  old.close();
}

const common = { donationId: 'RJ-1', attempts: 2, state: 'pending', failure: null, userId: 'joao' };

/** A card not delivered, as the outbox keeps it now. */
const notDeliveredNow = {
  kind: 'deliver',
  command: {
    donationId: 'RJ-1',
    voucherId: 'v1',
    lat: -22.98,
    lon: -43.24,
    recordedAt: null,
    ...notDelivered('Mudou-se.'),
    receiptCode: null,
  },
};

const carriedOver = [
  {
    id: 'k1',
    donationId: 'RJ-1',
    order: 1,
    attempts: 2,
    state: 'pending',
    failure: null,
    effect: { kind: 'deliver', voucherId: 'v1', voucherPosition: 1, delivered: false },
    write: notDeliveredNow,
  },
  {
    id: 'k2',
    donationId: 'RJ-1',
    order: 2,
    attempts: 2,
    state: 'pending',
    failure: null,
    effect: { kind: 'end' },
    write: { kind: 'end', command: { donationId: 'RJ-1' } },
  },
];

describe('commands queued by an older app are carried over with the same key, order and state', () => {
  it("database version 2: the flow's own input", async () => {
    await olderDatabase(2, [
      {
        ...common,
        id: 'k1',
        order: 1,
        payload: {
          kind: 'deliver',
          voucherId: 'v1',
          voucherPosition: 1,
          delivery: { delivered: false, leaderComment: 'Mudou-se.' },
          position: { lat: -22.98, lon: -43.24 },
        },
      },
      { ...common, id: 'k2', order: 2, payload: { kind: 'end' } },
    ]);
    expect(await open('joao').list()).toEqual(carriedOver);
  });

  it('database version 3: the GraphQL mutation and its variables', async () => {
    await olderDatabase(3, [
      {
        ...common,
        id: 'k1',
        order: 1,
        effect: { kind: 'deliver', voucherId: 'v1', voucherPosition: 1, delivered: false },
        mutation: {
          operationName: 'DeliverVoucher',
          variables: {
            donationId: 'RJ-1',
            input: {
              voucherId: 'v1',
              lat: -22.98,
              lon: -43.24,
              delivered: false,
              leaderComment: 'Mudou-se.',
            },
          },
        },
      },
      {
        ...common,
        id: 'k2',
        order: 2,
        effect: { kind: 'end' },
        mutation: { operationName: 'EndDonation', variables: { id: 'RJ-1' } },
      },
    ]);
    expect(await open('joao').list()).toEqual(carriedOver);
  });
});
