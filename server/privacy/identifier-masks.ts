/**
 * How identifiers are shown when they are not revealed (docs/product.md R11): the CPF keeps its
 * middle six digits as the Portal da Transparência shows it (`***.456.789-**`), the phone its
 * last four digits, the e-mail its first letter and domain.
 */

/** 11 digits → `***.456.789-**`; anything else → `***.***.***-**`. */
export function hideCpf(digits: string | null): string | null {
  if (digits === null) return null;
  if (!/^\d{11}$/.test(digits)) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** Any phone → `****-4321` (its last four digits). */
export function hidePhone(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '');
  return `****-${digits.slice(-4).padStart(4, '*')}`;
}

/** `josefa.ribeiro@exemplo.org.br` → `j***@exemplo.org.br`. */
export function hideEmail(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** A card's number → `****1234` (its last four characters); four or fewer → `****` (decision 187). */
export function hideCardNumber(voucherId: string): string {
  return voucherId.length > 4 ? `****${voucherId.slice(-4)}` : '****';
}
