import type { Db } from '../db/db.ts';
import { randomToken, sha256 } from './auth-grants.ts';

const TICKET_TTL_MS = 10 * 60 * 1000;

export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

export const setPasswordExpiry = (now: Date) => new Date(now.getTime() + SET_PASSWORD_TTL_MS);

export async function signInState(
  db: Db,
  userId: string,
  now: Date,
): Promise<'open' | 'change' | 'expired' | 'disabled'> {
  const [row] = await db.query<{
    must_change_password: boolean;
    password_expires_at: Date | null;
    disabled_at: Date | null;
  }>('SELECT must_change_password, password_expires_at, disabled_at FROM users WHERE id = $1', [
    userId,
  ]);
  if (!row || row.disabled_at !== null) return 'disabled';
  if (!row.must_change_password) return 'open';
  const expires = row.password_expires_at;
  return expires !== null && new Date(expires).getTime() <= now.getTime() ? 'expired' : 'change';
}

/** Only its hash is kept. */
export async function createChangeTicket(db: Db, userId: string, now: Date): Promise<string> {
  const ticket = randomToken();
  await db.query('DELETE FROM password_change_tickets WHERE expires_at < $1', [now]);
  await db.query(
    'INSERT INTO password_change_tickets (ticket, user_id, expires_at) VALUES ($1, $2, $3)',
    [sha256(ticket), userId, new Date(now.getTime() + TICKET_TTL_MS)],
  );
  return ticket;
}

/** The ticket stays usable: a refused password may be retried. */
export async function ticketUser(db: Db, ticket: string, now: Date): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM password_change_tickets WHERE ticket = $1 AND expires_at > $2',
    [sha256(ticket), now],
  );
  return row?.user_id ?? null;
}

/** False when the ticket was used meanwhile (a second submit). */
export async function setOwnPassword(
  db: Db,
  ticket: string,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx.query(
      'DELETE FROM password_change_tickets WHERE ticket = $1 AND user_id = $2 RETURNING user_id',
      [sha256(ticket), userId],
    );
    if (used.length === 0) return false;
    await tx.query(
      `UPDATE users SET password_hash = $1, must_change_password = false, password_expires_at = NULL,
              password_changed_at = $3 WHERE id = $2`,
      [passwordHash, userId, now],
    );
    // The page that took her password told her of the resets: they count as seen.
    await tx.query(
      'UPDATE password_resets SET seen_at = $2 WHERE user_id = $1 AND seen_at IS NULL',
      [userId, now],
    );
    return true;
  });
}

export async function unseenResets(
  db: Db,
  userId: string,
): Promise<{ by: string | null; at: string }[]> {
  const rows = await db.query<{ by: string | null; created_at: unknown }>(
    `SELECT u.name AS by, r.created_at FROM password_resets r LEFT JOIN users u ON u.id = r.reset_by
      WHERE r.user_id = $1 AND r.seen_at IS NULL ORDER BY r.created_at`,
    [userId],
  );
  return rows.map((row) => ({
    by: row.by,
    at: new Date(row.created_at as string | Date).toISOString(),
  }));
}
