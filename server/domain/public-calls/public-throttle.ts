import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

/** Counted in the database, so every instance sees the same counts. */
export interface PublicLimit {
  name: string;
  limit: number;
  windowMs: number;
}

export interface PublicCounter {
  limit: PublicLimit;
  value: string;
}

export type PublicVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const FORGET_WINDOWS_AFTER_MS = 24 * 60 * 60 * 1000;

/** Rows are locked in key order, so concurrent calls count exactly; keys are keyed hashes. */
export class PublicThrottle {
  constructor(
    private readonly db: Db,
    private readonly protection: DataProtection,
  ) {}

  take(counters: readonly PublicCounter[], now: Date): Promise<PublicVerdict> {
    const keyed = counters
      .map((counter) => ({
        key: `${counter.limit.name}:${this.protection.hash('public', counter.value)}`,
        limit: counter.limit,
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return this.db.transaction(async (tx) => {
      const rows: { key: string; count: number; window_start: unknown }[] = [];
      for (const { key, limit } of keyed) {
        const [row] = await tx.query<{ key: string; count: number; window_start: unknown }>(
          `INSERT INTO public_throttle AS t (key, count, window_start) VALUES ($1, 0, $2)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN t.window_start <= $3 THEN 0 ELSE t.count END,
             window_start = CASE WHEN t.window_start <= $3 THEN $2 ELSE t.window_start END
           RETURNING key, count, window_start`,
          [key, now, new Date(now.getTime() - limit.windowMs)],
        );
        rows.push(row!);
      }
      let waitUntil = 0;
      keyed.forEach(({ limit }, i) => {
        const row = rows[i]!;
        if (row.count >= limit.limit)
          waitUntil = Math.max(
            waitUntil,
            new Date(String(row.window_start)).getTime() + limit.windowMs,
          );
      });
      if (waitUntil > 0)
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now.getTime()) / 1000)),
        } as const;
      await tx.query('UPDATE public_throttle SET count = count + 1 WHERE key = ANY($1::text[])', [
        keyed.map(({ key }) => key),
      ]);
      return { allowed: true } as const;
    });
  }
}

export async function forgetOldThrottleWindows(db: Db, now: Date): Promise<number> {
  const gone = await db.query<{ key: string }>(
    'DELETE FROM public_throttle WHERE window_start < $1 RETURNING key',
    [new Date(now.getTime() - FORGET_WINDOWS_AFTER_MS)],
  );
  return gone.length;
}
