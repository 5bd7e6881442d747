import * as v from 'valibot';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CHANNELS,
  COMPLAINT_LIMITS,
  COMPLAINT_STAGES,
  complaintMessages,
  normalizeProtocol,
  phoneDigits,
} from './complaint-texts.ts';
import { normalizeReceiptCode } from './receipt-code.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

/**
 * 'Fale conosco / Ouvidoria' (docs/product.md R16): the public form, the protocol's status, and
 * the staff's queue. Categories, stages and texts: complaint-texts.ts (no valibot, for the public
 * page).
 */
export * from './complaint-texts.ts';

const trimmedText = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));

const optionalReceiptCode = v.pipe(
  v.nullish(v.string(complaintMessages.receiptCode)),
  v.transform((typed) =>
    typed === null || typed === undefined || typed.trim() === '' ? null : typed,
  ),
  v.check(
    (typed) => typed === null || normalizeReceiptCode(typed) !== null,
    complaintMessages.receiptCode,
  ),
  v.transform((typed) => (typed === null ? null : normalizeReceiptCode(typed))),
);

const optionalPhone = v.pipe(
  v.nullish(v.string(complaintMessages.phone)),
  v.transform((typed) =>
    typed === null || typed === undefined || typed.trim() === '' ? null : typed,
  ),
  v.check((typed) => typed === null || phoneDigits(typed) !== null, complaintMessages.phone),
  v.transform((typed) => (typed === null ? null : phoneDigits(typed))),
);

const complaintFields = {
  category: v.picklist(COMPLAINT_CATEGORIES, complaintMessages.category),
  description: trimmedText(
    COMPLAINT_LIMITS.descriptionMin,
    COMPLAINT_LIMITS.descriptionMax,
    complaintMessages.description,
  ),
  receiptCode: optionalReceiptCode,
  phone: optionalPhone,
  /** 'Quero ficar anônimo': no contact is kept, whatever was typed. */
  anonymous: v.optional(v.boolean('Informe se quer ficar anônimo.'), false),
};

/**
 * POST /public/complaints (no sign-in). `website` is the honeypot: a field people never see and
 * bots fill in.
 */
export const publicComplaintRequestSchema = requestObject(
  { ...complaintFields, website: v.optional(v.string(), '') },
  NOT_A_JSON_OBJECT,
);
export type PublicComplaintRequest = v.InferOutput<typeof publicComplaintRequestSchema>;

/** What the person gets back: the protocol to keep, and its stage. */
export const complaintReceiptSchema = v.object({
  protocol: v.string(),
  stage: v.picklist(COMPLAINT_STAGES),
  stageText: v.string(),
});
export type ComplaintReceipt = v.InferOutput<typeof complaintReceiptSchema>;

/** POST /public/complaints/status: a protocol's stage and public answer, nothing else. */
export const complaintStatusRequestSchema = requestObject(
  {
    protocol: v.pipe(
      v.string(complaintMessages.protocol),
      v.check((typed) => normalizeProtocol(typed) !== null, complaintMessages.protocol),
      v.transform((typed) => normalizeProtocol(typed)!),
    ),
  },
  NOT_A_JSON_OBJECT,
);

export const complaintStatusSchema = v.object({
  protocol: v.string(),
  stage: v.picklist(COMPLAINT_STAGES),
  stageText: v.string(),
  publicAnswer: v.nullable(v.string()),
});
export type ComplaintStatus = v.InferOutput<typeof complaintStatusSchema>;

/** POST /complaints: staff open a complaint for a phone call; it may name the delivery. */
export const staffComplaintRequestSchema = requestObject(
  {
    ...complaintFields,
    donationId: v.nullish(v.string()),
    voucherId: v.nullish(v.string()),
  },
  NOT_A_JSON_OBJECT,
);
export type StaffComplaintRequest = v.InferOutput<typeof staffComplaintRequestSchema>;

/** POST /complaints/{id}/stage: one more line of the history. */
export const complaintStageRequestSchema = requestObject(
  {
    stage: v.picklist(COMPLAINT_STAGES, complaintMessages.stage),
    note: trimmedText(COMPLAINT_LIMITS.noteMin, COMPLAINT_LIMITS.noteMax, complaintMessages.note),
    publicAnswer: v.pipe(
      v.nullish(v.string(complaintMessages.answer)),
      v.transform((typed) => (typed === null || typed === undefined ? '' : typed.trim())),
      v.check(
        (typed) =>
          typed === '' ||
          (typed.length >= COMPLAINT_LIMITS.answerMin &&
            typed.length <= COMPLAINT_LIMITS.answerMax),
        complaintMessages.answer,
      ),
      v.transform((typed) => (typed === '' ? null : typed)),
    ),
  },
  NOT_A_JSON_OBJECT,
);
export type ComplaintStageRequest = v.InferOutput<typeof complaintStageRequestSchema>;

/** POST /complaints/{id}/sensitive: only the ombudsperson reads it from then on. */
export const complaintSensitiveRequestSchema = requestObject(
  { note: trimmedText(COMPLAINT_LIMITS.noteMin, COMPLAINT_LIMITS.noteMax, complaintMessages.note) },
  NOT_A_JSON_OBJECT,
);

const complaintStage = v.picklist(COMPLAINT_STAGES);

export const complaintSummarySchema = v.object({
  id: v.string(),
  protocol: v.string(),
  category: v.picklist(COMPLAINT_CATEGORIES),
  categoryText: v.string(),
  channel: v.picklist(COMPLAINT_CHANNELS),
  stage: complaintStage,
  stageText: v.string(),
  sensitive: v.boolean(),
  anonymous: v.boolean(),
  createdAt: v.string(),
  dueAt: v.string(),
  /** Still open (Nova, Em análise, Aguardando resposta) after its due date. */
  overdue: v.boolean(),
  donationId: v.nullable(v.string()),
  voucherId: v.nullable(v.string()),
  leaderId: v.nullable(v.string()),
  leaderName: v.nullable(v.string()),
});
export type ComplaintSummary = v.InferOutput<typeof complaintSummarySchema>;

/** GET /complaints: the queue, overdue first, then by due date. */
export const complaintListSchema = v.object({
  complaints: v.array(complaintSummarySchema),
  /** Sensitive complaints matching the filter that this person may count but not read (admin). */
  sensitiveHidden: v.number(),
});
export type ComplaintList = v.InferOutput<typeof complaintListSchema>;

export const complaintHistoryEntrySchema = v.object({
  seq: v.number(),
  at: v.string(),
  /** Who made the change; null for the person who sent the complaint. */
  actorName: v.nullable(v.string()),
  stage: complaintStage,
  stageText: v.string(),
  note: v.nullable(v.string()),
  publicAnswer: v.nullable(v.string()),
  markedSensitive: v.boolean(),
});
export type ComplaintHistoryEntry = v.InferOutput<typeof complaintHistoryEntrySchema>;

/** GET /complaints/{id} */
export const complaintDetailsSchema = v.object({
  ...complaintSummarySchema.entries,
  description: v.nullable(v.string()),
  receiptCode: v.nullable(v.string()),
  /** Masked (`****-4321`); null when anonymous or none given. */
  contactPhone: v.nullable(v.string()),
  openedByName: v.nullable(v.string()),
  publicAnswer: v.nullable(v.string()),
  anonymisedAt: v.nullable(v.string()),
  /** Whether this person may move it, mark it sensitive and reveal its contact. */
  canAct: v.boolean(),
  history: v.array(complaintHistoryEntrySchema),
});
export type ComplaintDetails = v.InferOutput<typeof complaintDetailsSchema>;

/**
 * POST /complaints/{id}/contact: why the phone is shown whole (5–500 characters, recorded with the
 * protocol in the access log); required unless the organisation turned REVEAL_REASON_REQUIRED off.
 */
export const complaintContactRequestSchema = requestObject(
  {
    reason: v.optional(
      v.pipe(
        v.string(complaintMessages.contactReason),
        v.trim(),
        v.check(
          (reason) =>
            reason === '' ||
            (reason.length >= COMPLAINT_LIMITS.reasonMin &&
              reason.length <= COMPLAINT_LIMITS.reasonMax),
          complaintMessages.contactReason,
        ),
      ),
      '',
    ),
  },
  NOT_A_JSON_OBJECT,
);

/** The phone whole (the access log records who saw it, when and why). */
export const complaintContactSchema = v.object({ phone: v.nullable(v.string()) });

/** POST /complaints (201): the staff's copy of the protocol to read to the caller. */
export const openedComplaintSchema = v.object({
  protocol: v.string(),
  /** Null when the complaint is one this person cannot read (a sensitive one, for an admin). */
  id: v.nullable(v.string()),
});
export type OpenedComplaint = v.InferOutput<typeof openedComplaintSchema>;

const countRow = {
  open: v.number(),
  overdue: v.number(),
  total: v.number(),
  /** Of those, sensitive (counted for admins, never listed for them). */
  sensitive: v.number(),
};

/** GET /complaints/counts */
export const complaintCountsSchema = v.object({
  open: v.number(),
  overdue: v.number(),
  byCategory: v.array(
    v.object({ category: v.picklist(COMPLAINT_CATEGORIES), categoryText: v.string(), ...countRow }),
  ),
  byLeader: v.array(v.object({ leaderId: v.string(), leaderName: v.string(), ...countRow })),
});
export type ComplaintCounts = v.InferOutput<typeof complaintCountsSchema>;

/** GET /complaints query: each field optional. */
export const complaintFilterSchema = v.object({
  stage: v.optional(v.picklist([...COMPLAINT_STAGES, 'open'] as const, complaintMessages.stage)),
  category: v.optional(v.picklist(COMPLAINT_CATEGORIES, complaintMessages.category)),
  overdue: v.optional(v.picklist(['true'] as const)),
  leaderId: v.optional(v.pipe(v.string(), v.uuid('Líder inválido.'))),
  donationId: v.optional(v.string()),
});
export type ComplaintFilter = v.InferOutput<typeof complaintFilterSchema>;
