import type { Db } from '../db/db.ts';

/**
 * Counts failed password attempts per account and per client address in the database, so every
 * server instance on it sees the same counts. Too many failures in the window lock the key;
 * each new lockout lasts twice the previous one (up to a cap), and a quiet day forgets them.
 * An account key is built from what was typed, so unknown and known accounts lock alike; callers
 * pass its keyed hash, never the CPF itself.
 */

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
}

const MINUTE = 60 * 1000;
const FORGET_LOCKOUTS_AFTER_MS = 24 * 60 * MINUTE;

/** One person guessing at one account. */
export const accountPolicy: ThrottlePolicy = { maxFailures: 5, windowMs: 15 * MINUTE, firstLockMs: MINUTE, maxLockMs: 60 * MINUTE };
/** One address trying many accounts; roomy, because a community centre's leaders share one address. */
export const addressPolicy: ThrottlePolicy = { maxFailures: 30, windowMs: 15 * MINUTE, firstLockMs: MINUTE, maxLockMs: 60 * MINUTE };

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/** `loginHash`: the keyed hash of the typed login (DataProtection.hash), so no CPF is stored here. */
export const accountKey = (loginHash: string): ThrottleKey => ({ key: `account:${loginHash}`, policy: accountPolicy });
export const addressKey = (address: string): ThrottleKey => ({ key: `ip:${address}`, policy: addressPolicy });

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export class AttemptThrottle {
  constructor(private readonly db: Db) {}

  /** Seconds until the longest lock among `keys` ends; 0 when none is locked. */
  async lockedFor(keys: ThrottleKey[], now: Date): Promise<number> {
    const placeholders = keys.map((_, i) => `$${i + 2}`).join(', ');
    const rows = await this.db.query<{ locked_until: Date }>(
      `SELECT locked_until FROM auth_throttle WHERE locked_until > $1 AND key IN (${placeholders})`,
      [now, ...keys.map((k) => k.key)],
    );
    return rows.reduce((longest, row) => Math.max(longest, secondsUntil(new Date(row.locked_until), now)), 0);
  }

  /** Counts a failure on every key; the seconds of a lock this failure started, or 0. */
  async recordFailure(keys: ThrottleKey[], now: Date): Promise<number> {
    let locked = 0;
    for (const { key, policy } of keys) locked = Math.max(locked, await this.countFailure(key, policy, now));
    return locked;
  }

  /** The right password: the account starts afresh (the address keeps its count). */
  async recordSuccess(key: ThrottleKey, now: Date): Promise<void> {
    await this.db.query('DELETE FROM auth_throttle WHERE key = $1 OR updated_at < $2', [
      key.key,
      new Date(now.getTime() - 2 * FORGET_LOCKOUTS_AFTER_MS),
    ]);
  }

  private async countFailure(key: string, policy: ThrottlePolicy, now: Date): Promise<number> {
    const [row] = await this.db.query<{ failures: number; lockouts: number }>(
      `INSERT INTO auth_throttle AS t (key, failures, window_start, lockouts, updated_at) VALUES ($1, 1, $2, 0, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_start <= $3 THEN 1 ELSE t.failures + 1 END,
         window_start = CASE WHEN t.window_start <= $3 THEN $2 ELSE t.window_start END,
         lockouts = CASE WHEN t.updated_at <= $4 THEN 0 ELSE t.lockouts END,
         updated_at = $2
       RETURNING failures, lockouts`,
      [key, now, new Date(now.getTime() - policy.windowMs), new Date(now.getTime() - FORGET_LOCKOUTS_AFTER_MS)],
    );
    if (!row || row.failures < policy.maxFailures) return 0;
    const lockMs = Math.min(policy.firstLockMs * 2 ** row.lockouts, policy.maxLockMs);
    const until = new Date(now.getTime() + lockMs);
    await this.db.query(
      'UPDATE auth_throttle SET locked_until = $2, lockouts = lockouts + 1, failures = 0, window_start = $3 WHERE key = $1',
      [key, until, now],
    );
    return secondsUntil(until, now);
  }
}
