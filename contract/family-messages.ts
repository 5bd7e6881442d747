import * as v from 'valibot';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

/**
 * Messages to families (docs/product.md R18): the statuses staff see on a delivered card and on
 * 'Mensagens de teste', and the replies a family may send.
 */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'answered',
  'suppressed',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_TEXTS = {
  queued: 'Na fila',
  // Taken by a worker and handed to the provider: for staff still on its way.
  sending: 'Na fila',
  sent: 'Enviada',
  delivered: 'Entregue',
  failed: 'Falhou',
  answered: 'Respondida',
  suppressed: 'Suprimida',
} as const satisfies Record<MessageStatus, string>;

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

/** A reply as staff see it on 'Mensagens de teste'. */
export interface FamilyReplyView {
  text: string | null;
  action: ReplyAction;
  actionText: string;
  receivedAt: string;
  /** The complaint a '2' opened. */
  protocol: string | null;
}

/** A message as staff see it: to which number (masked), what it said, where it stands. */
export interface FamilyMessageView {
  id: string;
  phone: string;
  /** Null once retention erased it. */
  text: string | null;
  status: MessageStatus;
  statusText: string;
  createdAt: string;
  sentAt: string | null;
  donationId: string;
  voucherId: string;
  replies: FamilyReplyView[];
}

/** GET /messages: the newest messages; `canAnswer` with the local provider only. */
export interface FamilyMessageList {
  provider: 'local' | 'http';
  canAnswer: boolean;
  messages: FamilyMessageView[];
}

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
export interface FamilyReplyOutcome {
  action: ReplyAction;
  actionText: string;
  protocol: string | null;
}
