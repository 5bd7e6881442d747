import type { Resolvers } from '../generated/resolvers-types.ts';
import type { StatementDryRun } from '#contract/voucher-statement.ts';

/** The statement's contract loads with the call, not with every page's schema. */
const statementKinds = async (run: StatementDryRun) => ({
  ...run,
  kinds: (await import('#contract/voucher-statement.ts')).STATEMENT_KIND_NAMES.map((kind) => ({
    kind,
    count: run.counts[kind] ?? 0,
    lines: run.lines[kind] ?? [],
  })),
});

export const chargeResolvers: Resolvers = {
  Query: {
    charges: (_parent, _args, { rest }) => rest.listCharges(),
    charge: (_parent, { id }, { rest }) => rest.getCharge(id),
    statementDryRun: async (_parent, { loadId }, { rest }) =>
      statementKinds(await rest.statementDryRun(loadId)),
  },
  Mutation: {
    uploadCharge: (_parent, { type, file }, { rest, onUploadProgress }) =>
      rest.uploadCharge(type, file, onUploadProgress),
    confirmStatement: async (_parent, { loadId, reason }, { rest }) =>
      statementKinds(await rest.confirmStatement(loadId, reason ?? null)),
  },
  Charge: {
    // The list does not carry row errors; only GET /load/{id} does.
    errors: async (charge, _args, { rest }) =>
      charge.errors ?? (await rest.getCharge(charge._id)).errors ?? [],
  },
};
