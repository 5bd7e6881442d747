import { formatReceiptCode } from '#contract/receipt-code.ts';

/**
 * At most one GSM-7 SMS: other letters would make it UCS-2 (70 per part). Never a CPF, name or
 * address.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each of these takes two of the 160. */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export const SMS_MAX_UNITS = 160;

export function gsm7Units(text: string): number | null {
  let units = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) units += 1;
    else if (GSM7_EXTENDED.includes(char)) units += 2;
    else return null;
  }
  return units;
}

export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (GSM7_BASIC.includes(char) || GSM7_EXTENDED.includes(char)) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...bare].every((c) => GSM7_BASIC.includes(c)) && bare !== '' ? bare : '?';
  }
  return out;
}

export interface DeliveryConfirmation {
  leaderName: string;
  deliveredOn: string;
  receiptCode: string;
}

const confirmation = (leader: string, { deliveredOn, receiptCode }: DeliveryConfirmation) =>
  toGsm7(
    `Cestas Solidárias: a líder ${leader} entregou 1 cartão em ${deliveredOn}. ` +
      `Código ${formatReceiptCode(receiptCode)}. Recebeu? Responda 1 (sim) ou 2 (não). ` +
      'SAIR para não receber mais.',
  );

/** The leader's first name is shortened when a long one would pass one SMS. */
export function deliveryConfirmationText(delivery: DeliveryConfirmation): string {
  let leader = toGsm7(delivery.leaderName.trim().split(/\s+/)[0] ?? '');
  let text = confirmation(leader, delivery);
  while ((gsm7Units(text) ?? Infinity) > SMS_MAX_UNITS && leader.length > 1) {
    leader = leader.slice(0, -1);
    text = confirmation(leader, delivery);
  }
  return text;
}
