/**
 * The family's consent to a confirmation message (docs/product.md R18.1), as the leader's delivery
 * form asks it. The device sends the version of the text it showed; the server keeps that version
 * and the time, so what the family agreed to can be read back whatever the text says later. A new
 * wording is a new version added here, the older ones kept: a phone with an older build still
 * sends what it showed.
 */
export const MESSAGE_CONSENT_TEXTS = {
  '2026-11-29': 'A família aceita receber uma mensagem de confirmação no telefone informado',
} as const satisfies Record<string, string>;

export type MessageConsentVersion = keyof typeof MESSAGE_CONSENT_TEXTS;

/** The version the form shows today. */
export const MESSAGE_CONSENT_VERSION: MessageConsentVersion = '2026-11-29';

export const isMessageConsentVersion = (value: string): value is MessageConsentVersion =>
  Object.hasOwn(MESSAGE_CONSENT_TEXTS, value);
