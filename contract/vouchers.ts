import * as v from 'valibot';
import { normalizeCpf } from './cpf.ts';
import { normalizeReceiptCode } from './receipt-code.ts';
import { donationIdSchema } from './donation-id.ts';
import { locationFields } from './location.ts';
import { voucherStatusSchema } from './status-schemas.ts';
import { VOUCHER_STATUS_TEXTS } from './status-texts.ts';

/** What a family said about its card at /comprovante: 'Recebi o cartão' or 'Não recebi'. */
export const FAMILY_ANSWERS = ['received', 'notReceived'] as const;
export type FamilyAnswer = (typeof FAMILY_ANSWERS)[number];

/** A voucher (card) of a donation, in delivery order (`position` is 1-based). */
export const voucherSchema = v.object({
  voucherId: v.string(),
  donationId: donationIdSchema,
  position: v.number(),
  status: voucherStatusSchema,
  statusText: v.picklist(Object.values(VOUCHER_STATUS_TEXTS)),
  delivered: v.nullable(v.string()),
  receivedCpf: v.nullable(v.string()),
  receivedName: v.nullable(v.string()),
  receivedContactNumber: v.nullable(v.string()),
  receivedEmail: v.nullable(v.string()),
  leaderComment: v.nullable(v.string()),
  hasPhoto: v.boolean(),
  hasInvoice: v.boolean(),
  /** When the family's data was anonymised (retention or their request); null while it is kept. */
  anonymisedAt: v.optional(v.nullable(v.string()), null),
  /** The code the family keeps (contract/receipt-code.ts); null unless delivered. */
  receiptCode: v.optional(v.nullable(v.string()), null),
  /**
   * The server made the code (the phone's was taken, or none came): the family was shown another
   * one or none, so staff pass this one on.
   */
  receiptCodeFromServer: v.optional(v.boolean(), false),
  /** What the family said at /comprovante, and when; staff only (a leader never sees it). */
  familyAnswer: v.optional(v.nullable(v.picklist(FAMILY_ANSWERS)), null),
  familyAnsweredAt: v.optional(v.nullable(v.string()), null),
});
export type Voucher = v.InferOutput<typeof voucherSchema>;

/** GET /vouchers?donationId= */
export const voucherListSchema = v.object({ vouchers: v.array(voucherSchema) });
export type VoucherList = v.InferOutput<typeof voucherListSchema>;

/** The file fields of POST /donations/{id}/donate: the delivery photo (required when delivered) and the invoice. */
export const DELIVERY_PHOTO_FIELD = 'donateDonationFile';
export const DELIVERY_INVOICE_FIELD = 'invoiceFile';

export const DELIVERY_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  phoneMin: 2,
  phoneMax: 15,
  emailMin: 5,
  emailMax: 120,
  commentMax: 500,
} as const;
const L = DELIVERY_LIMITS;

export const deliveryMessages = {
  voucherId: 'Informe o cartão (voucherId).',
  delivered: 'Informe se o cartão foi entregue (delivered: true ou false).',
  commentTooLong: `O comentário deve ter no máximo ${L.commentMax} caracteres.`,
  reasonRequired: 'Informe o motivo da não entrega no comentário.',
  name: `O nome de quem recebeu deve ter de ${L.nameMin} a ${L.nameMax} caracteres.`,
  cpf: 'CPF inválido.',
  phone: `O telefone deve ter de ${L.phoneMin} a ${L.phoneMax} caracteres.`,
  email: `E-mail inválido: use de ${L.emailMin} a ${L.emailMax} caracteres, como nome@exemplo.com.`,
  receiptCode: 'Código do comprovante inválido: use 8 letras e números, como K7Q2-M9XD.',
  notText: (field: string) => `O campo ${field} deve ser texto.`,
} as const;
const m = deliveryMessages;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()+-]+$/;

/** An optional multipart text field, trimmed; '' when absent. */
const text = (field: string) => v.pipe(v.optional(v.string(m.notText(field)), ''), v.trim());
const within = (value: string, min: number, max: number) =>
  value.length >= min && value.length <= max;

type Fields = Record<
  | 'delivered'
  | 'leaderComment'
  | 'receivedName'
  | 'receivedCpf'
  | 'receivedContactNumber'
  | 'receivedEmail'
  | 'receiptCode',
  string
>;
type Rule = {
  field: keyof Fields;
  applies: (fields: Fields) => boolean;
  valid: (value: string) => boolean;
  message: string;
};

const delivered = (fields: Fields) => fields.delivered === 'true';
const optional = (valid: (value: string) => boolean) => (value: string) =>
  value === '' || valid(value);

/** Not delivered needs the reason; delivered needs who received it and checks the optional contacts. */
const outcomeRules: readonly Rule[] = [
  {
    field: 'leaderComment',
    applies: (fields) => !delivered(fields),
    valid: (comment) => comment !== '',
    message: m.reasonRequired,
  },
  {
    field: 'receivedName',
    applies: delivered,
    valid: (name) => within(name, L.nameMin, L.nameMax),
    message: m.name,
  },
  {
    field: 'receivedCpf',
    applies: delivered,
    valid: optional((cpf) => normalizeCpf(cpf) !== null),
    message: m.cpf,
  },
  {
    field: 'receivedContactNumber',
    applies: delivered,
    valid: optional((phone) => within(phone, L.phoneMin, L.phoneMax) && PHONE.test(phone)),
    message: m.phone,
  },
  {
    field: 'receivedEmail',
    applies: delivered,
    valid: optional((email) => within(email, L.emailMin, L.emailMax) && EMAIL.test(email)),
    message: m.email,
  },
  {
    field: 'receiptCode',
    applies: delivered,
    valid: optional((code) => normalizeReceiptCode(code) !== null),
    message: m.receiptCode,
  },
];

const nullIfEmpty = (value: string) => (value === '' ? null : value);

/**
 * The text fields of POST /donations/{id}/donate (multipart), as the outcome of one voucher.
 */
export const deliveryFieldsSchema = v.pipe(
  v.object({
    voucherId: v.pipe(text('voucherId'), v.nonEmpty(m.voucherId), v.maxLength(64, m.voucherId)),
    delivered: v.pipe(text('delivered'), v.picklist(['true', 'false'], m.delivered)),
    ...locationFields,
    leaderComment: v.pipe(text('leaderComment'), v.maxLength(L.commentMax, m.commentTooLong)),
    receivedName: text('receivedName'),
    receivedCpf: text('receivedCpf'),
    receivedContactNumber: text('receivedContactNumber'),
    receivedEmail: text('receivedEmail'),
    /** The receipt code the phone made (absent from older phones: the server then makes one). */
    receiptCode: text('receiptCode'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const fields = dataset.value;
    for (const rule of outcomeRules) {
      if (!rule.applies(fields) || rule.valid(fields[rule.field])) continue;
      const value = fields[rule.field];
      addIssue({
        message: rule.message,
        path: [{ type: 'object', origin: 'value', input: fields, key: rule.field, value }],
      });
    }
  }),
  v.transform((fields) => {
    const delivered = fields.delivered === 'true';
    return {
      voucherId: fields.voucherId,
      delivered,
      lat: fields.lat,
      lon: fields.lon,
      leaderComment: nullIfEmpty(fields.leaderComment),
      // What the person who received the card gave only counts when it was delivered.
      receivedName: delivered ? nullIfEmpty(fields.receivedName) : null,
      receivedCpf: delivered ? normalizeCpf(fields.receivedCpf) : null,
      receivedContactNumber: delivered ? nullIfEmpty(fields.receivedContactNumber) : null,
      receivedEmail: delivered ? nullIfEmpty(fields.receivedEmail) : null,
      receiptCode: delivered ? normalizeReceiptCode(fields.receiptCode) : null,
    };
  }),
);
export type DeliveryFields = v.InferOutput<typeof deliveryFieldsSchema>;

/** GET /voucher/{id}: one card, with who received it masked (admin and readonly; leaders get none of it). */
export const voucherReadSchema = v.object({ voucher: voucherSchema });
export type VoucherRead = v.InferOutput<typeof voucherReadSchema>;

export const REVEAL_REASON_MIN = 5;
export const REVEAL_REASON_MAX = 500;
export const revealMessages = {
  reasonRequired: 'Informe o motivo para ver os dados completos.',
  reasonTooShort: `O motivo deve ter de ${REVEAL_REASON_MIN} a ${REVEAL_REASON_MAX} caracteres.`,
  reasonTooLong: `O motivo deve ter no máximo ${REVEAL_REASON_MAX} caracteres.`,
  nothingToReveal: 'Este cartão não tem dados da família para mostrar.',
  anonymised: 'Os dados desta família foram anonimizados.',
} as const;

/**
 * POST /voucher/{id}/reveal (admin): the reason, required when the organisation asks for one; a
 * reason given is 5–500 characters, so a letter typed to get past the question is not one.
 */
export const revealRequestSchema = v.object({
  reason: v.optional(
    v.pipe(
      v.string(revealMessages.reasonRequired),
      v.trim(),
      v.check(
        (reason) => reason === '' || reason.length >= REVEAL_REASON_MIN,
        revealMessages.reasonTooShort,
      ),
      v.maxLength(REVEAL_REASON_MAX, revealMessages.reasonTooLong),
    ),
    '',
  ),
});
export type RevealRequest = v.InferOutput<typeof revealRequestSchema>;

/** What the reveal answers: the family's identifiers whole. Recorded in the access log. */
export const revealedRecipientSchema = v.object({
  voucherId: v.string(),
  receivedName: v.nullable(v.string()),
  receivedCpf: v.nullable(v.string()),
  receivedContactNumber: v.nullable(v.string()),
  receivedEmail: v.nullable(v.string()),
});
export type RevealedRecipient = v.InferOutput<typeof revealedRecipientSchema>;
