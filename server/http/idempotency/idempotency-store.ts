import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { IDEMPOTENT_ANSWER_CONTEXT } from '../../privacy/sealed-fields.ts';

/** A device may stay offline for days before it resends. */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Short, so a delivery caught in a crash goes through soon. */
export const STALE_CLAIM_MS = 30 * 1000;
export const CLAIM_HEARTBEAT_MS = 10 * 1000;
const USER_KEYS_LOCK_CLASS = 73_012_027;

/** Keys never cross users, methods or paths. */
export interface KeyScope {
  userId: string;
  method: string;
  path: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: Uint8Array;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'taken' } | { kind: 'full'; retryAfterSeconds: number };

export type KeyRecord =
  | { state: 'in_progress'; fingerprint: string }
  | { state: 'completed'; fingerprint: string; answer: StoredAnswer };

type KeyRow = {
  state: 'in_progress' | 'completed';
  fingerprint: string;
  response_status: number | null;
  response_content_type: string | null;
  response_body: Uint8Array | null;
};

export const pathDigest = (path: string) => createHash('sha256').update(path, 'utf8').digest('hex');

const scopeParams = (scope: KeyScope) => [
  scope.userId,
  scope.method,
  pathDigest(scope.path),
  scope.key,
];
const SCOPE_MATCH = 'user_id = $1 AND method = $2 AND path_digest = $3 AND idempotency_key = $4';

/** Fingerprint hashed and answer sealed: both may come from bodies that hold a CPF. */
export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly protection: DataProtection,
  ) {}

  sameRequest(stored: string, fingerprint: string): boolean {
    return this.protection.hashMatches('request', fingerprint, stored);
  }

  /** A key she already holds is never refused, so a resend still replays. */
  claim(scope: KeyScope, fingerprint: string, now: Date, keysPerUser: number): Promise<Claim> {
    return this.db.transaction(async (tx) => {
      // One user's claims of new keys in turn, so concurrent ones cannot overshoot the cap.
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2::text))', [
        USER_KEYS_LOCK_CLASS,
        scope.userId,
      ]);
      const liveSince = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
      const [held] = await tx.query<{ live: number; oldest: Date | null; known: boolean }>(
        `SELECT count(*) FILTER (WHERE created_at >= $5)::int AS live, min(created_at) FILTER (WHERE created_at >= $5) AS oldest,
                coalesce(bool_or(${SCOPE_MATCH}), false) AS known
           FROM idempotency_keys WHERE user_id = $1`,
        [...scopeParams(scope), liveSince],
      );
      if (held && !held.known && held.live >= keysPerUser) {
        const expires = new Date(held.oldest ?? now).getTime() + IDEMPOTENCY_RETENTION_MS;
        return {
          kind: 'full',
          retryAfterSeconds: Math.max(1, Math.ceil((expires - now.getTime()) / 1000)),
        };
      }
      const rows = await tx.query(
        `INSERT INTO idempotency_keys (user_id, method, path_digest, idempotency_key, fingerprint, state, created_at)
         VALUES ($1, $2, $3, $4, $5, 'in_progress', $6)
         ON CONFLICT (user_id, method, path_digest, idempotency_key) DO UPDATE
           SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at
           WHERE idempotency_keys.state = 'in_progress' AND idempotency_keys.created_at < $7
         RETURNING 1 AS claimed`,
        [
          ...scopeParams(scope),
          this.protection.hash('request', fingerprint),
          now,
          new Date(now.getTime() - STALE_CLAIM_MS),
        ],
      );
      return { kind: rows.length > 0 ? 'claimed' : 'taken' };
    });
  }

  async find(scope: KeyScope): Promise<KeyRecord | null> {
    const [row] = await this.db.query<KeyRow>(
      `SELECT state, fingerprint, response_status, response_content_type, response_body
         FROM idempotency_keys WHERE ${SCOPE_MATCH}`,
      scopeParams(scope),
    );
    if (!row) return null;
    if (row.state === 'in_progress') return { state: 'in_progress', fingerprint: row.fingerprint };
    const body =
      row.response_body === null
        ? new Uint8Array()
        : this.protection.openBytes(row.response_body, IDEMPOTENT_ANSWER_CONTEXT);
    const answer = {
      status: row.response_status ?? 200,
      contentType: row.response_content_type,
      body,
    };
    return { state: 'completed', fingerprint: row.fingerprint, answer };
  }

  async complete(scope: KeyScope, answer: StoredAnswer, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE idempotency_keys
          SET state = 'completed', response_status = $5, response_content_type = $6, response_body = $7, completed_at = $8
        WHERE ${SCOPE_MATCH}`,
      [
        ...scopeParams(scope),
        answer.status,
        answer.contentType,
        Buffer.from(this.protection.sealBytes(answer.body, IDEMPOTENT_ANSWER_CONTEXT)),
        now,
      ],
    );
  }

  /** Renewals that reach the database out of order never move it back. */
  async renew(scope: KeyScope, fingerprint: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE idempotency_keys SET created_at = GREATEST(created_at, $6) WHERE ${SCOPE_MATCH} AND state = 'in_progress' AND fingerprint = $5`,
      // Stored as its keyed hash (claim), so the heartbeat matches the same hash.
      [...scopeParams(scope), this.protection.hash('request', fingerprint), now],
    );
  }

  async release(scope: KeyScope): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotency_keys WHERE ${SCOPE_MATCH} AND state = 'in_progress'`,
      scopeParams(scope),
    );
  }

  async purge(now: Date): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING 1 AS purged',
      [new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)],
    );
    return rows.length;
  }
}
