import type { Db } from '../../db/db.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { normalizeCpf } from '../shared/cpf.ts';
import { DONATION_ID_PATTERN } from './donation-queries.ts';
import { APP_TIME_ZONE, isDateOnly } from '../shared/timestamps.ts';

export interface NewDonation {
  siteId: number;
  leaderLogin: string;
  donationId: string;
  quantity: number;
  sentDate: string;
}

const MAX_QUANTITY = 1_000_000;

function integer(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** POST /donations body (SPEC §5: leader, site, donation id, quantity and sent date are required). */
export function parseNewDonation(body: Record<string, unknown>, now: Date): NewDonation {
  const siteId = integer(body.siteId);
  if (siteId === null || siteId < 1) throw badRequest('Selecione a unidade (siteId).');

  const leaderLogin = typeof body.leaderLogin === 'string' ? normalizeCpf(body.leaderLogin) : null;
  if (leaderLogin === null) throw badRequest('Selecione o líder (leaderLogin: CPF válido).');

  const donationId = typeof body.donationId === 'string' ? body.donationId.trim().toUpperCase() : '';
  if (!DONATION_ID_PATTERN.test(donationId)) {
    throw badRequest('Código da doação inválido: use duas letras, hífen e 17 dígitos (XX-00000000000000000).');
  }
  const quantity = integer(body.quantity);
  if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY) {
    throw badRequest('Informe a quantidade: um número inteiro maior que zero.');
  }
  const sentDate = typeof body.sentDate === 'string' ? body.sentDate.trim() : '';
  if (!isDateOnly(sentDate)) throw badRequest('Informe a data de envio (AAAA-MM-DD).');
  if (sentDate > latestSentDate(now)) throw badRequest('A data de envio não pode passar de um ano a partir de hoje.');
  return { siteId, leaderLogin, donationId, quantity, sentDate };
}

const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last accepted sent date: the same calendar day one year after today in São Paulo (YYYY-MM-DD). */
export function latestSentDate(now: Date): string {
  const [year, month, day] = saoPauloDay.format(now).split('-');
  return `${Number(year) + 1}-${month}-${day}`;
}

const UNIQUE_VIOLATION = '23505';

/** Inserts a donation waiting for receipt; unknown leader or site is a 400, an existing id a 409. */
export async function registerDonation(db: Db, donation: NewDonation, now: Date): Promise<void> {
  const [leader] = await db.query<{ id: string }>("SELECT id FROM users WHERE login = $1 AND role = 'leader'", [donation.leaderLogin]);
  if (!leader) throw badRequest('Líder não encontrado.');
  const [site] = await db.query<{ site_id: number }>('SELECT site_id FROM sites WHERE site_id = $1', [donation.siteId]);
  if (!site) throw badRequest('Unidade não encontrada.');
  const duplicate = conflict('Já existe uma doação com este código.');
  const [existing] = await db.query('SELECT 1 FROM donations WHERE donation_id = $1', [donation.donationId]);
  if (existing) throw duplicate;
  try {
    await db.query(
      `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, sent_date, created)
       VALUES ($1, $2, $3, $4, 1, $5::date, $6::timestamptz)`,
      [donation.donationId, leader.id, donation.siteId, donation.quantity, donation.sentDate, now.toISOString()],
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw duplicate;
    throw error;
  }
}
