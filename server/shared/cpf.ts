const DIGITS = /^\d{11}$/;

/** 000.000.000-00, which also keeps spreadsheets from dropping leading zeros. */
export function formatCpf(digits: string | null): string {
  if (digits === null || !DIGITS.test(digits)) return digits ?? '';
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
