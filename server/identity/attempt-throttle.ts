import type { Db } from '../db/db.ts';

/**
 * Shared by every instance; knowing a CPF cannot lock its owner out; counted before the password is
 * checked.
 */

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
  mode: 'lock' | 'delay';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const FORGET_LOCKOUTS_AFTER_MS = 24 * 60 * MINUTE;

export const pairPolicy: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  firstLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
  mode: 'lock',
};
/** Roomy: a community centre's leaders share one address. */
export const addressPolicy: ThrottlePolicy = {
  maxFailures: 30,
  windowMs: 15 * MINUTE,
  firstLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
  mode: 'lock',
};
export const accountPolicy: ThrottlePolicy = {
  maxFailures: 10,
  windowMs: 15 * MINUTE,
  firstLockMs: 2 * SECOND,
  maxLockMs: 15 * MINUTE,
  mode: 'delay',
};

export interface Attempt {
  /** The keyed hash of what was typed, never the CPF. */
  login: string;
  address: string;
}

type Counter = 'pair' | 'address' | 'account';

function keysOf(attempt: Attempt): Record<Counter, { key: string; policy: ThrottlePolicy }> {
  return {
    account: { key: `account:${attempt.login}`, policy: accountPolicy },
    address: { key: `ip:${attempt.address}`, policy: addressPolicy },
    pair: { key: `pair:${attempt.login}@${attempt.address}`, policy: pairPolicy },
  };
}

type Row = { key: string; failures: number; lockouts: number; locked_until: Date | null };

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const secondsUntil = (until: number, now: Date) =>
  Math.max(1, Math.ceil((until - now.getTime()) / 1000));
const lockMs = (policy: ThrottlePolicy, lockouts: number) =>
  Math.min(policy.firstLockMs * 2 ** lockouts, policy.maxLockMs);

export class AttemptThrottle {
  constructor(private readonly db: Db) {}

  reserve(attempt: Attempt, now: Date): Promise<Reservation> {
    const counters = keysOf(attempt);
    return this.db.transaction(async (tx) => {
      const rows = await this.lockedRows(
        tx,
        Object.values(counters).map((counter) => counter.key),
        now,
      );
      const row = (counter: Counter) => rows.get(counters[counter].key)!;
      const pair = row('pair');
      const tainted = pair.failures > 0 || pair.lockouts > 0;
      let waitUntil = 0;
      for (const counter of ['pair', 'address', 'account'] as const) {
        const { locked_until, failures } = row(counter);
        const { policy } = counters[counter];
        if (counter === 'account' && !tainted) continue;
        if (locked_until !== null && new Date(locked_until) > now)
          waitUntil = Math.max(waitUntil, new Date(locked_until).getTime());
        // Attempts still being checked fill the quota too.
        else if (policy.mode === 'lock' && failures >= policy.maxFailures)
          waitUntil = Math.max(waitUntil, now.getTime() + policy.firstLockMs);
      }
      if (waitUntil > 0) return { allowed: false, retryAfterSeconds: secondsUntil(waitUntil, now) };
      await tx.query(
        'UPDATE auth_throttle SET failures = failures + 1, updated_at = $2 WHERE key = ANY($1::text[])',
        [Object.values(counters).map((counter) => counter.key), now],
      );
      return { allowed: true };
    });
  }

  failed(attempt: Attempt, now: Date): Promise<number> {
    const counters = keysOf(attempt);
    return this.db.transaction(async (tx) => {
      const rows = await this.lockedRows(
        tx,
        Object.values(counters).map((counter) => counter.key),
        now,
      );
      let lockedFor = 0;
      for (const counter of ['pair', 'address', 'account'] as const) {
        const { key, policy } = counters[counter];
        const row = rows.get(key)!;
        if (row.failures < policy.maxFailures) continue;
        const until = new Date(now.getTime() + lockMs(policy, row.lockouts));
        const restart = policy.mode === 'lock';
        await tx.query(
          `UPDATE auth_throttle SET locked_until = $2, lockouts = lockouts + 1, updated_at = $3,
             failures = CASE WHEN $4 THEN 0 ELSE failures END, window_start = CASE WHEN $4 THEN $3 ELSE window_start END
           WHERE key = $1`,
          [key, until, now, restart],
        );
        if (counter !== 'account')
          lockedFor = Math.max(lockedFor, secondsUntil(until.getTime(), now));
      }
      return lockedFor;
    });
  }

  async succeeded(attempt: Attempt, now: Date): Promise<void> {
    const { account, address, pair } = keysOf(attempt);
    await this.db.query('DELETE FROM auth_throttle WHERE key = $1 OR key = $2 OR updated_at < $3', [
      account.key,
      pair.key,
      new Date(now.getTime() - 2 * FORGET_LOCKOUTS_AFTER_MS),
    ]);
    await this.db.query(
      'UPDATE auth_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1',
      [address.key],
    );
  }

  async released(login: string): Promise<void> {
    await this.db.query('DELETE FROM auth_throttle WHERE key = $1 OR starts_with(key, $2)', [
      `account:${login}`,
      `pair:${login}@`,
    ]);
  }

  /** Locked in key order, so two attempts never wait on each other crosswise. */
  private async lockedRows(tx: Db, keys: string[], now: Date): Promise<Map<string, Row>> {
    const rows = new Map<string, Row>();
    for (const key of [...keys].sort()) {
      const { windowMs } = key.startsWith('ip:')
        ? addressPolicy
        : key.startsWith('pair:')
          ? pairPolicy
          : accountPolicy;
      const [row] = await tx.query<Row>(
        `INSERT INTO auth_throttle AS t (key, failures, window_start, lockouts, updated_at) VALUES ($1, 0, $2, 0, $2)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN t.window_start <= $3 THEN 0 ELSE t.failures END,
           window_start = CASE WHEN t.window_start <= $3 THEN $2 ELSE t.window_start END,
           lockouts = CASE WHEN t.updated_at <= $4 THEN 0 ELSE t.lockouts END
         RETURNING key, failures, lockouts, locked_until`,
        [
          key,
          now,
          new Date(now.getTime() - windowMs),
          new Date(now.getTime() - FORGET_LOCKOUTS_AFTER_MS),
        ],
      );
      rows.set(key, row!);
    }
    return rows;
  }
}
