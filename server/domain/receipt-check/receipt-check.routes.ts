import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  receiptCheckMessages,
  receiptLookupSchema,
  receiptProblemSchema,
  type PublicDelivery,
} from '#contract/receipt-check.ts';
import { COMPLAINT_STAGE_TEXTS, type ComplaintReceipt } from '#contract/complaints.ts';
import type { AppDeps } from '../../http/env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { assertPublicCallAllowed } from '../../http/public-api.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { PublicThrottle, type PublicLimit } from '../public-calls/public-throttle.ts';
import { recordPublicCall } from '../public-calls/public-abuse-log.ts';
import { newProtocol, openComplaint } from '../complaints/complaint-store.ts';
import {
  findPublicDelivery,
  recordFamilyNotReceived,
  recordFamilyReceived,
  type FoundDelivery,
} from './public-delivery.ts';

const HOUR = 60 * 60 * 1000;

export const RECEIPT_CHECK_LIMITS = {
  perCode: { name: 'receipt:code', limit: 10, windowMs: HOUR },
  perAddress: { name: 'receipt:address', limit: 30, windowMs: HOUR },
} as const satisfies Record<string, PublicLimit>;

type Endpoint = 'receipt_check' | 'receipt_received' | 'receipt_problem';

/** Nothing is kept between calls; the abuse log never holds the code or the digits in clear. */
export function receiptCheckRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const throttle = new PublicThrottle(deps.db, deps.protection);

  async function delivery<S extends typeof receiptLookupSchema | typeof receiptProblemSchema>(
    c: Context,
    endpoint: Endpoint,
    schema: S,
  ): Promise<{
    found: FoundDelivery;
    request: v.InferOutput<S>;
    log: (o: string) => Promise<void>;
  }> {
    const address = clientAddress(c, deps.config.trustProxy);
    const now = deps.now();
    const parsed = v.safeParse(schema, await readJsonObject(c.req.raw));
    const code = parsed.success ? parsed.output.code : null;
    const log = (outcome: string) =>
      recordPublicCall(
        deps.db,
        deps.protection,
        { endpoint, address, subject: code, outcome },
        now,
      );
    const verdict = await throttle.take(
      [
        { limit: RECEIPT_CHECK_LIMITS.perAddress, value: address },
        ...(code === null ? [] : [{ limit: RECEIPT_CHECK_LIMITS.perCode, value: code }]),
      ],
      now,
    );
    if (!verdict.allowed) await log('throttled');
    assertPublicCallAllowed(c, verdict);
    if (!parsed.success) {
      await log('invalid');
      throw new v.ValiError(parsed.issues);
    }
    const found = await findPublicDelivery(deps.db, deps.protection, parsed.output);
    if (typeof found === 'string') {
      await log(found);
      throw notFound(receiptCheckMessages.notFound);
    }
    return { found, request: parsed.output as v.InferOutput<S>, log };
  }

  app.post('/receipts/check', async (c) => {
    const { found, log } = await delivery(c, 'receipt_check', receiptLookupSchema);
    await log('found');
    return c.json(found.delivery satisfies PublicDelivery);
  });

  app.post('/receipts/received', async (c) => {
    const { found, request, log } = await delivery(c, 'receipt_received', receiptLookupSchema);
    // Once: a voucher the family said it did not receive stays disputed.
    const answer = await recordFamilyReceived(deps.db, found.voucherId, deps.now());
    await log(answer === 'received' ? 'confirmed' : 'conflict');
    if (answer !== 'received') throw conflict(receiptCheckMessages.disputed);
    const after = await findPublicDelivery(deps.db, deps.protection, request);
    return c.json(
      (typeof after === 'string' ? found.delivery : after.delivery) satisfies PublicDelivery,
    );
  });

  app.post('/receipts/problem', async (c) => {
    const { found, request, log } = await delivery(c, 'receipt_problem', receiptProblemSchema);
    const answer = (protocol: string): ComplaintReceipt => ({
      protocol,
      stage: 'new',
      stageText: COMPLAINT_STAGE_TEXTS.new,
    });
    // A bot filled the field people never see: answered as if it worked, nothing kept.
    if (request.website.trim() !== '') {
      await log('honeypot');
      return c.json(answer(newProtocol()), 201);
    }
    const now = deps.now();
    const opened = await deps.db.transaction(async (tx) => {
      const complaint = await openComplaint(
        tx,
        deps.protection,
        deps.config.complaintDeadlineDays,
        {
          category: request.category,
          description: request.description,
          receiptCode: request.code,
          phone: request.phone ?? null,
          anonymous: request.anonymous,
          channel: 'receipt',
          voucherId: found.voucherId,
        },
        now,
      );
      if (request.category === 'notReceived')
        await recordFamilyNotReceived(tx, found.voucherId, now);
      return complaint;
    });
    await log('accepted');
    return c.json(answer(opened.protocol), 201);
  });

  return app;
}
