const MASKED = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const DIGITS = /^\d{11}$/;
const ALL_SAME_DIGIT = /^(\d)\1{10}$/;

/**
 * The check digit that follows `digits` (9 for the first, 10 for the second): each digit is
 * weighted from digits.length + 1 down to 2, and the remainder of the sum by 11 gives the digit
 * (0 when the remainder is below 2).
 */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Whether 11 digits form a CPF: both check digits right and not all the same digit. Written here
 * rather than taken from cpf-cnpj-validator, which also refuses 123.456.789-09, a CPF with valid
 * check digits (docs/decisions/023-cpf-check-digits-by-hand.md).
 */
export function hasValidCpfDigits(digits: string): boolean {
  if (!DIGITS.test(digits) || ALL_SAME_DIGIT.test(digits)) return false;
  return (
    checkDigit(digits.slice(0, 9)) === Number(digits[9]) &&
    checkDigit(digits.slice(0, 10)) === Number(digits[10])
  );
}

/**
 * The 11 CPF digits when the input is a CPF written with or without the mask
 * (000.000.000-00) and its check digits are right; otherwise null.
 */
export function normalizeCpf(input: string): string | null {
  const trimmed = input.trim();
  if (!MASKED.test(trimmed) && !DIGITS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return hasValidCpfDigits(digits) ? digits : null;
}
