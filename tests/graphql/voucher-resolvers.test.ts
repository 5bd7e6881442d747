import { describe, expect, it } from 'vitest';
import { createTestRest } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { deliveredVoucher, pendingVoucher } from './fixtures.ts';
import { VoucherPhotoUrlDocument, VouchersDocument } from '#graphql/generated/operations.ts';

describe('voucher resolvers', () => {
  it('vouchers asks GET /vouchers?donationId= and returns them in delivery order', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/vouchers': { json: { vouchers: [deliveredVoucher, pendingVoucher] } },
    });
    const result = await run(VouchersDocument, rest, { donationId: 'SP-20260315000000001' });
    expect(result.data?.vouchers).toEqual([deliveredVoucher, pendingVoucher]);
    expect(backend.lastRequest().url.search).toBe('?donationId=SP-20260315000000001');
  });

  it('voucherPhotoUrl returns the link and NOT_FOUND when there is no photo', async () => {
    const ok = createTestRest({
      'GET /api/voucher/CARTAO-000001/url': { json: { url: 'http://localhost:4173/files/xyz' } },
    });
    expect((await run(VoucherPhotoUrlDocument, ok.rest, { id: 'CARTAO-000001' })).data).toEqual({
      voucherPhotoUrl: 'http://localhost:4173/files/xyz',
    });

    const none = createTestRest({
      'GET /api/voucher/CARTAO-000002/url': {
        status: 404,
        json: { message: 'Foto não encontrada.' },
      },
    });
    const result = await run(VoucherPhotoUrlDocument, none.rest, { id: 'CARTAO-000002' });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
