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
  pollIntervalMs: number;
  maxWaitMs: number;
}

interface IdempotencyLimits {
  wait: IdempotencyWaitOptions;
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

/** When the database is what failed, the claim goes stale and a resend takes it over. */
async function releaseOrLetGoStale(store: IdempotencyStore, scope: KeyScope): Promise<void> {
  await store
    .release(scope)
    .catch((error: unknown) =>
      log.warn('idempotency key not released', { error: describeForLog(error) }),
    );
}

/** A caller refused in a handler (401, 403) leaves no key behind; failures are not kept either. */
const isKeptAnswer = (status: number) => status < 500 && status !== 401 && status !== 403;

function replayed(answer: StoredAnswer): Response {
  const headers = new Headers({ [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
  if (answer.contentType !== null) headers.set('content-type', answer.contentType);
  const body =
    answer.body.length === 0 || answer.status === 204 ? null : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers });
}

/**
 * A resend gets the first answer, the same key with other data 422; personal-data answers are never
 * kept.
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

    // Renewed while it runs, so only a dead request's claim goes stale; a failed renew waits.
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
      // The write happened: the key stays claimed, so a resend waits (409) rather than writing
      // twice.
      log.error('idempotency key not completed', { error: describeForLog(error) });
    }
    return undefined;
  };

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined || !WRITE_METHODS.has(c.req.method)) return next();
    if (!isIdempotencyKey(key)) throw badRequest(idempotencyMessages.invalidKey);
    // A request no route serves or admits goes on without a key, storing nothing.
    if (!matchedRouteAdmits(c)) return next();
    // Someone's data whole is never stored for a replay.
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
