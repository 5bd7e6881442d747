import type { Db } from '../../db/db.ts';
import type { NewDonation } from '#contract/donations.ts';
import { conflict, invalidInput } from '../../shared/domain-error.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { leaderIdsByLogin } from '../lookups/leader-lookup.ts';

function checkSentDate(donation: NewDonation, now: Date): void {
  if (donation.sentDate > latestSentDate(now))
    throw invalidInput('A data de envio não pode passar de um ano a partir de hoje.');
}

const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function latestSentDate(now: Date): string {
  const [year, month, day] = saoPauloDay.format(now).split('-');
  return `${Number(year) + 1}-${month}-${day}`;
}

const UNIQUE_VIOLATION = '23505';

async function leaderOf(
  db: Db,
  protection: DataProtection,
  donation: NewDonation,
): Promise<string | undefined> {
  if (donation.leaderId !== undefined) {
    const [leader] = await db.query<{ id: string }>(
      "SELECT id FROM users WHERE id = $1 AND role = 'leader'",
      [donation.leaderId],
    );
    return leader?.id;
  }
  const login = donation.leaderLogin ?? '';
  return (await leaderIdsByLogin(db, protection, [login])).get(login);
}

export async function registerDonation(
  db: Db,
  protection: DataProtection,
  donation: NewDonation,
  now: Date,
): Promise<void> {
  checkSentDate(donation, now);
  const leaderId = await leaderOf(db, protection, donation);
  if (!leaderId) throw invalidInput('Líder não encontrado.');
  const [site] = await db.query<{ site_id: number }>(
    'SELECT site_id FROM sites WHERE site_id = $1',
    [donation.siteId],
  );
  if (!site) throw invalidInput('Unidade não encontrada.');
  const duplicate = conflict('Já existe uma doação com este código.');
  const [existing] = await db.query('SELECT 1 FROM donations WHERE donation_id = $1', [
    donation.donationId,
  ]);
  if (existing) throw duplicate;
  try {
    await db.query(
      `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, sent_date, created)
       VALUES ($1, $2, $3, $4, 1, $5::date, $6::timestamptz)`,
      [
        donation.donationId,
        leaderId,
        donation.siteId,
        donation.quantity,
        donation.sentDate,
        now.toISOString(),
      ],
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw duplicate;
    throw error;
  }
}
