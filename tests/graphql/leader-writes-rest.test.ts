import { describe, expect, it } from 'vitest';
import { createTestRest, formEntries } from './fake-backend.ts';
import type { DeliveryCommand } from '#contract/leader-writes.ts';
import { RestError } from '#graphql/rest/rest-error.ts';
import { notDelivered } from '#tests/support/delivery-outcomes.ts';

/** A leader's writes through the one REST client: the command's multipart body, its key, the server's refusal. */

const DONATION = 'SP-20260315000000001';

const delivered: DeliveryCommand = {
  donationId: DONATION,
  voucherId: 'CARTAO-000002',
  lat: -23.55,
  lon: -46.63,
  recordedAt: null,
  delivered: true,
  leaderComment: null,
  receivedName: 'José Pereira',
  receivedCpf: '12345678909',
  receivedContactNumber: '11987654321',
  receivedEmail: 'jose@example.org',
  messageConsent: '2026-11-29',
  photo: new File(['jpeg'], 'entrega.jpg', { type: 'image/jpeg' }),
  invoice: new File(['b'], 'nota.jpg', { type: 'image/jpeg' }),
  receiptCode: 'K7Q2M9XD',
};

const bodyOf = (backend: ReturnType<typeof createTestRest>['backend']) =>
  Object.fromEntries(formEntries(backend.lastRequest()));

describe("a leader's writes through the REST client", () => {
  it('a receipt posts the photo, quantity and position as multipart fields, with its key', async () => {
    const { rest, backend } = createTestRest({
      [`POST /api/donations/${DONATION}/receive`]: { status: 204 },
    });
    await rest.leaderWrite(
      {
        kind: 'receive',
        command: {
          donationId: DONATION,
          receivedQuantity: 3,
          lat: -23.55,
          lon: -46.63,
          recordedAt: null,
          photo: new File(['jpeg'], 'recebimento.jpg', { type: 'image/jpeg' }),
        },
      },
      { idempotencyKey: 'chave-0001' },
    );
    const request = backend.lastRequest();
    expect(request.headers.has('Content-Type')).toBe(false); // fetch sets the multipart boundary
    expect(request.headers.get('Idempotency-Key')).toBe('chave-0001');
    expect(bodyOf(backend)).toEqual({
      receiveDonationFile: 'file:recebimento.jpg',
      receivedQuantity: '3',
      lat: '-23.55',
      lon: '-46.63',
    });
  });

  it('a delivered card sends every field the server reads, both photos and the receipt code', async () => {
    const { rest, backend } = createTestRest({
      [`POST /api/donations/${DONATION}/donate`]: { status: 204 },
    });
    await rest.leaderWrite({ kind: 'deliver', command: delivered });
    expect(bodyOf(backend)).toEqual({
      voucherId: 'CARTAO-000002',
      lat: '-23.55',
      lon: '-46.63',
      delivered: 'true',
      receivedName: 'José Pereira',
      receivedCpf: '12345678909',
      receivedContactNumber: '11987654321',
      receivedEmail: 'jose@example.org',
      messageConsent: '2026-11-29',
      donateDonationFile: 'file:entrega.jpg',
      invoiceFile: 'file:nota.jpg',
      receiptCode: 'K7Q2M9XD',
    });
  });

  it('a card not delivered sends the reason and leaves the empty recipient fields out', async () => {
    const { rest, backend } = createTestRest({
      [`POST /api/donations/${DONATION}/donate`]: { status: 204 },
    });
    await rest.leaderWrite({
      kind: 'deliver',
      command: {
        ...delivered,
        ...notDelivered('Família não estava em casa.'),
        receiptCode: null,
      },
    });
    expect(bodyOf(backend)).toEqual({
      voucherId: 'CARTAO-000002',
      lat: '-23.55',
      lon: '-46.63',
      delivered: 'false',
      leaderComment: 'Família não estava em casa.',
    });
  });

  it('the end posts no body, and a refusal rejects with the server message as a RestError', async () => {
    const { rest } = createTestRest({
      [`POST /api/donations/${DONATION}/end`]: {
        status: 409,
        json: { message: 'Ainda há cartões sem entrega registrada.' },
      },
    });
    const failure = await rest
      .leaderWrite({ kind: 'end', command: { donationId: DONATION } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RestError);
    expect(failure).toMatchObject({
      status: 409,
      message: 'Ainda há cartões sem entrega registrada.',
    });
  });
});
