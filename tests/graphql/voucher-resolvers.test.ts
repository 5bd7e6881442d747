import { describe, expect, it } from 'vitest';
import { createTestRest, formEntries } from './fake-backend.ts';
import { run } from './execute-operation.ts';
import { deliveredVoucher, pendingVoucher } from './fixtures.ts';
import {
  DeliverVoucherDocument,
  VoucherPhotoUrlDocument,
  VouchersDocument,
} from '#graphql/generated/operations.ts';

const DONATE_PATH = 'POST /api/donations/SP-20260315000000001/donate';

describe('voucher resolvers', () => {
  it('vouchers asks GET /vouchers?donationId= and returns them in delivery order', async () => {
    const { rest, backend } = createTestRest({
      'GET /api/vouchers': { json: { vouchers: [deliveredVoucher, pendingVoucher] } },
    });
    const result = await run(VouchersDocument, rest, { donationId: 'SP-20260315000000001' });
    expect(result.data?.vouchers).toEqual([deliveredVoucher, pendingVoucher]);
    expect(backend.lastRequest().url.search).toBe('?donationId=SP-20260315000000001');
  });

  it('deliverVoucher (delivered) sends every field the server reads as multipart', async () => {
    const { rest, backend } = createTestRest({ [DONATE_PATH]: { status: 204 } });
    const result = await run(DeliverVoucherDocument, rest, {
      donationId: 'SP-20260315000000001',
      input: {
        voucherId: 'CARTAO-000002',
        lat: -23.55,
        lon: -46.63,
        delivered: true,
        receivedCpf: '12345678909',
        receivedName: 'José Pereira',
        receivedContactNumber: '11987654321',
        receivedEmail: 'jose@example.org',
        leaderComment: 'Entregue na casa da família.',
        file: new File(['jpeg'], 'entrega.jpg', { type: 'image/jpeg' }),
        receiptCode: 'K7Q2M9XD',
      },
    });
    expect(result).toEqual({ data: { deliverVoucher: true } });
    expect(Object.fromEntries(formEntries(backend.lastRequest()))).toEqual(
      Object.fromEntries([
        ['voucherId', 'CARTAO-000002'],
        ['lat', '-23.55'],
        ['lon', '-46.63'],
        ['delivered', 'true'],
        ['receivedCpf', '12345678909'],
        ['receivedName', 'José Pereira'],
        ['receivedContactNumber', '11987654321'],
        ['receivedEmail', 'jose@example.org'],
        ['leaderComment', 'Entregue na casa da família.'],
        ['receiptCode', 'K7Q2M9XD'],
        ['donateDonationFile', 'file:entrega.jpg'],
      ]),
    );
  });

  it('deliverVoucher (not delivered) sends the comment and leaves the empty recipient fields out', async () => {
    const { rest, backend } = createTestRest({ [DONATE_PATH]: { status: 204 } });
    await run(DeliverVoucherDocument, rest, {
      donationId: 'SP-20260315000000001',
      input: {
        voucherId: 'CARTAO-000002',
        lat: -23.55,
        lon: -46.63,
        delivered: false,
        receivedName: '',
        receivedCpf: null,
        leaderComment: 'Família não estava em casa.',
      },
    });
    expect(Object.fromEntries(formEntries(backend.lastRequest()))).toEqual(
      Object.fromEntries([
        ['voucherId', 'CARTAO-000002'],
        ['lat', '-23.55'],
        ['lon', '-46.63'],
        ['delivered', 'false'],
        ['leaderComment', 'Família não estava em casa.'],
      ]),
    );
  });

  it('deliverVoucher sends the optional invoice photo as invoiceFile', async () => {
    const { rest, backend } = createTestRest({ [DONATE_PATH]: { status: 204 } });
    await run(DeliverVoucherDocument, rest, {
      donationId: 'SP-20260315000000001',
      input: {
        voucherId: 'CARTAO-000002',
        lat: 1,
        lon: 2,
        delivered: true,
        receivedName: 'José Pereira',
        file: new File(['a'], 'entrega.png', { type: 'image/png' }),
        invoiceFile: new File(['b'], 'nota.jpg', { type: 'image/jpeg' }),
      },
    });
    expect(Object.fromEntries(formEntries(backend.lastRequest()))).toMatchObject({
      donateDonationFile: 'file:entrega.png',
      invoiceFile: 'file:nota.jpg',
    });
  });

  it('deliverVoucher shows the server message when the voucher is out of order', async () => {
    const { rest } = createTestRest({
      [DONATE_PATH]: {
        status: 409,
        json: { message: 'Registre a entrega do cartão anterior primeiro.' },
      },
    });
    const result = await run(DeliverVoucherDocument, rest, {
      donationId: 'SP-20260315000000001',
      input: {
        voucherId: 'CARTAO-000003',
        lat: 1,
        lon: 2,
        delivered: false,
        leaderComment: 'Ausente.',
      },
    });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Registre a entrega do cartão anterior primeiro.',
      extensions: { code: 'CONFLICT', status: 409 },
    });
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
