import type { Resolvers } from '../generated/resolvers-types.ts';

/** A stage change answers the complaint read again, so the screen shows the new history line. */
export const complaintResolvers: Resolvers = {
  Query: {
    complaints: (_parent, { filter }, { rest }) => rest.complaints(filter ?? {}),
    complaint: (_parent, { id }, { rest }) => rest.complaint(id),
    complaintCounts: (_parent, _args, { rest }) => rest.complaintCounts(),
  },
  Mutation: {
    changeComplaintStage: async (_parent, { id, stage, note, publicAnswer }, { rest }) => {
      await rest.changeComplaintStage(id, { stage, note, publicAnswer });
      return rest.complaint(id);
    },
    openComplaint: (_parent, { complaint }, { rest }) => rest.openComplaint(complaint),
    revealComplaintContact: (_parent, { id, reason }, { rest }) =>
      rest.revealComplaintContact(id, reason),
  },
};
