import type { Context, MiddlewareHandler, Next } from 'hono';
import { setTimeout as delay } from 'node:timers/promises';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyMessages,
  isIdempotencyKey,
} from '#contract/idempotency.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { describeForLog, log } from '../../log.ts';
import { DEFAULT_KEYS_PER_USER } from '../../config/config.ts';
import { badRequest, HttpError } from '../errors.ts';
import { matchedRouteAdmits } from '../require-role.ts';
import { matchedRouteAnswersPersonalData } from '../personal-data-answer.ts';
import { matchedUploadLimit } from '../upload-limit.ts';
import {
  CLAIM_HEARTBEAT_MS,
  IdempotencyStore,
  type KeyScope,
  type StoredAnswer,
} from './idempotency-store.ts';
import { purgeSchedule } from './purge-schedule.ts';
import { requestFingerprint } from './request-fingerprint.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface IdempotencyWaitOptions {
  /** How often a resend that finds its key still in progress looks again. */
  pollIntervalMs: number;
  /** How long it waits for the first request before answering 409. */
  maxWaitMs: number;
}

interface IdempotencyLimits {
  wait: IdempotencyWaitOptions;
  /** The most live keys one user may hold (DEFAULT_KEYS_PER_USER). */
  keysPerUser: number;
}

/** Longer than a receipt with a photo takes, shorter than the client's 20 s timeout. */
export const DEFAULT_WAIT: IdempotencyWaitOptions = { pollIntervalMs: 100, maxWaitMs: 10_000 };
const RETRY_AFTER_SECONDS = '2';

type Outcome =
  | { kind: 'run' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'other-data' }
  | { kind: 'still-running' }
  | { kind: 'full'; retryAfterSeconds: number };

/**
 * Claims the key, or finds what became of the request that did: its answer, a different request
 * under the same key, (after waiting) a request still running, or a new key past the user's cap.
 */
async function settleKey(
  store: IdempotencyStore,
  scope: KeyScope,
  fingerprint: string,
  now: () => Date,
  limits: IdempotencyLimits,
): Promise<Outcome> {
  const { wait, keysPerUser } = limits;
  const polls = Math.ceil(wait.maxWaitMs / wait.pollIntervalMs);
  for (let poll = 0; poll <= polls; poll++) {
    const claim = await store.claim(scope, fingerprint, now(), keysPerUser);
    if (claim.kind === 'claimed') return { kind: 'run' };
    if (claim.kind === 'full') return claim;
    const record = await store.find(scope);
    // Released between the claim and the read: claim again.
    if (record === null) continue;
    if (!store.sameRequest(record.fingerprint, fingerprint)) return { kind: 'other-data' };
    if (record.state === 'completed') return { kind: 'replay', answer: record.answer };
    if (poll < polls) await delay(wait.pollIntervalMs);
  }
  return { kind: 'still-running' };
}

/**
 * Gives the key up so a resend runs again. When the database is what failed, the release fails
 * too: the claim then goes stale (STALE_CLAIM_MS) and a resend takes it over, and the request's
 * own failure is what the client hears.
 */
async function releaseOrLetGoStale(store: IdempotencyStore, scope: KeyScope): Promise<void> {
  await store
    .release(scope)
    .catch((error: unknown) =>
      log.warn('idempotency key not released', { error: describeForLog(error) }),
    );
}

/**
 * Failures (5xx) are not kept, so a resend runs again; nor is a refusal of the caller (401, 403)
 * that a route decides in its handler: a caller who may not make the write leaves no key behind.
 */
const isKeptAnswer = (status: number) => status < 500 && status !== 401 && status !== 403;

function replayed(answer: StoredAnswer): Response {
  const headers = new Headers({ [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
  if (answer.contentType !== null) headers.set('content-type', answer.contentType);
  const body =
    answer.body.length === 0 || answer.status === 204 ? null : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers });
}

/**
 * Idempotent /api writes (docs/offline.md): a write with `Idempotency-Key` runs once per user,
 * method, path and key; a resend gets the first answer, the same key with other data 422. Only a
 * request a route serves and lets in keeps a key; an answer of personal data is never kept.
 */
export function idempotentWrites(
  deps: Pick<AppDeps, 'db' | 'now' | 'protection'>,
  wait: IdempotencyWaitOptions = DEFAULT_WAIT,
  keysPerUser: number = DEFAULT_KEYS_PER_USER,
): MiddlewareHandler<AppEnv> {
  const store = new IdempotencyStore(deps.db, deps.protection);
  const purgeWhenDue = purgeSchedule(store, deps.now);
  const keyedWrite = async (c: Context<AppEnv>, next: Next, key: string) => {
    await purgeWhenDue();

    const scope: KeyScope = { userId: c.var.user.id, method: c.req.method, path: c.req.path, key };
    const fingerprint = await requestFingerprint(c.req.raw);
    const outcome = await settleKey(store, scope, fingerprint, deps.now, { wait, keysPerUser });
    if (outcome.kind === 'other-data')
      throw new HttpError(422, idempotencyMessages.reusedWithOtherData);
    if (outcome.kind === 'full') {
      return c.json({ message: idempotencyMessages.tooManyKeys }, 429, {
        'Retry-After': String(outcome.retryAfterSeconds),
      });
    }
    if (outcome.kind === 'still-running') {
      return c.json({ message: idempotencyMessages.stillProcessing }, 409, {
        'Retry-After': RETRY_AFTER_SECONDS,
      });
    }
    if (outcome.kind === 'replay') return replayed(outcome.answer);

    // Renewed while the request runs, so only the claim of a request that died goes stale.
    const heartbeat = setInterval(
      () => void store.renew(scope, fingerprint, deps.now()).catch(() => undefined),
      CLAIM_HEARTBEAT_MS,
    );
    try {
      await next();
    } catch (error) {
      await releaseOrLetGoStale(store, scope);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
    if (!isKeptAnswer(c.res.status)) {
      await releaseOrLetGoStale(store, scope);
      return;
    }
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    try {
      await store.complete(
        scope,
        { status: c.res.status, contentType: c.res.headers.get('content-type'), body },
        deps.now(),
      );
    } catch (error) {
      // The write happened, so its answer still goes out. The key stays claimed: a resend waits
      // (409) until the claim is stale rather than running the write a second time.
      log.error('idempotency key not completed', { error: describeForLog(error) });
    }
    return undefined;
  };

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next();
    if (!isIdempotencyKey(key)) throw badRequest(idempotencyMessages.invalidKey);
    // Authorization first: a request no route serves (404), or one the route's role check refuses
    // (403), goes on without a key, so it stores nothing.
    if (!matchedRouteAdmits(c)) return next();
    // Someone's data whole is never stored for a replay: a resend is read, logged and refused
    // after an erasure like the first request.
    if (matchedRouteAnswersPersonalData(c)) return next();
    // The fingerprint reads the whole body: the route's own size limit answers an oversized one
    // first, before it is buffered and before any key is claimed.
    const routeLimit = matchedUploadLimit(c);
    if (!routeLimit) return keyedWrite(c, next, key);
    return routeLimit(c, async () => {
      const answer = await keyedWrite(c, next, key);
      if (answer) c.res = answer;
    });
  };
}
