import { badRequest } from '../../http/errors.ts';
import { parseLocation, type Location } from '../shared/location.ts';
import { formFile, formText } from '../shared/request-body.ts';

export interface ReceiveInput extends Location {
  receivedQuantity: number;
  file: File;
}

/** Largest quantity a person could plausibly type; keeps the value inside an integer column. */
const MAX_QUANTITY = 1_000_000;

/** POST /donations/:id/receive fields (the photo's bytes are checked by readPhoto). */
export function parseReceiveForm(form: FormData): ReceiveInput {
  const quantityText = formText(form, 'receivedQuantity');
  const receivedQuantity = Number(quantityText);
  if (!/^\d+$/.test(quantityText) || receivedQuantity < 1 || receivedQuantity > MAX_QUANTITY) {
    throw badRequest('Informe a quantidade recebida: um número inteiro maior que zero.');
  }
  const file = formFile(form, 'receiveDonationFile');
  if (file === null) throw badRequest('Envie a foto do comprovante de recebimento.');
  return { receivedQuantity, file, ...parseLocation(form) };
}
