/**
 * CSV injection (OWASP, "CSV Injection"): a cell a spreadsheet would read as a formula — one that
 * starts with =, +, -, @, a tab or a carriage return — is prefixed with ' so it shows as text.
 * A plain number is not a formula, so it stays a number (every Brazilian coordinate is negative).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An optional sign, digits, and at most one decimal point or comma with digits after it. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

export function neutraliseCell(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}
