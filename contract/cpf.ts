import { cpf } from 'cpf-cnpj-validator';

const MASKED = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const DIGITS = /^\d{11}$/;

/**
 * The 11 CPF digits when the input is a CPF written with or without the mask
 * (000.000.000-00) and its check digits are right; otherwise null.
 */
export function normalizeCpf(input: string): string | null {
  const trimmed = input.trim();
  if (!MASKED.test(trimmed) && !DIGITS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return cpf.isValid(digits) ? digits : null;
}
