/**
 * Messages to families (docs/product.md R17): the statuses staff see on a delivered card and on
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
