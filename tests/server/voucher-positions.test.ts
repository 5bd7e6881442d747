import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherWriter, type VoucherLine } from '#server/domain/charges/charge-voucher.ts';
import type { ValidatedRow } from '#server/domain/charges/charge-types.ts';
import { demo, startTestServer, type TestServer } from './harness.ts';
import { donationIdsOf } from './route-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

class RolledBack extends Error {}

describe('a voucher load that forgets the donations it wrote to', () => {
  it('numbers their cards on from the cards it wrote itself', async () => {
    const [a] = await donationIdsOf(server, demo.maria, 1);
    const [b] = await donationIdsOf(server, demo.joao, 1);
    if (a === undefined || b === undefined)
      throw new Error('Maria and João each have a waiting donation in the demo data');
    const chunk = (...cards: [string, string][]): ValidatedRow<VoucherLine>[] =>
      cards.map(([voucherId, donationId], index) => ({
        line: index + 2,
        value: { voucherId, donationId },
      }));
    const positions = `SELECT voucher_id, position FROM vouchers WHERE donation_id = $1 AND voucher_id LIKE 'ESQUECE-%' ORDER BY position`;

    const written = server.db.transaction(async (tx) => {
      const lastOf = async (id: string) =>
        Number(
          (
            await tx.query<{ n: number }>(
              'SELECT coalesce(max(position), 0)::int AS n FROM vouchers WHERE donation_id = $1',
              [id],
            )
          )[0]!.n,
        );
      const [lastA, lastB] = [await lastOf(a), await lastOf(b)];
      // Remembering one donation at most: every chunk finds the others forgotten.
      const [load] = await tx.query<{ id: string }>(
        `SELECT id FROM loads WHERE type = 'voucher' LIMIT 1`,
      );
      const write = voucherWriter({ tx, now: new Date(), loadId: load!.id }, 1);
      await write(chunk(['ESQUECE-1', a], ['ESQUECE-2', b]));
      await write(chunk(['ESQUECE-3', a]));
      await write(chunk(['ESQUECE-4', b], ['ESQUECE-5', a]));
      expect(await tx.query(positions, [a])).toEqual([
        { voucher_id: 'ESQUECE-1', position: lastA + 1 },
        { voucher_id: 'ESQUECE-3', position: lastA + 2 },
        { voucher_id: 'ESQUECE-5', position: lastA + 3 },
      ]);
      expect(await tx.query(positions, [b])).toEqual([
        { voucher_id: 'ESQUECE-2', position: lastB + 1 },
        { voucher_id: 'ESQUECE-4', position: lastB + 2 },
      ]);
      throw new RolledBack();
    });
    await expect(written).rejects.toThrow(RolledBack);
  });
});
