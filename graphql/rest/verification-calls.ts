import {
  createdRoundSchema,
  recordedCallSchema,
  verificationCheckSchema,
  verificationPhoneSchema,
  verificationRoundDetailsSchema,
  verificationRoundListSchema,
} from '#contract/verification.ts';
import type {
  MutationCreateVerificationRoundArgs,
  MutationRecordVerificationOutcomeArgs,
  MutationRevealVerificationPhoneArgs,
  QueryVerificationRoundArgs,
} from '../generated/resolvers-types.ts';
import type { Requester } from './http-transport.ts';

const segment = (value: string) => encodeURIComponent(value);
const round = (id: string) => `/verification/rounds/${segment(id)}`;
const call = (roundId: string, voucherId: string) =>
  `${round(roundId)}/calls/${segment(voucherId)}`;

export const verificationFields = {
  verificationRounds: (request: Requester) =>
    request('GET', '/verification/rounds', verificationRoundListSchema),
  verificationRound: (request: Requester, { id }: QueryVerificationRoundArgs) =>
    request('GET', round(id), verificationRoundDetailsSchema),
  verificationCheck: async (request: Requester, { id }: QueryVerificationRoundArgs) =>
    (await request('GET', `${round(id)}/check`, verificationCheckSchema)).sameSample,
  createVerificationRound: async (
    request: Requester,
    { round: asked }: MutationCreateVerificationRoundArgs,
  ) =>
    (
      await request('POST', '/verification/rounds', createdRoundSchema, {
        json: { ...asked, thresholdPercent: asked.thresholdPercent ?? undefined },
      })
    ).round,
  recordVerificationOutcome: async (
    request: Requester,
    { roundId, voucherId, outcome, note }: MutationRecordVerificationOutcomeArgs,
  ) =>
    (
      await request('POST', call(roundId, voucherId), recordedCallSchema, {
        json: { outcome, note: note ?? '' },
      })
    ).call,
  revealVerificationPhone: (
    request: Requester,
    { roundId, voucherId, reason }: MutationRevealVerificationPhoneArgs,
  ) =>
    request('POST', `${call(roundId, voucherId)}/phone`, verificationPhoneSchema, {
      json: { reason },
    }),
};
