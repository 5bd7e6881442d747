import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { FileStore } from '../files/file-store.ts';
import { hashPassword } from '../identity/passwords.ts';
import { makePng } from '../files/png.ts';
import { photoHash } from '../files/photo-hash.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { sealAccount } from '../identity/user-accounts.ts';
import {
  SEALED_RECIPIENT_COLUMNS,
  sealedParameters,
  sealedPlaceholders,
  sealedRecipient,
} from '../privacy/recipient-identifiers.ts';
import { userField } from '../privacy/sealed-fields.ts';
import {
  DEMO_PASSWORD,
  demoDonations,
  demoNotDeliveredComment,
  demoRecipients,
  demoSites,
  demoUsers,
  type DemoDonation,
} from './demo-data.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const digits = (cpf: string) => cpf.replace(/\D/g, '');
const dateOnly = (date: Date) => date.toISOString().slice(0, 10);
const compactDate = (date: Date) => dateOnly(date).replace(/-/g, '');

/** Generated, so the repository holds no binary. */
const receiptPhoto = () =>
  makePng(96, 72, (x, y) => {
    if (y > 60) return [120, 84, 48];
    const box = Math.floor(x / 24) % 2 === Math.floor(y / 20) % 2;
    return box ? [201, 160, 99] : [176, 132, 74];
  });

const deliveryPhoto = (index: number) =>
  makePng(72, 96, (x, y) => {
    const tint = (index * 17) % 60;
    const voucher =
      x > 4 + ((index * 11) % 40) &&
      x < 30 + ((index * 11) % 40) &&
      y > 8 + ((index * 23) % 60) &&
      y < 30 + ((index * 23) % 60);
    const stripe = Math.floor((x + index * 5) / (6 + (index % 4) * 3)) % 2 === 0;
    if (voucher) return [20, 90 + tint, 170];
    return stripe ? [232, 226 - tint, 214] : [120, 110, 100];
  });

interface SeedContext {
  tx: Db;
  protection: DataProtection;
  now: Date;
  userIds: Map<string, string>;
  siteIds: Map<string, number>;
  photos: { receipt: string[]; delivery: string[]; invoice: string[] };
  photoHashes: Map<string, string | null>;
  voucherSeq: number;
  deliverySeq: number;
}

async function insertDonation(ctx: SeedContext, plan: DemoDonation, index: number): Promise<void> {
  const { tx, now } = ctx;
  const site = demoSites.find((s) => s.key === plan.siteKey);
  const leaderId = ctx.userIds.get(plan.leaderKey);
  const siteId = ctx.siteIds.get(plan.siteKey);
  if (!site || !leaderId || siteId === undefined)
    throw new Error(`demo donation ${index} refers to unknown data`);

  const created = new Date(now.getTime() - plan.createdDaysAgo * DAY);
  const donationId = `${site.state}-${compactDate(created)}${String(index + 1).padStart(9, '0')}`;
  const received =
    plan.status >= 2 && plan.status <= 4 ? new Date(created.getTime() + DAY + 3 * HOUR) : null;
  const started =
    plan.status === 3
      ? new Date(now.getTime() - 3 * HOUR)
      : plan.status === 4
        ? new Date(received!.getTime() + DAY)
        : null;
  const finalCount = plan.vouchers.filter((outcome) => outcome !== 'pending').length;
  const irregular = plan.irregular ?? {};
  // Final outcomes come first in a plan, so the last recorded delivery is at position finalCount.
  const deliveredAt = (position: number) => {
    if (irregular.late && position === finalCount) return new Date(started!.getTime() + 30 * HOUR);
    return new Date(started!.getTime() + position * (irregular.burst ? 3000 : 40 * 60 * 1000));
  };
  const lastDelivery = started && finalCount > 0 ? deliveredAt(finalCount) : null;
  const completed = plan.status === 4 ? new Date(lastDelivery!.getTime() + 10 * 60 * 1000) : null;
  const receiptFile = received ? (ctx.photos.receipt.shift() ?? null) : null;

  await tx.query(
    `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, sent_date, scheduled, created,
       received, received_quantity, receive_lat, receive_lon, receive_file_id, delivery_started, last_delivery, completed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      donationId,
      leaderId,
      siteId,
      plan.vouchers.length,
      plan.status,
      dateOnly(created),
      new Date(created.getTime() + 2 * DAY),
      created,
      received,
      received ? (irregular.receivedQuantity ?? plan.vouchers.length) : null,
      received ? site.lat : null,
      received ? site.lon : null,
      receiptFile,
      started,
      lastDelivery,
      completed,
    ],
  );

  let position = 0;
  let firstPhoto: string | null = null;
  for (const outcome of plan.vouchers) {
    position += 1;
    ctx.voucherSeq += 1;
    const voucherId = `5067${String(ctx.voucherSeq).padStart(9, '0')}`;
    if (outcome === 'pending' || !started) {
      await tx.query(
        'INSERT INTO vouchers (voucher_id, donation_id, position) VALUES ($1, $2, $3)',
        [voucherId, donationId, position],
      );
      continue;
    }
    const delivered = deliveredAt(position);
    const far = irregular.farDelivery && position === finalCount ? 0.3 : 0;
    if (outcome === 'not-delivered') {
      await tx.query(
        `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered, leader_comment, lat, lon)
         VALUES ($1, $2, $3, 3, $4, $5, $6, $7)`,
        [
          voucherId,
          donationId,
          position,
          delivered,
          demoNotDeliveredComment,
          site.lat + far,
          site.lon,
        ],
      );
      continue;
    }
    const recipient = demoRecipients[ctx.deliverySeq % demoRecipients.length]!;
    ctx.deliverySeq += 1;
    const sealed = sealedRecipient(ctx.protection, voucherId, {
      cpf: recipient.cpf || null,
      phone: recipient.phone || null,
      email: recipient.email || null,
    });
    const reused: boolean =
      irregular.reusedPhoto === true && position === finalCount && firstPhoto !== null;
    const photo: string | null = reused ? firstPhoto : (ctx.photos.delivery.shift() ?? null);
    firstPhoto ??= photo;
    await tx.query(
      `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered, received_name, lat, lon, photo_file_id,
         invoice_file_id, photo_hash, ${SEALED_RECIPIENT_COLUMNS.join(', ')})
       VALUES ($1, $2, $3, 2, $4, $5, $6, $7, $8, $9, $10::bit(64), ${sealedPlaceholders(11)})`,
      [
        voucherId,
        donationId,
        position,
        delivered,
        recipient.name,
        site.lat + position * 0.0004 + far,
        site.lon - position * 0.0004,
        photo,
        position === 1 ? (ctx.photos.invoice.shift() ?? null) : null,
        photo === null ? null : (ctx.photoHashes.get(photo) ?? null),
        ...sealedParameters(sealed),
      ],
    );
  }
  if (plan.closedReason) {
    await tx.query(
      `INSERT INTO donation_audit (donation_id, from_status, to_status, reason, actor_id, created_at)
       VALUES ($1, 1, $2, $3, $4, $5)`,
      [
        donationId,
        plan.status,
        plan.closedReason,
        ctx.userIds.get('ana'),
        new Date(created.getTime() + 5 * DAY),
      ],
    );
  }
}

/** Through the app's own ports. Returns false when users already exist. */
export async function seedDemoData({
  db,
  files,
  now: clock,
  protection,
}: {
  db: Db;
  files: FileStore;
  now: () => Date;
  protection: DataProtection;
}): Promise<boolean> {
  const now = clock();
  const [existing] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  if (existing && existing.count > 0) return false;

  const received = demoDonations.filter((d) => d.status >= 2 && d.status <= 4).length;
  const delivered = demoDonations.flatMap((d) =>
    d.status >= 3 ? d.vouchers.filter((v) => v === 'delivered') : [],
  ).length;
  // Files first: the FileStore writes through `db`, which must not wait on the transaction below.
  const photos = {
    receipt: await Promise.all(
      Array.from({ length: received }, (_, i) =>
        files.save(receiptPhoto(), 'image/png', `recebimento-${i + 1}.png`),
      ),
    ),
    delivery: await Promise.all(
      Array.from({ length: delivered }, (_, i) =>
        files.save(deliveryPhoto(i), 'image/png', `entrega-${i + 1}.png`),
      ),
    ),
    invoice: await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        files.save(receiptPhoto(), 'image/png', `nota-fiscal-${i + 1}.png`),
      ),
    ),
  };
  // Every demo account has the published password: one salted hash serves them all, and a start
  // pays for one scrypt instead of one per account.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  const photoHashes = new Map(
    await Promise.all(
      photos.delivery.map(async (id, i) => [id, await photoHash(deliveryPhoto(i))] as const),
    ),
  );

  await db.transaction(async (tx) => {
    const siteIds = new Map<string, number>();
    for (const site of demoSites) {
      const [row] = await tx.query<{ site_id: number }>(
        'INSERT INTO sites (name, city, state, lat, lon) VALUES ($1, $2, $3, $4, $5) RETURNING site_id',
        [site.name, site.city, site.state, site.lat, site.lon],
      );
      siteIds.set(site.key, row!.site_id);
    }
    const userIds = new Map<string, string>();
    for (const [index, user] of demoUsers.entries()) {
      const id = randomUUID();
      userIds.set(user.key, id);
      const site = user.siteKey ? demoSites.find((s) => s.key === user.siteKey) : undefined;
      const account = sealAccount(protection, id, { login: digits(user.cpf), email: user.email });
      const phone =
        user.role === 'leader' ? `1198${String(7654321 + index * 7919).slice(-7)}` : null;
      await tx.query(
        `INSERT INTO users (id, login_hash, login_enc, name, email_enc, role, password_hash, phone_enc, site_id, delivery_location_enc, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          account.login_hash,
          account.login_enc,
          user.name,
          account.email_enc,
          user.role,
          demoPasswordHash,
          protection.sealOrNull(phone, userField('phone', id)),
          user.siteKey ? siteIds.get(user.siteKey) : null,
          protection.sealOrNull(site ? site.name : null, userField('delivery_location', id)),
          new Date(now.getTime() - 60 * DAY),
        ],
      );
      if (user.commitmentDaysAgo !== undefined) {
        await tx.query('INSERT INTO commitments (user_id, accepted_at) VALUES ($1, $2)', [
          id,
          new Date(now.getTime() - user.commitmentDaysAgo * DAY),
        ]);
      }
    }
    const ctx: SeedContext = {
      tx,
      protection,
      now,
      userIds,
      siteIds,
      photos,
      photoHashes,
      voucherSeq: 0,
      deliverySeq: 0,
    };
    for (const [index, plan] of demoDonations.entries()) await insertDonation(ctx, plan, index);

    const adminId = userIds.get('ana')!;
    const okCharge = randomUUID();
    const partialCharge = randomUUID();
    await tx.query(
      `INSERT INTO loads (id, file_name, type, status, rows, created_by, created_at) VALUES
       ($1, 'cartoes-lote-outubro.csv', 'voucher', $6, 24, $3, $4),
       ($2, 'lideres-novos.csv', 'user', $7, 5, $3, $5)`,
      [
        okCharge,
        partialCharge,
        adminId,
        new Date(now.getTime() - 12 * DAY),
        new Date(now.getTime() - 8 * DAY),
        CHARGE_STATUS.success,
        CHARGE_STATUS.partial,
      ],
    );
    await tx.query(
      `INSERT INTO load_errors (load_id, line, message) VALUES
       ($1, 3, 'CPF inválido: ***.456.789-**'), ($1, 5, 'Unidade 99 não encontrada')`,
      [partialCharge],
    );

    const packageCharge = randomUUID();
    const packageFrom = new Date(now.getTime() - 7 * DAY);
    const packageTo = new Date(now.getTime() - 5 * DAY);
    const [packed] = await tx.query<{ count: number }>(
      `WITH packed AS (UPDATE donations SET load_id = $1 WHERE created BETWEEN $2 AND $3 RETURNING 1)
       SELECT count(*)::int AS count FROM packed`,
      [packageCharge, packageFrom, packageTo],
    );
    await tx.query(
      `INSERT INTO loads (id, file_name, type, status, rows, created_by, created_at)
       VALUES ($1, 'doacoes-lote-novembro.csv', 'donation', $2, $3, $4, $5)`,
      [packageCharge, CHARGE_STATUS.success, packed?.count ?? 0, adminId, packageFrom],
    );
    // The vouchers' ledger, read from the rows above as migration 106 reads existing data.
    await tx.query('SELECT card_events_backfill()');
  });
  return true;
}
