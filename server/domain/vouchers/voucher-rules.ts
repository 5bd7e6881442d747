import { badRequest } from '../../http/errors.ts';
import { normalizeCpf } from '../shared/cpf.ts';
import { parseLocation, type Location } from '../shared/location.ts';
import { formFile, formText } from '../shared/request-body.ts';
import { VOUCHER_STATUS, type VoucherStatus } from '../shared/status-texts.ts';
import type { VoucherRow } from './voucher-queries.ts';

/** What the leader records for one voucher (SPEC §5 "Voucher delivery"). */
export interface DeliveryOutcome {
  status: VoucherStatus;
  receivedName: string | null;
  receivedCpf: string | null;
  receivedContactNumber: string | null;
  receivedEmail: string | null;
  leaderComment: string | null;
}

export interface DeliveryInput extends Location {
  voucherId: string;
  outcome: DeliveryOutcome;
  /** Required when delivered; ignored when not delivered. */
  photo: File | null;
  invoice: File | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()+-]+$/;
const COMMENT_MAX = 500;

function optionalText(form: FormData, name: string): string | null {
  const value = formText(form, name);
  return value === '' ? null : value;
}

function lengthBetween(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

/** Validates the multipart fields of POST /donations/:id/donate; the photos' bytes are checked later. */
export function parseDeliveryForm(form: FormData): DeliveryInput {
  const voucherId = formText(form, 'voucherId');
  if (voucherId === '' || voucherId.length > 64) throw badRequest('Informe o cartão (voucherId).');

  const deliveredText = formText(form, 'delivered');
  if (deliveredText !== 'true' && deliveredText !== 'false') {
    throw badRequest('Informe se o cartão foi entregue (delivered: true ou false).');
  }
  const location = parseLocation(form);
  const comment = optionalText(form, 'leaderComment');
  if (comment !== null && comment.length > COMMENT_MAX) {
    throw badRequest(`O comentário deve ter no máximo ${COMMENT_MAX} caracteres.`);
  }

  if (deliveredText === 'false') {
    if (comment === null) throw badRequest('Informe o motivo da não entrega no comentário.');
    return {
      voucherId,
      ...location,
      photo: null,
      invoice: null,
      outcome: {
        status: VOUCHER_STATUS.notDelivered,
        receivedName: null,
        receivedCpf: null,
        receivedContactNumber: null,
        receivedEmail: null,
        leaderComment: comment,
      },
    };
  }

  const name = formText(form, 'receivedName');
  if (!lengthBetween(name, 2, 30)) throw badRequest('O nome de quem recebeu deve ter de 2 a 30 caracteres.');

  const cpfText = optionalText(form, 'receivedCpf');
  const cpf = cpfText === null ? null : normalizeCpf(cpfText);
  if (cpfText !== null && cpf === null) throw badRequest('CPF inválido.');

  const phone = optionalText(form, 'receivedContactNumber');
  if (phone !== null && (!lengthBetween(phone, 2, 15) || !PHONE.test(phone))) {
    throw badRequest('O telefone deve ter de 2 a 15 caracteres.');
  }
  const email = optionalText(form, 'receivedEmail');
  if (email !== null && (!lengthBetween(email, 5, 120) || !EMAIL.test(email))) {
    throw badRequest('E-mail inválido: use de 5 a 120 caracteres, como nome@exemplo.com.');
  }
  const photo = formFile(form, 'donateDonationFile');
  if (photo === null) throw badRequest('Envie a foto da entrega.');

  return {
    voucherId,
    ...location,
    photo,
    invoice: formFile(form, 'invoiceFile'),
    outcome: {
      status: VOUCHER_STATUS.delivered,
      receivedName: name,
      receivedCpf: cpf,
      receivedContactNumber: phone,
      receivedEmail: email,
      leaderComment: comment,
    },
  };
}

/** Whether the stored voucher already holds exactly this outcome (photos are compared separately). */
export function sameOutcome(row: VoucherRow, outcome: DeliveryOutcome): boolean {
  return (
    Number(row.status) === outcome.status &&
    row.received_name === outcome.receivedName &&
    row.received_cpf === outcome.receivedCpf &&
    row.received_contact_number === outcome.receivedContactNumber &&
    row.received_email === outcome.receivedEmail &&
    row.leader_comment === outcome.leaderComment
  );
}
