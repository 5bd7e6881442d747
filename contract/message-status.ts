import * as v from 'valibot';

/**
 * Where a message to a family stands (docs/product.md R18.4), as staff see it on a delivered voucher
 * and on 'Mensagens de teste'. Apart from family-messages.ts: every voucher read carries it, so it
 * stays small.
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

const messageStatus = v.picklist(MESSAGE_STATUSES);

/** A voucher's message as its delivery's details show it: where it stands, since when. */
export const voucherMessageSchema = v.object({
  status: messageStatus,
  statusText: v.string(),
  at: v.string(),
});
export type VoucherMessage = v.InferOutput<typeof voucherMessageSchema>;
