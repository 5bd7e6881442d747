import { isCalendarDate } from '#contract/calendar-date.ts';

/**
 * `dd/mm/aaaa` as Excel pt-BR writes a date (one-digit day or month too, and a time after it
 * when the cell held one), or `aaaa-mm-dd`; the calendar day as `aaaa-mm-dd`, or null when the
 * text is not a real date.
 */
const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T\s]\d{2}:\d{2}(?::\d{2})?)?$/;

export function parseSheetDate(text: string): string | null {
  const br = BR_DATE.exec(text);
  const iso = br
    ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}`
    : (ISO_DATE.exec(text)?.[1] ?? '');
  return isCalendarDate(iso) ? iso : null;
}

/**
 * An amount in reais as a pt-BR spreadsheet writes it — `1.234,56`, `1234,56`, `R$ 50,00`,
 * `50` — or with a decimal point (`1234.56`, as a system export does); whole cents, or null when
 * the text is not an amount (a negative one included) or has more than two decimals.
 */
const PT_BR_AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const POINT_AMOUNT = /^(\d+)\.(\d{1,2})$/;

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

/** A number Excel turned into scientific notation (`5,067E+12`): its digits are lost. */
export const looksScientific = (text: string) => /^\d+([.,]\d+)?E\+?\d+$/i.test(text);
