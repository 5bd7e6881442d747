import type { Db } from './db/db.ts';
import type { FileStore } from './files/file-store.ts';
import { DiskFileStore } from './files/disk-file-store.ts';
import { log } from './log.ts';
import { resealSharedSecrets } from './shared-secrets.ts';
import type { DataProtection } from './privacy/data-protection.ts';
import {
  IDEMPOTENT_ANSWER_CONTEXT,
  complaintField,
  userField,
  type UserSealedColumn,
} from './privacy/sealed-fields.ts';
import {
  RECIPIENT_STEMS,
  hashColumn,
  openRecipient,
  sealedParameters,
  sealedRecipient,
  sealedValueSelect,
  valueColumn,
  type SealedRecipientValues,
} from './privacy/recipient-identifiers.ts';

const BATCH = 500;

const USER_SEALED: readonly UserSealedColumn[] = [
  'login',
  'email',
  'rg',
  'phone',
  'birthdate',
  'delivery_location',
  'delivery_cep',
  'slums',
];

export interface RotationDeps {
  db: Db;
  files: FileStore;
  protection: DataProtection;
}

export interface RotationReport {
  users: number;
  vouchers: number;
  complaints: number;
  answers: number;
  files: number;
  secrets: number;
  retired: string[];
}

const stale = (column: string, placeholder = '$1') =>
  `(${column} IS NOT NULL AND left(${column}, length(${placeholder})) <> ${placeholder})`;

async function rotateUsers(deps: RotationDeps): Promise<number> {
  const { db, protection: p } = deps;
  const enc = `${p.activeEncryptionKey}.`;
  const mac = `${p.activeHashKey}.`;
  const condition = [
    ...USER_SEALED.map((column) => stale(`${column}_enc`)),
    stale('login_hash', '$2'),
  ].join(' OR ');
  let done = 0;
  for (;;) {
    const rows = await db.query<Record<string, string | null> & { id: string }>(
      `SELECT id, login_hash, ${USER_SEALED.map((column) => `${column}_enc`).join(', ')} FROM users WHERE ${condition} LIMIT ${BATCH}`,
      [enc, mac],
    );
    for (const row of rows) {
      const opened = Object.fromEntries(
        USER_SEALED.map((column) => [
          column,
          p.openOrNull(row[`${column}_enc`], userField(column, row.id)),
        ]),
      );
      const resealed = USER_SEALED.map((column) =>
        p.sealOrNull(opened[column], userField(column, row.id)),
      );
      await db.query(
        `UPDATE users SET login_hash = $2, ${USER_SEALED.map((column, i) => `${column}_enc = $${i + 3}`).join(', ')} WHERE id = $1`,
        [row.id, p.hash('cpf', opened.login!), ...resealed],
      );
    }
    done += rows.length;
    if (rows.length < BATCH) return done;
  }
}

async function rotateVouchers(deps: RotationDeps): Promise<number> {
  const { db, protection: p } = deps;
  const enc = `${p.activeEncryptionKey}.`;
  const mac = `${p.activeHashKey}.`;
  // A hash kept alone after anonymisation (no sealed value to hash again) stays as it is.
  const condition = RECIPIENT_STEMS.flatMap((stem) => [
    stale(valueColumn(stem)),
    `(${valueColumn(stem)} IS NOT NULL AND ${stale(hashColumn(stem), '$2')})`,
  ]).join(' OR ');
  const resealed = RECIPIENT_STEMS.map((stem, i) => {
    const [value, hash] = [`$${2 * i + 2}`, `$${2 * i + 3}`];
    return `${valueColumn(stem)} = ${value}, ${hashColumn(stem)} = coalesce(${hash}, ${hashColumn(stem)})`;
  }).join(', ');
  let done = 0;
  for (;;) {
    const rows = await db.query<SealedRecipientValues & { voucher_id: string }>(
      `SELECT voucher_id, ${sealedValueSelect()} FROM vouchers WHERE ${condition} LIMIT ${BATCH}`,
      [enc, mac],
    );
    for (const row of rows) {
      const id = row.voucher_id;
      const sealed = sealedRecipient(p, id, openRecipient(p, id, row));
      await db.query(`UPDATE vouchers SET ${resealed} WHERE voucher_id = $1`, [
        id,
        ...sealedParameters(sealed),
      ]);
    }
    done += rows.length;
    if (rows.length < BATCH) return done;
  }
}

async function rotateComplaints(deps: RotationDeps): Promise<number> {
  const { db, protection: p } = deps;
  const condition = [
    stale('description_enc'),
    stale('contact_phone_enc'),
    `(contact_phone_enc IS NOT NULL AND ${stale('contact_phone_hash', '$2')})`,
  ].join(' OR ');
  let done = 0;
  for (;;) {
    const rows = await db.query<{
      id: string;
      description_enc: string | null;
      contact_phone_enc: string | null;
    }>(
      `SELECT id, description_enc, contact_phone_enc FROM complaints WHERE ${condition} LIMIT ${BATCH}`,
      [`${p.activeEncryptionKey}.`, `${p.activeHashKey}.`],
    );
    for (const row of rows) {
      const description = p.openOrNull(row.description_enc, complaintField('description', row.id));
      const phone = p.openOrNull(row.contact_phone_enc, complaintField('contact_phone', row.id));
      await db.query(
        `UPDATE complaints SET description_enc = $2, contact_phone_enc = $3, contact_phone_hash = $4 WHERE id = $1`,
        [
          row.id,
          p.sealOrNull(description, complaintField('description', row.id)),
          p.sealOrNull(phone, complaintField('contact_phone', row.id)),
          p.hashOrNull('phone', phone),
        ],
      );
    }
    done += rows.length;
    if (rows.length < BATCH) return done;
  }
}

async function rotateAnswers(deps: RotationDeps): Promise<number> {
  const { db, protection: p } = deps;
  const rows = await db.query<{
    user_id: string;
    method: string;
    path_digest: string;
    idempotency_key: string;
    response_body: Uint8Array;
  }>(
    'SELECT user_id, method, path_digest, idempotency_key, response_body FROM idempotency_keys WHERE response_body IS NOT NULL AND length(response_body) > 0',
  );
  let done = 0;
  for (const row of rows) {
    if (p.sealedBytesKey(row.response_body) === p.activeEncryptionKey) continue;
    const sealed = p.sealBytes(
      p.openBytes(row.response_body, IDEMPOTENT_ANSWER_CONTEXT),
      IDEMPOTENT_ANSWER_CONTEXT,
    );
    await db.query(
      'UPDATE idempotency_keys SET response_body = $5 WHERE user_id = $1 AND method = $2 AND path_digest = $3 AND idempotency_key = $4',
      [row.user_id, row.method, row.path_digest, row.idempotency_key, Buffer.from(sealed)],
    );
    done += 1;
  }
  return done;
}

async function rotateFiles(deps: RotationDeps): Promise<number> {
  if (!(deps.files instanceof DiskFileStore)) return 0;
  const rows = await deps.db.query<{ id: string }>(
    'SELECT id FROM files WHERE sealed_with IS DISTINCT FROM $1',
    [deps.protection.activeEncryptionKey],
  );
  let done = 0;
  for (const row of rows) if (await deps.files.reseal(row.id)) done += 1;
  return done;
}

export async function rotationPending(deps: RotationDeps): Promise<boolean> {
  const [keys] = await deps.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM data_keys WHERE purpose = 'encryption' AND retired_at IS NULL AND key_id <> $1",
    [deps.protection.activeEncryptionKey],
  );
  if (Number(keys?.n) > 0) return true;
  if (!(deps.files instanceof DiskFileStore)) return false;
  const [files] = await deps.db.query(
    'SELECT 1 FROM files WHERE sealed_with IS DISTINCT FROM $1 LIMIT 1',
    [deps.protection.activeEncryptionKey],
  );
  return files !== undefined;
}

/**
 * Hashing keys are never retired: the append-only access log keeps its hashes, and requests must
 * find them.
 */
export async function rotateDataKeys(deps: RotationDeps, now: Date): Promise<RotationReport> {
  const report: RotationReport = {
    users: await rotateUsers(deps),
    vouchers: await rotateVouchers(deps),
    complaints: await rotateComplaints(deps),
    answers: await rotateAnswers(deps),
    files: await rotateFiles(deps),
    secrets: await resealSharedSecrets(deps.db, deps.protection),
    retired: [],
  };
  const retired = await deps.db.query<{ key_id: string }>(
    `UPDATE data_keys SET retired_at = $2 WHERE purpose = 'encryption' AND retired_at IS NULL AND key_id <> $1 RETURNING key_id`,
    [deps.protection.activeEncryptionKey, now],
  );
  report.retired = retired.map((row) => row.key_id);
  log.info('data keys rotated', { ...report, retired: report.retired.length });
  return report;
}
