import { Hono } from 'hono';
import * as v from 'valibot';
import {
  complaintContactRequestSchema,
  complaintFilterSchema,
  complaintMessages,
  complaintSensitiveRequestSchema,
  complaintStageRequestSchema,
  staffComplaintRequestSchema,
  type ComplaintCounts,
  type ComplaintDetails,
  type ComplaintList,
  type OpenedComplaint,
} from '#contract/complaints.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requestActor } from '../../http/request-actor.ts';
import { requireRole } from '../../http/require-role.ts';
import { openComplaint } from './complaint-store.ts';
import { canActOn, complaintCounts, complaintDetails, listComplaints } from './complaint-queue.ts';
import { changeStage, markSensitive, revealContact } from './complaint-history.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What each staff role reads is decided in complaint-queue.ts. */
export function complaintsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const readers = requireRole('ouvidoria', 'admin', 'readonly');
  const actors = requireRole('ouvidoria', 'admin');
  const complaintId = (id: string) => {
    if (!UUID.test(id)) throw notFound(complaintMessages.notFound);
    return id;
  };

  app.get('/complaints', readers, async (c) => {
    const filter = v.parse(complaintFilterSchema, c.req.query());
    return c.json(
      (await listComplaints(deps.db, c.var.user.role, filter, deps.now())) satisfies ComplaintList,
    );
  });

  app.get('/complaints/counts', readers, async (c) =>
    c.json((await complaintCounts(deps.db, c.var.user.role, deps.now())) satisfies ComplaintCounts),
  );

  app.post('/complaints', actors, async (c) => {
    const request = v.parse(staffComplaintRequestSchema, await readJsonObject(c.req.raw));
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
        channel: 'phone',
        voucherId: request.voucherId ?? null,
        donationId: request.donationId ?? null,
        openedBy: c.var.user.id,
      },
      deps.now(),
    );
    const readable = canActOn(c.var.user.role, opened.sensitive);
    return c.json(
      { protocol: opened.protocol, id: readable ? opened.id : null } satisfies OpenedComplaint,
      201,
    );
  });

  app.get('/complaints/:id', readers, async (c) => {
    const details = await complaintDetails(
      deps.db,
      deps.protection,
      c.var.user.role,
      complaintId(c.req.param('id')),
      deps.now(),
    );
    if (!details) throw notFound(complaintMessages.notFound);
    return c.json(details satisfies ComplaintDetails);
  });

  app.post('/complaints/:id/stage', actors, async (c) => {
    const request = v.parse(complaintStageRequestSchema, await readJsonObject(c.req.raw));
    await changeStage(deps.db, c.var.user, complaintId(c.req.param('id')), request, deps.now());
    return c.body(null, 204);
  });

  app.post('/complaints/:id/sensitive', actors, async (c) => {
    const { note } = v.parse(complaintSensitiveRequestSchema, await readJsonObject(c.req.raw));
    await markSensitive(deps.db, c.var.user, complaintId(c.req.param('id')), note, deps.now());
    return c.body(null, 204);
  });

  app.post('/complaints/:id/contact', actors, async (c) => {
    const { reason } = v.parse(complaintContactRequestSchema, await readJsonObject(c.req.raw));
    const actor = requestActor(c, deps.config.trustProxy);
    const phone = await revealContact(
      deps.db,
      deps.protection,
      { ...actor, id: c.var.user.id, role: c.var.user.role },
      complaintId(c.req.param('id')),
      { reason, required: deps.config.privacy.revealReasonRequired },
      deps.now(),
    );
    return c.json({ phone });
  });

  return app;
}
