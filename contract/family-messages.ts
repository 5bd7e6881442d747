import * as v from 'valibot';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';
import { MESSAGE_STATUSES } from './message-status.ts';

/**
 * Messages to families (docs/product.md R18): what staff see on 'Mensagens de teste' and the
 * overview, and the replies a family may send. A message's statuses are in message-status.ts.
 */
/** What the server did with a reply. */
export const REPLY_ACTIONS = ['confirmed', 'disputed', 'stopped', 'kept'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

export const REPLY_ACTION_TEXTS = {
  confirmed: 'Confirmou o recebimento',
  disputed: 'Disse que não recebeu: reclamação aberta',
  stopped: 'Pediu para não receber mais mensagens',
  kept: 'Guardada para a ouvidoria',
} as const satisfies Record<ReplyAction, string>;

/** A reply's longest text kept; the rest is cut. */
export const REPLY_MAX_LENGTH = 500;

const replyAction = v.picklist(REPLY_ACTIONS);
const messageStatus = v.picklist(MESSAGE_STATUSES);

/** A reply as staff see it on 'Mensagens de teste'. */
export const familyReplyViewSchema = v.object({
  /** Null once retention erased it. */
  text: v.nullable(v.string()),
  action: replyAction,
  actionText: v.string(),
  receivedAt: v.string(),
  /** The complaint a '2' opened. */
  protocol: v.nullable(v.string()),
});
export type FamilyReplyView = v.InferOutput<typeof familyReplyViewSchema>;

/** A message as staff see it: to which number (masked), what it said, where it stands. */
export const familyMessageViewSchema = v.object({
  id: v.string(),
  phone: v.string(),
  /** Null once retention erased it. */
  text: v.nullable(v.string()),
  status: messageStatus,
  statusText: v.string(),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  donationId: v.string(),
  voucherId: v.string(),
  replies: v.array(familyReplyViewSchema),
});
export type FamilyMessageView = v.InferOutput<typeof familyMessageViewSchema>;

/** GET /messages: the newest messages; `canAnswer` with the local provider only. */
export const familyMessageListSchema = v.object({
  provider: v.picklist(['local', 'http']),
  canAnswer: v.boolean(),
  messages: v.array(familyMessageViewSchema),
});
export type FamilyMessageList = v.InferOutput<typeof familyMessageListSchema>;

/**
 * GET /messages/counts (the overview, admin and readonly): messages sent to families, those a
 * family answered, and of those how many confirmed the voucher or said it never came.
 */
export const messageCountsSchema = v.object({
  sent: v.number(),
  answered: v.number(),
  confirmed: v.number(),
  disputed: v.number(),
});
export type MessageCounts = v.InferOutput<typeof messageCountsSchema>;

export const familyMessageTexts = {
  replyRequired: 'Escreva a resposta da família.',
  replyTooLong: `A resposta deve ter no máximo ${REPLY_MAX_LENGTH} caracteres.`,
  notFound: 'Mensagem não encontrada.',
  notLocal: 'Só o provedor local de teste aceita respostas por esta tela.',
} as const;

/** POST /messages/{id}/reply: the tester answers as the family. */
export const familyReplyRequestSchema = requestObject(
  {
    text: v.pipe(
      v.string(familyMessageTexts.replyRequired),
      v.trim(),
      v.nonEmpty(familyMessageTexts.replyRequired),
      v.maxLength(REPLY_MAX_LENGTH, familyMessageTexts.replyTooLong),
    ),
  },
  NOT_A_JSON_OBJECT,
);

/** What the reply did. */
export const familyReplyOutcomeSchema = v.object({
  action: replyAction,
  actionText: v.string(),
  protocol: v.nullable(v.string()),
});
export type FamilyReplyOutcome = v.InferOutput<typeof familyReplyOutcomeSchema>;
