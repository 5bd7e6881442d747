import { isCalendarDate } from '#contract/calendar-date.ts';

/** Excel pt-BR's `dd/mm/aaaa` (maybe with a time), or `aaaa-mm-dd`. */
const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T\s]\d{2}:\d{2}(?::\d{2})?)?$/;

/** `dd/mm/aaaa` as Excel pt-BR writes it (a time may follow) or `aaaa-mm-dd`; null if not real. */
export function parseSheetDate(text: string): string | null {
  const br = BR_DATE.exec(text);
  const iso = br
    ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}`
    : (ISO_DATE.exec(text)?.[1] ?? '');
  return isCalendarDate(iso) ? iso : null;
}

/** Null for a negative amount or more than two decimals. */
const PT_BR_AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const POINT_AMOUNT = /^(\d+)\.(\d{1,2})$/;

/** Reais (`1.234,56`, `R$ 50,00`, `1234.56`) as whole cents; null if negative or below a cent. */
export function parseSheetAmount(text: string): number | null {
  const bare = text.replace(/^R\$\s*/i, '').replace(/\s/g, '');
  const pointed = POINT_AMOUNT.exec(bare);
  const match = pointed ?? PT_BR_AMOUNT.exec(bare);
  if (match === null) return null;
  const whole = Number(match[1]!.replaceAll('.', ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

export const looksScientific = (text: string) => /^\d+([.,]\d+)?E\+?\d+$/i.test(text);
