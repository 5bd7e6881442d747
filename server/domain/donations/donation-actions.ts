import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/file-store.ts';
import type { DeliveryCommand, ReceiptCommand } from '#contract/leader-writes.ts';
import { DONATION_STATUS, VOUCHER_STATUS, type DonationStatus } from '#contract/status-texts.ts';
import { conflict, domainMessages, notFound } from '../../shared/domain-error.ts';
import { lockDonationStatus, type DonationState } from './donation-queries.ts';
import { readPhoto, sameBytes, type Photo } from '../../shared/photo-upload.ts';
import { photoHash } from '../../files/photo-hash.ts';
import { findVoucherRow, type VoucherRow } from './voucher-queries.ts';
import { sameOutcome, statusOf } from './voucher-rules.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import {
  openRecipient,
  recipientOf,
  sealedAssignments,
  sealedParameters,
  sealedRecipient,
} from '../../privacy/recipient-identifiers.ts';
import type { PhotoDecodes } from '../../shared/photo-decodes.ts';
import { claimReceiptCode } from './receipt-codes.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { MessageConfig } from '../../config/message-config.ts';
import { requestMessageQueueing } from '../messages/message-queue.ts';
import {
  appendVoucherEvents,
  appendDonationVoucherEvents,
} from '../voucher-ledger/voucher-ledger.ts';

export interface ActionDeps {
  db: Db;
  files: FileStore;
  now: () => Date;
  protection: DataProtection;
  photoDecodes: PhotoDecodes;
  jobs: JobQueue;
  config: { messages: MessageConfig };
}

/** Read only once everything else is checked, so a refused request decodes nothing. */
function readPhotosOf(
  deps: ActionDeps,
  donation: DonationState,
  files: (Blob | null)[],
): Promise<(Photo | null)[]> {
  return deps.photoDecodes.run(donation.leaderId, async () => {
    const photos: (Photo | null)[] = [];
    for (const file of files) photos.push(file ? await readPhoto(file) : null);
    return photos;
  });
}

export const conflictMessages = {
  alreadyReceived: 'Esta doação já teve o recebimento confirmado.',
  notReceivedYet: 'Confirme o recebimento da doação antes de registrar entregas.',
  closed: 'Esta doação já foi encerrada.',
  notDelivering: 'A entrega desta doação não está em andamento.',
  outOfOrder: 'Registre antes a entrega dos cartões anteriores.',
  differentDelivery: 'Este cartão já tem outra entrega registrada.',
  pendingVouchers: 'Ainda há cartões sem entrega registrada.',
} as const;

/**
 * The file store writes through the main connection: files go before the transaction, undone after.
 */
async function withSavedFiles<T>(
  files: FileStore,
  photos: (Photo | null)[],
  work: (ids: (string | null)[]) => Promise<T>,
): Promise<T> {
  const ids: (string | null)[] = [];
  try {
    for (const photo of photos)
      ids.push(photo ? await files.save(photo.bytes, photo.contentType, photo.name) : null);
    return await work(ids);
  } catch (error) {
    for (const id of ids) if (id) await files.remove(id).catch(() => undefined);
    throw error;
  }
}

export async function receiveDonation(
  deps: ActionDeps,
  donation: DonationState,
  input: ReceiptCommand,
): Promise<void> {
  if (donation.status !== DONATION_STATUS.waiting) throw conflict(conflictMessages.alreadyReceived);
  const [photo = null] = await readPhotosOf(deps, donation, [input.photo]);
  const now = deps.now().toISOString();
  await withSavedFiles(deps.files, [photo], ([fileId]) =>
    deps.db.transaction(async (tx) => {
      if ((await lockDonationStatus(tx, donation.donationId)) !== DONATION_STATUS.waiting) {
        throw conflict(conflictMessages.alreadyReceived);
      }
      await tx.query(
        `UPDATE donations SET status = 2, received = $2::timestamptz, received_quantity = $3,
                receive_lat = $4, receive_lon = $5, receive_file_id = $6
          WHERE donation_id = $1`,
        [donation.donationId, now, input.receivedQuantity, input.lat, input.lon, fileId],
      );
      await appendDonationVoucherEvents(tx, {
        donationIds: [donation.donationId],
        kind: 'received',
        occurredAt: input.recordedAt ?? now,
        actorId: donation.leaderId,
        source: 'app',
      });
    }),
  );
}

function deliveryConflict(status: DonationStatus): string | null {
  if (status === DONATION_STATUS.waiting) return conflictMessages.notReceivedYet;
  if (status >= DONATION_STATUS.complete) return conflictMessages.closed;
  return null;
}

async function storedBytesEqual(
  files: FileStore,
  fileId: string | null,
  photo: Photo | null,
): Promise<boolean> {
  if (fileId === null || photo === null) return fileId === null && photo === null;
  const stored = await files.read(fileId);
  return stored !== null && sameBytes(stored.bytes, photo.bytes);
}

/** A retried request that repeats what is recorded changes nothing and succeeds. */
async function isIdenticalRepeat(
  deps: ActionDeps,
  row: VoucherRow,
  input: DeliveryCommand,
  photo: Photo | null,
  invoice: Photo | null,
) {
  if (!sameOutcome(row, openRecipient(deps.protection, row.voucher_id, row), input)) return false;
  if (!input.delivered) return true;
  return (
    (await storedBytesEqual(deps.files, row.photo_file_id, photo)) &&
    (await storedBytesEqual(deps.files, row.invoice_file_id, invoice))
  );
}

async function hasPendingBefore(db: Db, voucher: VoucherRow): Promise<boolean> {
  const [row] = await db.query<{ pending: number }>(
    'SELECT count(*)::int AS pending FROM vouchers WHERE donation_id = $1 AND position < $2 AND status = 1',
    [voucher.donation_id, Number(voucher.position)],
  );
  return Number(row?.pending ?? 0) > 0;
}

export type DeliveryResult = 'recorded' | 'repeat';

/** The first record moves the donation to delivering and starts the 24-hour window. */
export async function recordDelivery(
  deps: ActionDeps,
  donation: DonationState,
  input: DeliveryCommand,
): Promise<DeliveryResult> {
  const voucher = await findVoucherRow(deps.db, input.voucherId);
  if (!voucher || voucher.donation_id !== donation.donationId)
    throw notFound(domainMessages.voucherNotFound);
  const closedMessage = deliveryConflict(donation.status);
  if (closedMessage) throw conflict(closedMessage);

  const photosOf = async () =>
    input.delivered ? readPhotosOf(deps, donation, [input.photo, input.invoice]) : [null, null];

  if (Number(voucher.status) !== VOUCHER_STATUS.pending) {
    // Only a repeat of the same outcome is worth reading its photos, to compare them.
    if (!sameOutcome(voucher, openRecipient(deps.protection, voucher.voucher_id, voucher), input))
      throw conflict(conflictMessages.differentDelivery);
    const [photo = null, invoice = null] = await photosOf();
    if (await isIdenticalRepeat(deps, voucher, input, photo, invoice)) return 'repeat';
    throw conflict(conflictMessages.differentDelivery);
  }
  if (await hasPendingBefore(deps.db, voucher)) throw conflict(conflictMessages.outOfOrder);
  const [photo = null, invoice = null] = await photosOf();

  const now = deps.now().toISOString();
  try {
    await saveDelivery(deps, donation, input, photo, invoice, now);
  } catch (error) {
    if (!(error instanceof RecordedMeanwhile)) throw error;
    // The copy that lost a race (double tap, retry) succeeds as a repeat carrying the same
    // delivery.
    const recorded = await findVoucherRow(deps.db, input.voucherId);
    if (recorded && (await isIdenticalRepeat(deps, recorded, input, photo, invoice)))
      return 'repeat';
    throw conflict(conflictMessages.differentDelivery);
  }
  return 'recorded';
}

/** Another request recorded this voucher between our checks and our transaction. */
class RecordedMeanwhile extends Error {}

async function saveDelivery(
  deps: ActionDeps,
  donation: DonationState,
  input: DeliveryCommand,
  photo: Photo | null,
  invoice: Photo | null,
  now: string,
): Promise<void> {
  const hash = photo ? await photoHash(photo.bytes) : null;
  const messageAwaited = await withSavedFiles(
    deps.files,
    [photo, invoice],
    ([photoId, invoiceId]) =>
      deps.db.transaction(async (tx) => {
        const status = await lockDonationStatus(tx, donation.donationId);
        const lateConflict = deliveryConflict(status);
        if (lateConflict) throw conflict(lateConflict);
        const current = await findVoucherRow(tx, input.voucherId, true);
        if (!current) throw notFound(domainMessages.voucherNotFound);
        // Files cannot be compared inside the transaction (the file store uses the main connection).
        if (Number(current.status) !== VOUCHER_STATUS.pending) throw new RecordedMeanwhile();
        if (await hasPendingBefore(tx, current)) throw conflict(conflictMessages.outOfOrder);
        const sealed = sealedRecipient(deps.protection, input.voucherId, recipientOf(input));
        const receipt = input.delivered ? await claimReceiptCode(tx, input.receiptCode) : null;
        // The consent's version and the moment she confirmed, not the moment a queued write arrived.
        const consent =
          input.delivered && input.receivedContactNumber ? input.messageConsent : null;
        await tx.query(
          `UPDATE vouchers SET status = $2, delivered = $3::timestamptz, received_name = $4, leader_comment = $5, lat = $6, lon = $7,
                photo_file_id = $8, invoice_file_id = $9, photo_hash = $10::bit(64),
                receipt_code = $11, receipt_code_from_server = $12,
                message_consent_version = $13, message_consent_at = $14::timestamptz,
                message_awaited = $13::text IS NOT NULL, ${sealedAssignments(15)}
          WHERE voucher_id = $1`,
          [
            input.voucherId,
            statusOf(input),
            now,
            input.receivedName,
            input.leaderComment,
            input.lat,
            input.lon,
            photoId,
            invoiceId,
            hash,
            receipt?.code ?? null,
            receipt?.fromServer ?? false,
            consent,
            consent === null ? null : (input.recordedAt ?? now),
            ...sealedParameters(sealed),
          ],
        );
        await tx.query(
          `UPDATE donations SET status = 3, delivery_started = coalesce(delivery_started, $2::timestamptz),
                last_delivery = $2::timestamptz
          WHERE donation_id = $1`,
          [donation.donationId, now],
        );
        await appendVoucherEvents(tx, [
          {
            voucherId: input.voucherId,
            kind: input.delivered ? 'delivered' : 'notDelivered',
            occurredAt: input.recordedAt ?? now,
            actorId: donation.leaderId,
            source: 'app',
          },
        ]);
        return consent !== null;
      }),
  );
  // The job queues it in a batch with the deliveries around it, outside this transaction's commit.
  if (messageAwaited) requestMessageQueueing(deps.jobs);
}

export async function endDonation(deps: ActionDeps, donation: DonationState): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const status = await lockDonationStatus(tx, donation.donationId);
    if (status !== DONATION_STATUS.delivering)
      throw conflict(deliveryConflict(status) ?? conflictMessages.notDelivering);
    const [row] = await tx.query<{ pending: number }>(
      'SELECT count(*)::int AS pending FROM vouchers WHERE donation_id = $1 AND status = 1',
      [donation.donationId],
    );
    if (Number(row?.pending ?? 0) > 0) throw conflict(conflictMessages.pendingVouchers);
    await tx.query(
      'UPDATE donations SET status = 4, completed = $2::timestamptz WHERE donation_id = $1',
      [donation.donationId, deps.now().toISOString()],
    );
  });
}
