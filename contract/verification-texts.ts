import * as v from 'valibot';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';
import {
  SAMPLE_SIZE_KINDS,
  VERIFICATION_METHODS,
  VERIFICATION_OUTCOMES,
  type VerificationMethod,
  type VerificationOutcome,
} from './verification.ts';

/**
 * What staff send and read on the verification screens (docs/product.md R19): the words, the
 * limits and the requests. Apart from contract/verification.ts, whose answers the REST client
 * reads on every page, so that a leader's phone does not load them.
 */

export const VERIFICATION_METHOD_TEXTS = {
  call: 'Ligação',
  visit: 'Visita',
  message: 'Mensagem',
} as const satisfies Record<VerificationMethod, string>;

export const VERIFICATION_OUTCOME_TEXTS = {
  received: 'Recebeu',
  notReceived: 'Não recebeu',
  receivedWithProblem: 'Recebeu com problema',
  noAnswer: 'Não atendeu',
} as const satisfies Record<VerificationOutcome, string>;

/** A share as people read it: 0.8125 → '81,3%'. */
export const shareText = (share: number) =>
  `${(Math.round(share * 1000) / 10).toLocaleString('pt-BR')}%`;

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
