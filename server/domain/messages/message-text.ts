import { formatReceiptCode } from '#contract/receipt-code.ts';

/**
 * A message's text (docs/privacy.md "Messages to families"): at most one SMS, that is 160
 * characters of the GSM-7 alphabet. Letters outside it (ã, á, í, ó…) would send the whole text as
 * UCS-2, 70 characters a part, so they lose their accent here; anything else becomes '?'. The text
 * names the leader's first name, the day, the count and the receipt code: never a CPF, a family's
 * name or an address.
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two of the 160. */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export const SMS_MAX_UNITS = 160;

/** The text's length in GSM-7 units; null when a character is outside the alphabet. */
export function gsm7Units(text: string): number | null {
  let units = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) units += 1;
    else if (GSM7_EXTENDED.includes(char)) units += 2;
    else return null;
  }
  return units;
}

/** `text` in the GSM-7 alphabet: accents dropped where the alphabet lacks the letter, else '?'. */
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
  /** The delivery's day as dd/MM. */
  deliveredOn: string;
  receiptCode: string;
}

const confirmation = (leader: string, { deliveredOn, receiptCode }: DeliveryConfirmation) =>
  toGsm7(
    `Cestas Solidárias: a líder ${leader} entregou 1 cartão em ${deliveredOn}. ` +
      `Código ${formatReceiptCode(receiptCode)}. Recebeu? Responda 1 (sim) ou 2 (não). ` +
      'SAIR para não receber mais.',
  );

/**
 * 'Cestas Solidarias: a lider Ana entregou 1 cartao em 12/05. Codigo K7Q2-M9XD. Recebeu?…': the
 * leader by her first name, shortened when a long one would pass one SMS.
 */
export function deliveryConfirmationText(delivery: DeliveryConfirmation): string {
  let leader = toGsm7(delivery.leaderName.trim().split(/\s+/)[0] ?? '');
  let text = confirmation(leader, delivery);
  while ((gsm7Units(text) ?? Infinity) > SMS_MAX_UNITS && leader.length > 1) {
    leader = leader.slice(0, -1);
    text = confirmation(leader, delivery);
  }
  return text;
}
