import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import { clearDraft, DRAFT_TTL_MS, loadDraft, saveDraft } from '#src/core/drafts/draft-store.ts';
import { closeDraftsDatabase } from '#src/core/drafts/draft-database.ts';
import {
  voucherDeliveryDraftKey,
  receiptProofDraftKey,
  type DraftRecord,
} from '#src/core/drafts/draft-record.ts';

installFakeIndexedDb();

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'entrega.jpg', {
  type: 'image/jpeg',
});

const draft: DraftRecord = {
  fields: { receivedName: 'Josefa Ribeiro', receivedCpf: '123.456.789-09' },
  status: 'delivered',
  photos: {
    photo: {
      blob: photo,
      name: 'entrega.jpg',
      type: 'image/jpeg',
      originalSize: 2_000_000,
      width: 1600,
      height: 1200,
    },
    invoice: null,
  },
  // A minute ago: drafts live 72 hours on the device's clock.
  savedAt: Date.now() - 60_000,
};

describe('the draft store', () => {
  afterEach(() => vi.restoreAllMocks());

  it("forgets a family's data never sent after 72 hours, every such draft, not only the one read", async () => {
    const savedAt = Date.UTC(2026, 10, 22, 17, 32);
    const old = voucherDeliveryDraftKey('joao', '506700000009');
    const other = receiptProofDraftKey('joao', 'SP-20261101000000009');
    await saveDraft(old, { ...draft, savedAt });
    await saveDraft(other, { ...draft, savedAt });
    expect(await loadDraft(old, savedAt + DRAFT_TTL_MS - 60_000)).not.toBeNull();
    expect(await loadDraft(old, savedAt + DRAFT_TTL_MS)).toBeNull();
    expect(await loadDraft(other, savedAt)).toBeNull();
  });

  it('gives back the fields, the status and the photo bytes saved for a user and a card', async () => {
    expect(await saveDraft(voucherDeliveryDraftKey('joao', '506700000001'), draft)).toBe('saved');

    const back = await loadDraft(voucherDeliveryDraftKey('joao', '506700000001'));
    expect(back).toMatchObject({
      fields: draft.fields,
      status: 'delivered',
      savedAt: draft.savedAt,
    });
    const saved = back?.photos.photo;
    expect(saved).toMatchObject({
      name: 'entrega.jpg',
      type: 'image/jpeg',
      originalSize: 2_000_000,
    });
    expect(new Uint8Array(await (saved?.blob as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    );
  });

  it("never gives one user's draft to another, nor one card's to another card or form", async () => {
    await saveDraft(voucherDeliveryDraftKey('joao', '506700000001'), draft);

    expect(await loadDraft(voucherDeliveryDraftKey('maria', '506700000001'))).toBeNull();
    expect(await loadDraft(voucherDeliveryDraftKey('joao', '506700000002'))).toBeNull();
    expect(await loadDraft(receiptProofDraftKey('joao', '506700000001'))).toBeNull();
  });

  it('removes a draft once cleared, leaving the others', async () => {
    await saveDraft(voucherDeliveryDraftKey('joao', '506700000001'), draft);
    await saveDraft(voucherDeliveryDraftKey('joao', '506700000002'), draft);

    await clearDraft(voucherDeliveryDraftKey('joao', '506700000001'));

    expect(await loadDraft(voucherDeliveryDraftKey('joao', '506700000001'))).toBeNull();
    expect(await loadDraft(voucherDeliveryDraftKey('joao', '506700000002'))).not.toBeNull();
  });

  it('says so when the device has no room for the draft', async () => {
    await loadDraft(voucherDeliveryDraftKey('joao', '506700000001')); // the database exists
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('O disco está cheio', 'QuotaExceededError');
    });

    expect(await saveDraft(voucherDeliveryDraftKey('joao', '506700000001'), draft)).toBe('noSpace');
  });

  it('keeps nothing, and fails nothing, where IndexedDB cannot be used (private mode)', async () => {
    await closeDraftsDatabase();
    vi.spyOn(globalThis.indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('IndexedDB desativado', 'InvalidStateError');
    });

    expect(await saveDraft(voucherDeliveryDraftKey('joao', '506700000001'), draft)).toBe(
      'unavailable',
    );
    expect(await loadDraft(voucherDeliveryDraftKey('joao', '506700000001'))).toBeNull();
    await expect(
      clearDraft(voucherDeliveryDraftKey('joao', '506700000001')),
    ).resolves.toBeUndefined();
  });
});
