import * as v from 'valibot';

/** Donation ids look like XX-00000000000000000: two letters, a dash, 17 digits. */
export const DONATION_ID_PATTERN = /^[A-Z]{2}-\d{17}$/;

export const DONATION_ID_FORMAT_MESSAGE =
  'Código da doação inválido: use duas letras, hífen e 17 dígitos (XX-00000000000000000).';

export const isDonationId = (value: string): boolean => DONATION_ID_PATTERN.test(value);

/** An id as the API sends it. */
export const donationIdSchema = v.pipe(
  v.string(),
  v.regex(DONATION_ID_PATTERN, DONATION_ID_FORMAT_MESSAGE),
);

/** An id as a person types it: blanks around it and lower case are forgiven. */
export const typedDonationIdSchema = v.pipe(
  v.string(DONATION_ID_FORMAT_MESSAGE),
  v.trim(),
  v.toUpperCase(),
  v.regex(DONATION_ID_PATTERN, DONATION_ID_FORMAT_MESSAGE),
);

/** The ids typed in one box: separated by commas, semicolons, spaces or lines; upper-cased; no repeats. */
export function splitDonationIds(value: string): string[] {
  const ids = value
    .split(/[\s,;]+/)
    .map((id) => id.trim().toUpperCase())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}
