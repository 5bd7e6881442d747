import { Hono } from 'hono';
import * as v from 'valibot';
import type { FileLink } from '#contract/file-link.ts';
import {
  revealMessages,
  revealRequestSchema,
  type RevealedRecipient,
  type VoucherList,
  type VoucherRead,
} from '#contract/vouchers.ts';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { readJsonObject } from '../../http/request-body.ts';
import { requireRole } from '../../http/require-role.ts';
import { answersPersonalData } from '../../http/personal-data-answer.ts';
import { findDonationFor } from './donation-queries.ts';
import { recordAccess } from '../access-log/record-access.ts';
import { requestActor } from '../../http/request-actor.ts';
import { openRecipient } from '../../privacy/recipient-identifiers.ts';
import { findVoucherFor, listVouchers } from './voucher-queries.ts';
import { commentsRead, holdsFamilyData, voucherFor } from './voucher-view.ts';
import { messageStatusOf } from '../messages/message-views.ts';

export function vouchersRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const anyRole = requireRole('admin', 'leader', 'readonly');
  const { trustProxy } = deps.config;

  app.get('/vouchers', anyRole, async (c) => {
    const donationId = (c.req.query('donationId') ?? '').trim();
    if (donationId === '') throw badRequest('Informe a doação (donationId).');
    const donation = await findDonationFor(deps.db, c.var.user, donationId);
    const vouchers = await listVouchers(deps.db, donation.donationId, c.var.user.role);
    await recordAccess(
      deps.db,
      requestActor(c, trustProxy),
      deps.now(),
      commentsRead(donation.donationId, vouchers),
    );
    return c.json({ vouchers } satisfies VoucherList);
  });

  app.get('/voucher/:id', anyRole, async (c) => {
    const voucher = await deps.db.transaction(async (tx) => {
      const row = await findVoucherFor(tx, c.var.user, c.req.param('id'));
      const shown = voucherFor(deps.protection, row, c.var.user.role);
      const message =
        // Where the family's confirmation message stands is for staff: a leader never sees it.
        c.var.user.role === 'leader'
          ? null
          : ((await messageStatusOf(tx, [row.voucher_id])).get(row.voucher_id) ?? null);
      if (shown.receivedName !== null && holdsFamilyData(row)) {
        await recordAccess(tx, requestActor(c, trustProxy), deps.now(), [
          { action: 'delivery_viewed', donationId: row.donation_id, voucherId: row.voucher_id },
        ]);
      }
      return { ...shown, message };
    });
    return c.json({ voucher } satisfies VoucherRead);
  });

  app.post('/voucher/:id/reveal', requireRole('admin'), answersPersonalData(), async (c) => {
    const { reason } = v.parse(revealRequestSchema, await readJsonObject(c.req.raw));
    if (deps.config.privacy.revealReasonRequired && reason === '')
      throw badRequest(revealMessages.reasonRequired);
    const revealed = await deps.db.transaction(async (tx) => {
      const row = await findVoucherFor(tx, c.var.user, c.req.param('id'));
      if (row.anonymised_at !== null) throw conflict(revealMessages.anonymised);
      if (!holdsFamilyData(row)) throw notFound(revealMessages.nothingToReveal);
      const recipient = openRecipient(deps.protection, row.voucher_id, row);
      await recordAccess(tx, requestActor(c, trustProxy), deps.now(), [
        {
          action: 'reveal',
          donationId: row.donation_id,
          voucherId: row.voucher_id,
          detail: reason || null,
        },
      ]);
      return {
        voucherId: row.voucher_id,
        receivedName: row.received_name,
        receivedCpf: recipient.cpf,
        receivedContactNumber: recipient.phone,
        receivedEmail: recipient.email,
      } satisfies RevealedRecipient;
    });
    return c.json(revealed);
  });

  // Admins only (decision 165): the photo shows the person with their document.
  app.get('/voucher/:id/url', requireRole('admin'), async (c) => {
    const url = await deps.db.transaction(async (tx) => {
      const voucher = await findVoucherFor(tx, c.var.user, c.req.param('id'));
      if (voucher.photo_file_id === null) throw notFound('Este cartão não tem foto de entrega.');
      await recordAccess(tx, requestActor(c, trustProxy), deps.now(), [
        { action: 'photo_link', donationId: voucher.donation_id, voucherId: voucher.voucher_id },
      ]);
      return voucher.photo_file_id;
    });
    return c.json({
      url: await deps.files.signedUrl(url, { holder: c.var.linkHolder }),
    } satisfies FileLink);
  });

  return app;
}
