import * as v from 'valibot';

/**
 * Verification by sampling (docs/product.md R19, decision 183): staff draw a random sample of the
 * deliveries of a period, reach each family by phone, visit or message, and record what the family
 * said; the share confirmed per leader, with its 95% Wilson interval, tells which leaders to look at.
 */

export const VERIFICATION_METHODS = ['call', 'visit', 'message'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const VERIFICATION_OUTCOMES = [
  'received',
  'notReceived',
  'receivedWithProblem',
  'noAnswer',
] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

/** How the sample's size was asked for: a number of deliveries or a percentage of the period's. */
export const SAMPLE_SIZE_KINDS = ['count', 'percent'] as const;
export type SampleSizeKind = (typeof SAMPLE_SIZE_KINDS)[number];

/** A 95% interval of a share, both ends in [0, 1]. */
export const shareIntervalSchema = v.object({ lower: v.number(), upper: v.number() });
export type ShareInterval = v.InferOutput<typeof shareIntervalSchema>;

/** Drawn, reached (any outcome but 'Não atendeu'), confirmed, and the share of those reached. */
const figures = {
  sampled: v.number(),
  answered: v.number(),
  confirmed: v.number(),
  /** confirmed / answered; null before any family was reached. */
  share: v.nullable(v.number()),
  interval: v.nullable(shareIntervalSchema),
};

/** One leader's figures in a round; flagged when even the interval's top is under the threshold. */
export const leaderVerificationSchema = v.object({
  leaderId: v.string(),
  leaderName: v.string(),
  ...figures,
  flagged: v.boolean(),
});
export type LeaderVerification = v.InferOutput<typeof leaderVerificationSchema>;

export const verificationRoundResultsSchema = v.object({
  id: v.string(),
  from: v.string(),
  to: v.string(),
  method: v.picklist(VERIFICATION_METHODS),
  sizeKind: v.picklist(SAMPLE_SIZE_KINDS),
  size: v.number(),
  threshold: v.number(),
  seed: v.number(),
  /** Deliveries of the period the sample was drawn from. */
  population: v.number(),
  sampled: v.number(),
  recorded: v.number(),
  createdAt: v.string(),
  createdByName: v.nullable(v.string()),
  leaders: v.array(leaderVerificationSchema),
  /** Every leader together. */
  overall: v.object(figures),
});
export type VerificationRoundResults = v.InferOutput<typeof verificationRoundResultsSchema>;

/** A delivery on the call list, as staff may see it before they show the phone. */
export const verificationCallSchema = v.object({
  voucherId: v.string(),
  donationId: v.string(),
  position: v.number(),
  leaderName: v.string(),
  /** The day it was delivered (YYYY-MM-DD, São Paulo). */
  deliveredOn: v.string(),
  /** Last four digits, or null when none was given. */
  phoneMasked: v.nullable(v.string()),
  alerted: v.boolean(),
  outcome: v.nullable(v.picklist(VERIFICATION_OUTCOMES)),
  note: v.nullable(v.string()),
  recordedAt: v.nullable(v.string()),
  /** The complaint a 'Não recebeu' opened. */
  complaintProtocol: v.nullable(v.string()),
});
export type VerificationCall = v.InferOutput<typeof verificationCallSchema>;

/** GET /verification/rounds/{id}: `calls` is empty for readonly. */
export const verificationRoundDetailsSchema = v.object({
  round: verificationRoundResultsSchema,
  calls: v.array(verificationCallSchema),
});
export type VerificationRoundDetails = v.InferOutput<typeof verificationRoundDetailsSchema>;

/** GET /verification/rounds/{id}/check: the sample drawn again from the stored seed and population. */
export const verificationCheckSchema = v.object({ sameSample: v.boolean(), sampled: v.number() });
export type VerificationCheck = v.InferOutput<typeof verificationCheckSchema>;

/** GET /verification/rounds: the newest rounds with their results. */
export const verificationRoundListSchema = v.object({
  rounds: v.array(verificationRoundResultsSchema),
  /** The share a round flags under unless it asks for its own (VERIFICATION_THRESHOLD). */
  defaultThreshold: v.number(),
});
export type VerificationRoundList = v.InferOutput<typeof verificationRoundListSchema>;

/** POST /verification/rounds: the round drawn. */
export const createdRoundSchema = v.object({ round: verificationRoundResultsSchema });

/** POST /verification/rounds/{id}/calls/{voucherId}: the call as it now stands. */
export const recordedCallSchema = v.object({ call: verificationCallSchema });

/** POST /verification/rounds/{id}/calls/{voucherId}/phone: the number whole, and who received. */
export const verificationPhoneSchema = v.object({
  phone: v.string(),
  receivedName: v.nullable(v.string()),
});
export type VerificationPhone = v.InferOutput<typeof verificationPhoneSchema>;
