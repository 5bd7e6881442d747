/**
 * The `Idempotency-Key` contract of /api writes (docs/offline.md): the client sends a key with a
 * write it may resend; the server answers a resend with the first answer instead of acting again.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer the server replays from a key instead of running the request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 8 to 200 printable ASCII characters (a UUID fits). */
const IDEMPOTENCY_KEY_FORMAT = /^[\x20-\x7E]{8,200}$/;

export const isIdempotencyKey = (value: string): boolean => IDEMPOTENCY_KEY_FORMAT.test(value);

export const idempotencyMessages = {
  invalidKey: 'Chave de envio inválida: use de 8 a 200 caracteres ASCII visíveis.',
  reusedWithOtherData: 'Esta chave de envio já foi usada com outros dados.',
  stillProcessing: 'Este envio ainda está em processamento. Tente novamente em instantes.',
  tooManyKeys: 'Limite de envios guardados desta conta atingido. Tente novamente mais tarde.',
} as const;
