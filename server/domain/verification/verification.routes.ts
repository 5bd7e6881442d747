import { Hono } from 'hono';
import * as v from 'valibot';
import { revealMessages, revealRequestSchema } from '#contract/vouchers.ts';
import {
  type VerificationCheck,
  type VerificationPhone,
  type VerificationRoundDetails,
  type VerificationRoundList,
} from '#contract/verification.ts';
import {
  newRoundRequestSchema,
  outcomeRequestSchema,
  verificationTexts,
} from '#contract/verification-texts.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requestActor } from '../../http/request-actor.ts';
import { requireRole } from '../../http/require-role.ts';
import { answersPersonalData } from '../../http/personal-data-answer.ts';
import {
  callList,
  checkRound,
  createRound,
  recordOutcome,
  revealCallPhone,
} from './verification-rounds.ts';
import { listRoundResults, roundResults } from './verification-results.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 50;

/** Readonly reads results and checks a draw, never the call list; leaders have no way in. */
export function verificationRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readers = requireRole('admin', 'ouvidoria', 'readonly');
  const actors = requireRole('admin', 'ouvidoria');
  const roundId = (id: string) => {
    if (!UUID.test(id)) throw notFound(verificationTexts.roundNotFound);
    return id;
  };

  app.get('/verification/rounds', readers, async (c) =>
    c.json({
      rounds: await listRoundResults(deps.db, LIST_LIMIT),
      defaultThreshold: deps.config.verificationThreshold,
    } satisfies VerificationRoundList),
  );

  app.post('/verification/rounds', actors, async (c) => {
    const request = v.parse(newRoundRequestSchema, await readJsonObject(c.req.raw));
    const id = await createRound(deps, c.var.user.id, request, deps.now());
    return c.json({ round: (await roundResults(deps.db, id))! }, 201);
  });

  app.get('/verification/rounds/:id', readers, async (c) => {
    const round = await roundResults(deps.db, roundId(c.req.param('id')));
    if (!round) throw notFound(verificationTexts.roundNotFound);
    const calls =
      c.var.user.role === 'readonly' ? [] : await callList(deps.db, deps.protection, round.id);
    return c.json({ round, calls } satisfies VerificationRoundDetails);
  });

  app.get('/verification/rounds/:id/check', readers, async (c) => {
    const check = await checkRound(deps.db, roundId(c.req.param('id')));
    if (!check) throw notFound(verificationTexts.roundNotFound);
    return c.json(check satisfies VerificationCheck);
  });

  app.post('/verification/rounds/:id/calls/:voucherId', actors, async (c) => {
    const request = v.parse(outcomeRequestSchema, await readJsonObject(c.req.raw));
    const call = await recordOutcome(
      deps,
      c.var.user.id,
      { roundId: roundId(c.req.param('id')), voucherId: c.req.param('voucherId') },
      request,
      deps.now(),
    );
    return c.json({ call });
  });

  app.post(
    '/verification/rounds/:id/calls/:voucherId/phone',
    actors,
    answersPersonalData(),
    async (c) => {
      const { reason } = v.parse(revealRequestSchema, await readJsonObject(c.req.raw));
      if (deps.config.privacy.revealReasonRequired && reason === '')
        throw badRequest(revealMessages.reasonRequired);
      const revealed = await revealCallPhone(
        deps,
        requestActor(c, deps.config.trustProxy),
        { roundId: roundId(c.req.param('id')), voucherId: c.req.param('voucherId') },
        reason,
        deps.now(),
      );
      return c.json(revealed satisfies VerificationPhone);
    },
  );

  return app;
}
