import type { Resolvers } from '../generated/resolvers-types.ts';

export const voucherResolvers: Resolvers = {
  Query: {
    vouchers: (_parent, { donationId }, { rest }) => rest.listVouchers(donationId),
    voucherPhotoUrl: (_parent, { id }, { rest }) => rest.voucherPhotoUrl(id),
    voucher: (_parent, { id }, { rest }) => rest.voucher(id),
  },
  Mutation: {
    revealVoucher: (_parent, { id, reason }, { rest }) => rest.revealVoucher(id, reason),
    deliverVoucher: async (
      _parent,
      { donationId, input },
      { rest, onUploadProgress, idempotencyKey },
    ) => {
      await rest.deliverVoucher(
        {
          donationId,
          voucherId: input.voucherId,
          lat: input.lat,
          lon: input.lon,
          delivered: input.delivered,
          leaderComment: input.leaderComment ?? null,
          receivedName: input.receivedName ?? null,
          receivedCpf: input.receivedCpf ?? null,
          receivedContactNumber: input.receivedContactNumber ?? null,
          receivedEmail: input.receivedEmail ?? null,
          photo: input.file ?? null,
          invoice: input.invoiceFile ?? null,
          receiptCode: input.receiptCode ?? null,
          recordedAt: null,
        },
        { onProgress: onUploadProgress, idempotencyKey },
      );
      return true;
    },
  },
};
