import { badRequest } from '../../http/errors.ts';
import { formText } from './request-body.ts';

export interface Location {
  lat: number;
  lon: number;
}

const NUMBER = /^-?\d{1,3}(\.\d+)?$/;

/** The browser position sent with receive and donate: both numbers, in range, required. */
export function parseLocation(form: FormData): Location {
  const latText = formText(form, 'lat');
  const lonText = formText(form, 'lon');
  if (latText === '' || lonText === '') {
    throw badRequest('Verifique, se sua localização esta ativa e tente novamente.');
  }
  const lat = Number(latText);
  const lon = Number(lonText);
  if (!NUMBER.test(latText) || !NUMBER.test(lonText) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw badRequest('Localização inválida: lat deve estar entre -90 e 90 e lon entre -180 e 180.');
  }
  return { lat, lon };
}
