import * as v from 'valibot';
import { accessEntrySchema } from './access-log.ts';
import { normalizeCpf } from './cpf.ts';
import { recipientProblem } from './leader-writes.ts';

export const subjectMessages = {
  cpf: 'Informe um CPF válido.',
  reason: 'Informe o motivo (de 5 a 500 caracteres).',
  field: 'Escolha o dado a corrigir.',
  voucher: 'Este cartão não é desta pessoa.',
  anonymised: 'Os dados desta entrega já foram anonimizados.',
  notFound: 'Nenhum dado encontrado para este CPF.',
} as const;

const cpfField = v.pipe(
  v.string(subjectMessages.cpf),
  v.transform(normalizeCpf),
  v.string(subjectMessages.cpf),
);
const reasonField = v.pipe(
  v.string(subjectMessages.reason),
  v.trim(),
  v.minLength(5, subjectMessages.reason),
  v.maxLength(500, subjectMessages.reason),
);

/** POST /privacy/subject and /privacy/subject/export: the person's CPF, in the body (never in a URL). */
export const subjectRequestSchema = v.object({ cpf: cpfField });
export type SubjectRequest = v.InferOutput<typeof subjectRequestSchema>;

/** One delivery to the person, their data whole (an admin answering their request). */
export const subjectDeliverySchema = v.object({
  voucherId: v.string(),
  donationId: v.string(),
  delivered: v.nullable(v.string()),
  statusText: v.string(),
  leaderName: v.string(),
  siteName: v.string(),
  city: v.string(),
  state: v.string(),
  receivedName: v.nullable(v.string()),
  receivedCpf: v.nullable(v.string()),
  receivedContactNumber: v.nullable(v.string()),
  receivedEmail: v.nullable(v.string()),
  /** GPS of the delivery as kept (rounded to about 1 km once anonymised). */
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
  hasPhoto: v.boolean(),
  hasInvoice: v.boolean(),
  anonymisedAt: v.nullable(v.string()),
  /** When the retention job will anonymise it (null: its donation is still open). */
  anonymiseAfter: v.nullable(v.string()),
});
export type SubjectDelivery = v.InferOutput<typeof subjectDeliverySchema>;

/**
 * When the person also has an account (a leader, a member of staff): every field stored about
 * it, whole, and what the account recorded (terms, health declarations, away reports, resets).
 */
export const subjectAccountSchema = v.object({
  name: v.string(),
  role: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
  rg: v.nullable(v.string()),
  /** YYYY-MM-DD */
  birthdate: v.nullable(v.string()),
  address: v.nullable(v.string()),
  cep: v.nullable(v.string()),
  communities: v.nullable(v.string()),
  siteName: v.nullable(v.string()),
  createdAt: v.string(),
  disabledAt: v.nullable(v.string()),
  termsAcceptedAt: v.nullable(v.string()),
  /** Every health declaration ('checklist') confirmed, newest first. */
  checklists: v.array(v.string()),
  /** Away reports still kept: why (symptoms or cannot deliver), from when, until when. */
  awayReports: v.array(
    v.object({ kind: v.string(), createdAt: v.string(), resolvedAt: v.nullable(v.string()) }),
  ),
  /** When an admin reset the password. */
  passwordResets: v.array(v.string()),
});

/**
 * A complaint the person is behind (about a voucher delivered to them, or leaving a phone of theirs),
 * as the admin answering the request may read it: what the person said, its stages and the answer
 * they were given. Staff's notes are the team's working words and stay out.
 */
export const subjectComplaintSchema = v.object({
  protocol: v.string(),
  categoryText: v.string(),
  channelText: v.string(),
  stageText: v.string(),
  createdAt: v.string(),
  description: v.nullable(v.string()),
  receiptCode: v.nullable(v.string()),
  contactPhone: v.nullable(v.string()),
  publicAnswer: v.nullable(v.string()),
  anonymisedAt: v.nullable(v.string()),
  stages: v.array(v.object({ at: v.string(), stageText: v.string() })),
});
export type SubjectComplaint = v.InferOutput<typeof subjectComplaintSchema>;

/** Everything held about one CPF: deliveries, account, complaints, and who accessed them. */
export const subjectRecordSchema = v.object({
  cpf: v.string(),
  deliveries: v.array(subjectDeliverySchema),
  account: v.nullable(subjectAccountSchema),
  complaints: v.array(subjectComplaintSchema),
  /** Sensitive complaints of the person's, which only the ombudsperson reads (decision 163). */
  sensitiveComplaints: v.number(),
  accesses: v.array(accessEntrySchema),
  retentionDays: v.number(),
});
export type SubjectRecord = v.InferOutput<typeof subjectRecordSchema>;

export const CORRECTABLE_FIELDS = [
  'receivedName',
  'receivedCpf',
  'receivedContactNumber',
  'receivedEmail',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECTABLE_FIELD_LABELS = {
  receivedName: 'Nome',
  receivedCpf: 'CPF',
  receivedContactNumber: 'Telefone',
  receivedEmail: 'E-mail',
} as const satisfies Record<CorrectableField, string>;

/** Whether a corrected value passes the same rule as at delivery ('' erases an optional field). */
export const correctionProblem = (field: CorrectableField, value: string): string | null =>
  recipientProblem(field, value);

/** POST /privacy/subject/correct: one field of one of the person's deliveries, and why. */
export const subjectCorrectionSchema = v.pipe(
  v.object({
    cpf: cpfField,
    voucherId: v.pipe(
      v.string(subjectMessages.voucher),
      v.nonEmpty(subjectMessages.voucher),
      v.maxLength(64, subjectMessages.voucher),
    ),
    field: v.picklist(CORRECTABLE_FIELDS, subjectMessages.field),
    value: v.pipe(v.string(), v.trim()),
    reason: reasonField,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = correctionProblem(dataset.value.field, dataset.value.value);
    if (problem) addIssue({ message: problem });
  }),
);
export type SubjectCorrection = v.InferOutput<typeof subjectCorrectionSchema>;

/** POST /privacy/subject/anonymise: the person's CPF and why. */
export const subjectAnonymisationSchema = v.object({ cpf: cpfField, reason: reasonField });
export type SubjectAnonymisation = v.InferOutput<typeof subjectAnonymisationSchema>;

/** What a correction or an anonymisation answers: the record as it is now. */
export const subjectChangeSchema = v.object({
  record: subjectRecordSchema,
  /** Vouchers changed. */
  changed: v.number(),
  /** Complaints anonymised (an anonymisation; 0 for a correction). */
  complaintsChanged: v.number(),
});
export type SubjectChange = v.InferOutput<typeof subjectChangeSchema>;
