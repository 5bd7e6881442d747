import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

/**
 * Verification by sampling (docs/product.md R19, decision 183): staff draw a random sample of the
 * deliveries of a period, reach each family by phone, visit or message, and record what the family
 * said; the share confirmed per leader, with its 95% Wilson interval, tells which leaders to look at.
 */

export const VERIFICATION_METHODS = ['call', 'visit', 'message'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const VERIFICATION_METHOD_TEXTS = {
  call: 'Ligação',
  visit: 'Visita',
  message: 'Mensagem',
} as const satisfies Record<VerificationMethod, string>;

export const VERIFICATION_OUTCOMES = [
  'received',
  'notReceived',
  'receivedWithProblem',
  'noAnswer',
] as const;
export type VerificationOutcome = (typeof VERIFICATION_OUTCOMES)[number];

export const VERIFICATION_OUTCOME_TEXTS = {
  received: 'Recebeu',
  notReceived: 'Não recebeu',
  receivedWithProblem: 'Recebeu com problema',
  noAnswer: 'Não atendeu',
} as const satisfies Record<VerificationOutcome, string>;

/** The outcomes that say the family got the card: the share confirmed counts these. */
export const CONFIRMING_OUTCOMES: readonly VerificationOutcome[] = [
  'received',
  'receivedWithProblem',
];

/** How the sample's size was asked for: a number of deliveries or a percentage of the period's. */
export const SAMPLE_SIZE_KINDS = ['count', 'percent'] as const;
export type SampleSizeKind = (typeof SAMPLE_SIZE_KINDS)[number];

/** A round's largest sample: what a team can call in a campaign, and what one request may write. */
export const SAMPLE_MAX = 5000;
export const NOTE_MAX = 500;

export const verificationTexts = {
  fromInvalid: 'Informe a data inicial do período (dd/mm/aaaa).',
  toInvalid: 'Informe a data final do período (dd/mm/aaaa).',
  periodOrder: 'A data final deve ser igual ou posterior à data inicial.',
  methodInvalid: 'Escolha o método: ligação, visita ou mensagem.',
  sizeKindInvalid: 'Escolha se o tamanho da amostra é um número ou uma porcentagem.',
  sizeInvalid: `Informe o tamanho da amostra: um número inteiro de 1 a ${SAMPLE_MAX}, ou uma porcentagem de 1 a 100.`,
  thresholdInvalid: 'Informe o limite como uma porcentagem de 1 a 100.',
  outcomeInvalid: 'Escolha o resultado: recebeu, não recebeu, recebeu com problema ou não atendeu.',
  noteTooLong: `A observação deve ter no máximo ${NOTE_MAX} caracteres.`,
  noteRequired: 'Descreva o problema na observação.',
  emptyPeriod: 'Não há entregas neste período para sortear.',
  roundNotFound: 'Rodada de verificação não encontrada.',
  callNotFound: 'Esta entrega não está na amostra desta rodada.',
  outcomeFinal: 'O resultado desta entrega já foi registrado.',
  noPhone: 'Esta entrega não tem telefone registrado.',
  anonymised: 'Os dados desta família foram anonimizados.',
  complaintDescription: 'Na verificação por amostragem, a família disse que não recebeu o cartão.',
} as const;

/** POST /verification/rounds: the period (delivery dates, São Paulo), method, sample size and threshold. */
export const newRoundRequestSchema = v.pipe(
  requestObject(
    {
      from: calendarDateSchema(verificationTexts.fromInvalid),
      to: calendarDateSchema(verificationTexts.toInvalid),
      method: v.picklist(VERIFICATION_METHODS, verificationTexts.methodInvalid),
      sizeKind: v.picklist(SAMPLE_SIZE_KINDS, verificationTexts.sizeKindInvalid),
      size: v.pipe(
        v.number(verificationTexts.sizeInvalid),
        v.integer(verificationTexts.sizeInvalid),
        v.minValue(1, verificationTexts.sizeInvalid),
        v.maxValue(SAMPLE_MAX, verificationTexts.sizeInvalid),
      ),
      /** Percent; the server's VERIFICATION_THRESHOLD when absent. */
      thresholdPercent: v.optional(
        v.pipe(
          v.number(verificationTexts.thresholdInvalid),
          v.minValue(1, verificationTexts.thresholdInvalid),
          v.maxValue(100, verificationTexts.thresholdInvalid),
        ),
      ),
    },
    NOT_A_JSON_OBJECT,
  ),
  v.check((round) => round.from <= round.to, verificationTexts.periodOrder),
  v.check(
    (round) => round.sizeKind === 'count' || round.size <= 100,
    verificationTexts.sizeInvalid,
  ),
);
export type NewRoundRequest = v.InferOutput<typeof newRoundRequestSchema>;

/** POST /verification/rounds/{id}/calls/{voucherId}: what the family said. */
export const outcomeRequestSchema = v.pipe(
  requestObject(
    {
      outcome: v.picklist(VERIFICATION_OUTCOMES, verificationTexts.outcomeInvalid),
      note: v.optional(
        v.pipe(
          v.string(verificationTexts.noteTooLong),
          v.trim(),
          v.maxLength(NOTE_MAX, verificationTexts.noteTooLong),
        ),
        '',
      ),
    },
    NOT_A_JSON_OBJECT,
  ),
  v.check(
    (request) => request.outcome !== 'receivedWithProblem' || request.note !== '',
    verificationTexts.noteRequired,
  ),
);
export type OutcomeRequest = v.InferOutput<typeof outcomeRequestSchema>;

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
