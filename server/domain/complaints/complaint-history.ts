import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { complaintField } from '../../privacy/sealed-fields.ts';
import type { Role } from '#contract/session.ts';
import {
  complaintMessages,
  type ComplaintStage,
  type ComplaintStageRequest,
} from '#contract/complaints.ts';
import { recordAccess } from '../access-log/record-access.ts';
import { DomainError, invalidInput, notFound } from '../../shared/domain-error.ts';
import type { AccessActor } from '../../shared/user.ts';
import { canActOn, readableBy } from './complaint-queue.ts';

export interface ComplaintActor {
  id: string;
  role: Role | null;
}

type LockedComplaint = {
  id: string;
  protocol: string;
  stage: ComplaintStage;
  sensitive: boolean;
  contact_phone_enc: string | null;
  donation_id: string | null;
  voucher_id: string | null;
};

const cannotAct = () =>
  new DomainError('forbidden', 'Só a ouvidoria pode mudar uma reclamação sensível.');

/**
 * 404 for a complaint this person may not read (as if it did not exist), 403 for one they may not
 * change.
 */
async function lockedForAction(
  tx: Db,
  actor: ComplaintActor,
  id: string,
): Promise<LockedComplaint> {
  const [row] = await tx.query<LockedComplaint>(
    `SELECT c.id, c.protocol, c.stage, c.sensitive, c.contact_phone_enc, c.donation_id, c.voucher_id
       FROM complaints c WHERE c.id = $1::uuid AND ${readableBy(actor.role)} FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(complaintMessages.notFound);
  if (!canActOn(actor.role, row.sensitive)) throw cannotAct();
  return row;
}

/** 'Respondida' only with the answer the person will read. */
export async function changeStage(
  db: Db,
  actor: ComplaintActor,
  id: string,
  request: ComplaintStageRequest,
  now: Date,
): Promise<void> {
  if (request.stage === 'new') throw invalidInput(complaintMessages.backToNew);
  const publicAnswer = request.publicAnswer ?? null;
  if (request.stage === 'answered' && publicAnswer === null)
    throw invalidInput(complaintMessages.answerRequired);
  await db.transaction(async (tx) => {
    await lockedForAction(tx, actor, id);
    await tx.query(
      `INSERT INTO complaint_history (complaint_id, at, actor_id, stage, note, public_answer)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, now, actor.id, request.stage, request.note, publicAnswer],
    );
  });
}

export async function markSensitive(
  db: Db,
  actor: ComplaintActor,
  id: string,
  note: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const complaint = await lockedForAction(tx, actor, id);
    if (complaint.sensitive) return;
    await tx.query(
      `INSERT INTO complaint_history (complaint_id, at, actor_id, stage, note, marked_sensitive)
       VALUES ($1, $2, $3, $4, $5, true)`,
      [id, now, actor.id, complaint.stage, note],
    );
  });
}

/**
 * The reason is asked once the complaint is known to be theirs to act on: otherwise 404 whatever
 * the body.
 */
export async function revealContact(
  db: Db,
  protection: DataProtection,
  actor: ComplaintActor & { clientAddress: string | null },
  id: string,
  why: { reason: string; required: boolean },
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const complaint = await lockedForAction(tx, actor, id);
    if (why.required && why.reason === '') throw invalidInput(complaintMessages.contactReason);
    const phone = protection.openOrNull(
      complaint.contact_phone_enc,
      complaintField('contact_phone', id),
    );
    if (phone === null) return null;
    const accessActor: AccessActor = actor;
    await recordAccess(tx, accessActor, now, [
      {
        action: 'complaint_contact_revealed',
        donationId: complaint.donation_id,
        voucherId: complaint.voucher_id,
        detail: why.reason ? `${complaint.protocol}: ${why.reason}` : complaint.protocol,
      },
    ]);
    return phone;
  });
}
