/**
 * The receipt code a family keeps for a delivered voucher (docs/product.md R15.1): 8 symbols of
 * Crockford's base32 (no I, L, O or U, so nothing reads as another), 40 random bits, shown in two
 * groups of four, `K7Q2-M9XD`. It names one voucher; the family checks it at /comprovante together
 * with the first 3 digits of the CPF given at the delivery. Plain values only: the leader's list,
 * the public page and the server read this module without any schema library.
 */

export const RECEIPT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_CODE_LENGTH = 8;
/** 5 random bytes are exactly 8 symbols of 5 bits. */
export const RECEIPT_CODE_BYTES = 5;
/** How many of the CPF's first digits go with the code. */
export const RECEIPT_CPF_DIGITS = 3;

const SYMBOLS = new RegExp(`^[${RECEIPT_CODE_ALPHABET}]{${RECEIPT_CODE_LENGTH}}$`);

/**
 * The code as typed, read the way Crockford's base32 reads it: any case, spaces and dashes
 * ignored, O read as 0 and I or L as 1. Null when what is left is not 8 symbols of the alphabet.
 */
export function normalizeReceiptCode(typed: string): string | null {
  const symbols = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return SYMBOLS.test(symbols) ? symbols : null;
}

/** `K7Q2M9XD` → `K7Q2-M9XD`, the way it is shown and shared. */
export function formatReceiptCode(code: string): string {
  const half = RECEIPT_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** The first 3 digits of a CPF given as its 11 digits; '' when no CPF was given. */
export function receiptCpfDigits(cpfDigits: string | null): string {
  return cpfDigits === null ? '' : cpfDigits.slice(0, RECEIPT_CPF_DIGITS);
}
