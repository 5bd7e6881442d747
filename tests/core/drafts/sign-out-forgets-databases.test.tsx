import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import { forgetEverythingStored } from '#src/core/session/stored-session-flag.ts';
import { loadDraft, saveDraft } from '#src/core/drafts/draft-store.ts';
import { voucherDeliveryDraftKey } from '#src/core/drafts/draft-record.ts';
import { createOutboxStore } from '#src/core/outbox/outbox-store.ts';
import { endWrite } from '#tests/support/queued-writes.ts';

installFakeIndexedDb();

const databaseNames = async () => (await indexedDB.databases()).map(({ name }) => name).sort();

describe('sign-out (forgetEverythingStored)', () => {
  it('deletes every cestas.* IndexedDB database, even one still open, and leaves other sites alone', async () => {
    const key = voucherDeliveryDraftKey('joao', '506700000001');
    await saveDraft(key, {
      fields: { receivedName: 'Josefa' },
      status: 'delivered',
      photos: {},
      savedAt: 1,
    });
    // Another part of the app (the outbox) with a database of its own, kept open.
    const outbox = await openDB('cestas.outbox', 1, {
      upgrade: (db) => void db.createObjectStore('commands'),
      blocking: () => outbox.close(),
    });
    await openDB('outro-app', 1).then((db) => db.close());
    localStorage.setItem('cestas.session', '{}');
    expect(await databaseNames()).toEqual(['cestas.drafts', 'cestas.outbox', 'outro-app']);

    await forgetEverythingStored();

    expect(await databaseNames()).toEqual(['outro-app']);
    expect(localStorage.getItem('cestas.session')).toBeNull();
    // The next user starts with nothing, and drafts work again.
    expect(await loadDraft(key)).toBeNull();
  });

  it('deletes the known databases (drafts, outbox) where the browser cannot list them', async () => {
    await saveDraft(voucherDeliveryDraftKey('joao', '506700000001'), {
      fields: {},
      status: null,
      photos: {},
      savedAt: 1,
    });
    await createOutboxStore('joao').add(...endWrite('RJ-1'), 'chave-0001');
    // Firefox before 126 has no indexedDB.databases().
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });

    await forgetEverythingStored();

    delete (indexedDB as { databases?: unknown }).databases;
    expect(await databaseNames()).toEqual([]);
  });

  it('after a refused refresh keeps the outbox and the drafts (what the leader has not sent), and nothing else', async () => {
    const key = voucherDeliveryDraftKey('joao', '506700000002');
    await saveDraft(key, {
      fields: { receivedName: 'Josefa' },
      status: 'delivered',
      photos: {},
      savedAt: Date.now(),
    });
    const outbox = createOutboxStore('joao');
    await outbox.add(...endWrite('RJ-2'), 'chave-0002');
    localStorage.setItem('cestas.session', '{}');
    localStorage.setItem('cestas.apollo-cache', '{}');

    await forgetEverythingStored({ keepUnsent: true });

    expect(localStorage.getItem('cestas.session')).toBeNull();
    expect(localStorage.getItem('cestas.apollo-cache')).toBeNull();
    // Signed in again, she finds her unsent end of delivery and her half-filled form.
    expect(await createOutboxStore('joao').list()).toHaveLength(1);
    expect((await loadDraft(key))?.fields.receivedName).toBe('Josefa');
    await forgetEverythingStored();
  });

  it('still clears localStorage where IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    localStorage.setItem('cestas.apollo-cache', '{}');

    await expect(forgetEverythingStored()).resolves.toBeUndefined();

    expect(localStorage.getItem('cestas.apollo-cache')).toBeNull();
    vi.unstubAllGlobals();
  });
});
