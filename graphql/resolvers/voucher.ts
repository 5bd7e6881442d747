import type { Resolvers } from '../generated/resolvers-types.ts';

export const voucherResolvers: Resolvers = {
  Query: {
    vouchers: (_parent, { donationId }, { rest }) => rest.listVouchers(donationId),
    voucherPhotoUrl: (_parent, { id }, { rest }) => rest.voucherPhotoUrl(id),
    voucher: (_parent, { id }, { rest }) => rest.voucher(id),
  },
  Mutation: {
    revealVoucher: (_parent, { id, reason }, { rest }) => rest.revealVoucher(id, reason),
  },
};
