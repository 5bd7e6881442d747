import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  COMPLAINT_STAGE_TEXTS,
  complaintMessages,
  complaintStatusRequestSchema,
  publicComplaintRequestSchema,
  type ComplaintReceipt,
  type ComplaintStage,
  type ComplaintStatus,
} from '#contract/complaints.ts';
import type { AppDeps } from '../../http/env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { notFound } from '../../http/errors.ts';
import { assertPublicCallAllowed } from '../../http/public-api.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { PublicThrottle, type PublicLimit } from '../public-calls/public-throttle.ts';
import { recordPublicCall } from '../public-calls/public-abuse-log.ts';
import { complaintStatus, newProtocol, openComplaint } from './complaint-store.ts';

const HOUR = 60 * 60 * 1000;

/** Roomy per address: a family's phone often shares its address with many others (carrier NAT). */
export const PUBLIC_COMPLAINT_LIMITS = {
  complaintsPerAddress: { name: 'complaint:address', limit: 20, windowMs: HOUR },
  statusPerAddress: { name: 'complaint-status:address', limit: 30, windowMs: HOUR },
  statusPerProtocol: { name: 'complaint-status:protocol', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, PublicLimit>;

/** Throttled per address (and the lookup per protocol) and written to the abuse log. */
export function complaintsPublicRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  const throttle = new PublicThrottle(deps.db, deps.protection);
  const addressOf = (c: Context) => clientAddress(c, deps.config.trustProxy);

  app.post('/complaints', async (c) => {
    const address = addressOf(c);
    const now = deps.now();
    const log = (outcome: string) =>
      recordPublicCall(deps.db, deps.protection, { endpoint: 'complaint', address, outcome }, now);
    const verdict = await throttle.take(
      [{ limit: PUBLIC_COMPLAINT_LIMITS.complaintsPerAddress, value: address }],
      now,
    );
    if (!verdict.allowed) await log('throttled');
    assertPublicCallAllowed(c, verdict);
    const parsed = v.safeParse(publicComplaintRequestSchema, await readJsonObject(c.req.raw));
    if (!parsed.success) {
      await log('invalid');
      throw new v.ValiError(parsed.issues);
    }
    const request = parsed.output;
    const answer = (protocol: string): ComplaintReceipt => ({
      protocol,
      stage: 'new',
      stageText: COMPLAINT_STAGE_TEXTS.new,
    });
    // A bot filled the hidden field: answered as if it worked, nothing kept.
    if (request.website.trim() !== '') {
      await log('honeypot');
      return c.json(answer(newProtocol()), 201);
    }
    const opened = await openComplaint(
      deps.db,
      deps.protection,
      deps.config.complaintDeadlineDays,
      {
        category: request.category,
        description: request.description,
        receiptCode: request.receiptCode ?? null,
        phone: request.phone ?? null,
        anonymous: request.anonymous,
        channel: 'web',
      },
      now,
    );
    await log('accepted');
    return c.json(answer(opened.protocol), 201);
  });

  app.post('/complaints/status', async (c) => {
    const address = addressOf(c);
    const now = deps.now();
    const body = await readJsonObject(c.req.raw);
    const parsed = v.safeParse(complaintStatusRequestSchema, body);
    const protocol = parsed.success ? parsed.output.protocol : null;
    const log = (outcome: string) =>
      recordPublicCall(
        deps.db,
        deps.protection,
        { endpoint: 'complaint_status', address, subject: protocol, outcome },
        now,
      );
    const verdict = await throttle.take(
      [
        { limit: PUBLIC_COMPLAINT_LIMITS.statusPerAddress, value: address },
        ...(protocol === null
          ? []
          : [{ limit: PUBLIC_COMPLAINT_LIMITS.statusPerProtocol, value: protocol }]),
      ],
      now,
    );
    if (!verdict.allowed) await log('throttled');
    assertPublicCallAllowed(c, verdict);
    if (!parsed.success) {
      await log('invalid');
      throw new v.ValiError(parsed.issues);
    }
    const status = await complaintStatus(deps.db, parsed.output.protocol);
    await log(status ? 'found' : 'not_found');
    if (!status) throw notFound(complaintMessages.protocolNotFound);
    const stage = status.stage as ComplaintStage;
    return c.json({
      protocol: parsed.output.protocol,
      stage,
      stageText: COMPLAINT_STAGE_TEXTS[stage],
      publicAnswer: status.publicAnswer,
    } satisfies ComplaintStatus);
  });

  return app;
}
