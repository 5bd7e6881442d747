import { Hono } from 'hono';
import * as v from 'valibot';
import {
  subjectAnonymisationSchema,
  subjectCorrectionSchema,
  subjectRequestSchema,
  type SubjectChange,
  type SubjectRecord,
} from '#contract/data-subjects.ts';
import type { DownloadedFile } from '#contract/access-log.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { answersPersonalData } from '../../http/personal-data-answer.ts';
import type { Db, ErasedTable } from '../../db/db.ts';
import { recordAccess, type AccessActor } from '../access-log/record-access.ts';
import { allowCpfSearch, recordCpfSearch } from '../access-log/cpf-searches.ts';
import { requestActor } from '../../http/request-actor.ts';
import { anonymiseVouchers } from '../retention/anonymise-vouchers.ts';
import { anonymiseComplaints } from '../complaints/complaint-retention.ts';
import { subjectExportJson } from './subject-export.ts';
import { correctSubjectField } from './subject-correction.ts';
import { subjectRecord, subjectVoucherIds } from './subject-record.ts';
import { findAccount } from '../accounts/password-reset.ts';
import { anonymiseAccount } from '../accounts/account-end.ts';
import { accountMessages } from '#contract/account-request.ts';

/**
 * POSTs, so the CPF never travels in a URL; every step is in the access log, in its transaction.
 */
export function subjectsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const adminOnly = requireRole('admin');
  const subjectDeps = (db: Db) => ({
    db,
    protection: deps.protection,
    retentionDays: deps.config.privacy.retentionDays,
  });

  /** Logged in the reading transaction; a search by CPF, so throttled like the access log's. */
  const readLogged = (
    cpf: string,
    actor: AccessActor,
    action: 'subject_lookup' | 'subject_export',
  ) =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      await allowCpfSearch(tx, actor, now);
      const record = await subjectRecord(subjectDeps(tx), cpf);
      await recordCpfSearch(tx, actor, now, {
        cpf,
        where: action === 'subject_lookup' ? 'Titular dos dados' : 'Titular dos dados, exportação',
        reason: null,
        results: record.deliveries.length + (record.account === null ? 0 : 1),
      });
      await recordAccess(tx, actor, now, [
        ...record.deliveries.map((delivery) => ({
          action,
          donationId: delivery.donationId,
          voucherId: delivery.voucherId,
        })),
        ...record.complaints.map((complaint) => ({
          action,
          detail: `Reclamação ${complaint.protocol}`,
        })),
      ]);
      return record;
    });

  const current = async (cpf: string): Promise<SubjectRecord> => {
    const {
      photoIds: _photos,
      complaintIds: _complaints,
      ...record
    } = await subjectRecord(subjectDeps(deps.db), cpf);
    return record;
  };

  app.post('/privacy/subject', adminOnly, answersPersonalData(), async (c) => {
    const { cpf } = v.parse(subjectRequestSchema, await readJsonObject(c.req.raw));
    const {
      photoIds: _photos,
      complaintIds: _complaints,
      ...record
    } = await readLogged(cpf, requestActor(c, deps.config.trustProxy), 'subject_lookup');
    return c.json(record satisfies SubjectRecord);
  });

  app.post('/privacy/subject/export', adminOnly, answersPersonalData(), async (c) => {
    const { cpf } = v.parse(subjectRequestSchema, await readJsonObject(c.req.raw));
    const now = deps.now();
    const {
      photoIds,
      complaintIds: _complaints,
      ...record
    } = await readLogged(cpf, requestActor(c, deps.config.trustProxy), 'subject_export');
    // The file store works through the main connection: photos are read after the transaction.
    const content = await subjectExportJson(
      deps.files,
      record,
      photoIds,
      deps.config.privacy.notice,
      now,
    );
    const day = now.toISOString().slice(0, 10);
    return c.json({
      fileName: `dados-do-titular-${day}.json`,
      contentType: 'application/json',
      content,
    } satisfies DownloadedFile);
  });

  app.post('/privacy/subject/correct', adminOnly, answersPersonalData(), async (c) => {
    const correction = v.parse(subjectCorrectionSchema, await readJsonObject(c.req.raw));
    await correctSubjectField(
      deps.db,
      deps.protection,
      correction,
      requestActor(c, deps.config.trustProxy),
      deps.now(),
    );
    return c.json({
      record: await current(correction.cpf),
      changed: 1,
      complaintsChanged: 0,
    } satisfies SubjectChange);
  });

  app.post('/privacy/subject/anonymise', adminOnly, answersPersonalData(), async (c) => {
    const { cpf, reason } = v.parse(subjectAnonymisationSchema, await readJsonObject(c.req.raw));
    // The account goes first, so a refusal (donations still to deliver, the last admin) changes
    // nothing.
    const account = await findAccount(deps.db, deps.protection, cpf, deps.now());
    if (account?.id === c.var.user.id) throw badRequest(accountMessages.selfEnd);
    const { complaintIds } = await subjectRecord(subjectDeps(deps.db), cpf);
    if (account)
      await anonymiseAccount(deps.db, {
        account,
        actor: requestActor(c, deps.config.trustProxy),
        reason,
        now: deps.now(),
      });
    const changed = await anonymiseVouchers(
      deps,
      await subjectVoucherIds(deps.db, deps.protection, cpf),
      {
        action: 'subject_anonymised',
        actor: requestActor(c, deps.config.trustProxy),
        detail: reason,
        now: deps.now(),
        duplicateWindowDays: deps.config.privacy.duplicateWindowDays,
      },
    );
    // The sensitive ones too: erasing reads nothing, and the person asked for all of it.
    const complaintsChanged = await anonymiseComplaints(deps.db, complaintIds, deps.now());
    const erased: ErasedTable[] = [
      ...(changed > 0 ? (['vouchers', 'card_event_notes', 'idempotency_keys'] as const) : []),
      ...(complaintsChanged > 0 ? (['complaints', 'complaint_history'] as const) : []),
    ];
    if (erased.length > 0) await deps.db.purgeErased?.(erased);
    return c.json({
      record: await current(cpf),
      changed,
      complaintsChanged,
    } satisfies SubjectChange);
  });

  return app;
}
