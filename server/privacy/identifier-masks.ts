/** The CPF keeps its middle six digits, as the Portal da Transparência shows it. */

export function hideCpf(digits: string | null): string | null {
  if (digits === null) return null;
  if (!/^\d{11}$/.test(digits)) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

export function hidePhone(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '');
  return `****-${digits.slice(-4).padStart(4, '*')}`;
}

export function hideEmail(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function hideVoucherNumber(voucherId: string): string {
  return voucherId.length > 4 ? `****${voucherId.slice(-4)}` : '****';
}
