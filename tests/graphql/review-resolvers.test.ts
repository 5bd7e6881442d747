import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import {
  CloseDonationDocument,
  DonationReviewDocument,
  ReopenDonationDocument,
  UndoClosingDocument,
} from '#graphql/generated/operations.ts';

const ID = 'SP-20260315000000001';
const review = {
  proof: { receipt: { lat: -23.6, lon: -46.6, kmFromSite: 0.5 }, site: null, deliveries: [] },
  anomalies: [{ kind: 'quantityDivergence', text: 'Quantidade recebida diferente da enviada' }],
  audit: [],
  undoWithinMs: null,
};

describe('donation review resolvers', () => {
  it('DonationReview reads GET /donations/{id}/review and keys it by the donation', async () => {
    const { rest } = createTestRest({ [`GET /api/donations/${ID}/review`]: { json: review } });
    const result = await run(DonationReviewDocument, rest, { id: ID });
    expect(result.errors).toBeUndefined();
    expect(result.data?.donationReview).toMatchObject({
      donationId: ID,
      anomalies: review.anomalies,
      proof: review.proof,
    });
  });

  it('CloseDonation posts the status and reason as JSON and surfaces the server’s refusal', async () => {
    const { rest, backend } = createTestRest({
      [`POST /api/donations/${ID}/close`]: {
        status: 409,
        json: {
          message:
            'Só é possível marcar como Devolvido ou Extraviado uma doação que ainda não foi concluída nem encerrada.',
        },
      },
    });
    const result = await run(CloseDonationDocument, rest, {
      id: ID,
      status: 5,
      reason: 'Voltou para a unidade.',
    });
    expect(JSON.parse(String(backend.requests[0]?.body))).toEqual({
      status: 5,
      reason: 'Voltou para a unidade.',
    });
    expect(result.errors?.[0]?.message).toMatch(/^Só é possível marcar/);
  });

  it('UndoClosing posts to …/close/undo and ReopenDonation posts the reason to …/reopen', async () => {
    const { rest, backend } = createTestRest({
      [`POST /api/donations/${ID}/close/undo`]: { json: { ...review, undoWithinMs: null } },
      [`POST /api/donations/${ID}/reopen`]: { json: review },
    });
    expect((await run(UndoClosingDocument, rest, { id: ID })).data?.undoClosing).toMatchObject({
      donationId: ID,
      undoWithinMs: null,
    });
    expect(
      (await run(ReopenDonationDocument, rest, { id: ID, reason: 'Pacote encontrado.' })).errors,
    ).toBeUndefined();
    expect(backend.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `POST /api/donations/${ID}/close/undo`,
      `POST /api/donations/${ID}/reopen`,
    ]);
    expect(JSON.parse(String(backend.requests[1]?.body))).toEqual({ reason: 'Pacote encontrado.' });
  });
});
