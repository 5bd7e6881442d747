import { describe, expect, it } from 'vitest';
import { execute, GraphQLError } from 'graphql';
import { createMockedSchema } from '#graphql/mocks.ts';
import {
  DonationDetailsDocument,
  ProfileDocument,
  UploadChargeDocument,
} from '#graphql/generated/operations.ts';

describe('mocked schema', () => {
  it('gives realistic pt-BR data with distinct donation and voucher ids', async () => {
    const result = await execute({
      schema: createMockedSchema(),
      document: DonationDetailsDocument,
      variableValues: { id: 'SP-20260315000000001' },
    });
    const details = result.data?.donationDetails as {
      donationId: string;
      statusText: string;
      vouchers: Array<{ voucherId: string; statusText: string }>;
    };
    expect(details.donationId).toMatch(/^[A-Z]{2}-\d{17}$/);
    expect(details.statusText).toBe('Esperando recebimento');
    expect(new Set(details.vouchers.map((voucher) => voucher.voucherId)).size).toBe(3);
    expect(details.vouchers.every((voucher) => voucher.statusText === 'Recebido pelo líder')).toBe(
      true,
    );
  });

  it('lets a test replace a type mock and a resolver', async () => {
    const schema = createMockedSchema(
      { User: () => ({ name: 'Ana Costa', role: 'admin' }) },
      {
        Mutation: {
          uploadCharge: () => {
            throw new GraphQLError('Arquivo inválido', { extensions: { code: 'BAD_USER_INPUT' } });
          },
        },
      },
    );
    const profile = await execute({ schema, document: ProfileDocument });
    expect(profile.data?.profile).toMatchObject({ name: 'Ana Costa', role: 'admin' });

    const upload = await execute({
      schema,
      document: UploadChargeDocument,
      variableValues: { type: 'voucher', file: new Blob(['x']) },
    });
    expect(upload.errors?.[0]?.message).toBe('Arquivo inválido');
  });
});
