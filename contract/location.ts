import * as v from 'valibot';

export const locationMessages = {
  missing: 'Verifique, se sua localização esta ativa e tente novamente.',
  invalid: 'Localização inválida: lat deve estar entre -90 e 90 e lon entre -180 e 180.',
} as const;

const DECIMAL = /^-?\d{1,3}(\.\d+)?$/;

/** A multipart coordinate: required (the browser's position), decimal, within ±`limit`. */
const coordinate = (limit: number) =>
  v.pipe(
    v.optional(v.string(locationMessages.invalid), ''),
    v.trim(),
    v.nonEmpty(locationMessages.missing),
    v.regex(DECIMAL, locationMessages.invalid),
    v.transform(Number),
    v.minValue(-limit, locationMessages.invalid),
    v.maxValue(limit, locationMessages.invalid),
  );

/** The browser position sent as the text fields `lat` and `lon` of receive and donate. */
export const locationFields = { lat: coordinate(90), lon: coordinate(180) };
