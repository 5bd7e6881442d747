import type { Resolvers } from '../generated/resolvers-types.ts';

export const privacyResolvers: Resolvers = {
  Query: {
    accessLog: (_parent, { filter }, { rest }) => rest.accessLog(filter),
  },
  Mutation: {
    exportAccessLog: (_parent, { filter }, { rest }) => rest.exportAccessLog(filter),
    verifyAccessLog: (_parent, _args, { rest }) => rest.verifyAccessLog(),
    subjectRecord: (_parent, { cpf }, { rest }) => rest.subjectRecord(cpf),
    exportSubject: (_parent, { cpf }, { rest }) => rest.exportSubject(cpf),
    correctSubject: (_parent, args, { rest }) => rest.correctSubject(args),
    anonymiseSubject: (_parent, { cpf, reason }, { rest }) => rest.anonymiseSubject(cpf, reason),
  },
};
