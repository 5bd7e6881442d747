import * as v from 'valibot';
import { normalizeCpf } from './cpf.ts';
import { MAX_QUANTITY } from './donations.ts';
import { locationFields } from './location.ts';
import { normalizeReceiptCode } from './receipt-code.ts';
import { RECORDED_AT_FIELD } from './leader-gates.ts';
import { LEADER_REPORT_KINDS } from './leader-report-kinds.ts';
import { isMessageConsentVersion } from './message-consent.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

/**
 * A leader's writes in the field, each one command written once: what the leader fills in (the
 * entry, which her form validates with this very schema), the command the device keeps and sends
 * (the entry, normalised, with which donation, which voucher and where), and the multipart body of
 * its REST call. The server reads the body back into the same command with the same schema, so
 * the phone and the server cannot disagree on a rule (docs/decisions/130-one-command-per-write.md).
 *
 * A new field the leader fills in goes into the write's entries and its rules; a field the device
 * adds (a code it makes, say) goes into the command's own entries. Either way the body, the
 * outbox and the REST client carry it without a change; the SQL that stores it is the server's.
 */

/** The first value of a text field, trimmed; '' when absent. */
const text = (field: string) =>
  v.pipe(v.optional(v.string(`O campo ${field} deve ser texto.`), ''), v.trim());

/**
 * When the leader confirmed the write, by the phone's clock (ISO 8601), so a write queued offline
 * is judged by the gates of that moment (contract/leader-gates.ts); null from a phone that does
 * not say, and then the server's clock counts.
 */
const recordedAt = v.pipe(
  text(RECORDED_AT_FIELD),
  v.check((at) => at === '' || !Number.isNaN(Date.parse(at)), 'A hora do registro é inválida.'),
  v.transform((at) => (at === '' ? null : at)),
);

/** A photo as a write carries it (its bytes are checked by the server), or none. */
const photoOrNone = (field: string) =>
  v.optional(v.nullable(v.instance(Blob, `O campo ${field} deve ser um arquivo.`)), null);

// ---------------------------------------------------------------------------------------------
// Proof of receipt: POST /donations/{id}/receive (docs/product.md R6.7)

export const receiptMessages = {
  quantityRequired: 'Informe a quantidade de cartões recebidos.',
  quantityInvalid: 'A quantidade deve ser um número inteiro maior que zero.',
  quantityTooLarge: 'Confira a quantidade: o número é grande demais.',
  photoRequired: 'Adicione a foto dos cartões recebidos.',
} as const;

/** The photo of the receipt travels in this multipart field (jpeg or png). */
export const RECEIPT_FILES = { photo: 'receiveDonationFile' } as const;

/** What the leader fills in: how many vouchers arrived and their photo. */
export const receiptEntrySchema = v.object({
  receivedQuantity: v.pipe(
    text('receivedQuantity'),
    v.nonEmpty(receiptMessages.quantityRequired),
    v.digits(receiptMessages.quantityInvalid),
    v.transform(Number),
    v.minValue(1, receiptMessages.quantityInvalid),
    v.maxValue(MAX_QUANTITY, receiptMessages.quantityTooLarge),
  ),
  photo: v.pipe(
    photoOrNone(RECEIPT_FILES.photo),
    v.check((photo) => photo !== null, receiptMessages.photoRequired),
    v.transform((photo) => photo as Blob),
  ),
});
export type ReceiptEntry = v.InferInput<typeof receiptEntrySchema>;

export const receiptCommandSchema = v.object({
  donationId: v.string(),
  ...locationFields,
  recordedAt,
  ...receiptEntrySchema.entries,
});
/** The receipt as the device keeps it and sends it. */
export type ReceiptCommand = v.InferOutput<typeof receiptCommandSchema>;

// ---------------------------------------------------------------------------------------------
// One voucher's delivery: POST /donations/{id}/donate (docs/product.md R6.10)

export const DELIVERY_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  phoneMin: 2,
  phoneMax: 15,
  emailMin: 5,
  emailMax: 120,
  /** A Brazilian number with its area code (DDD): 10 digits, 11 for a mobile (decision 168). */
  phoneDigitsMin: 10,
  commentMax: 500,
  cpfMaskedLength: 14,
} as const;
const L = DELIVERY_LIMITS;

/** The photo of the delivery and the optional invoice travel in these multipart fields. */
export const DELIVERY_FILES = { photo: 'donateDonationFile', invoice: 'invoiceFile' } as const;

export const deliveryMessages = {
  voucherId: 'Informe o cartão (voucherId).',
  delivered: 'Selecione o status da entrega.',
  reasonRequired: 'Informe o motivo da não entrega.',
  commentTooLong: `O comentário deve ter no máximo ${L.commentMax} caracteres.`,
  photoRequired: 'Adicione a foto da entrega.',
  nameRequired: 'Informe o nome completo de quem recebeu.',
  nameLength: `O nome deve ter de ${L.nameMin} a ${L.nameMax} caracteres.`,
  cpfIncomplete: 'Digite o CPF completo: 000.000.000-00.',
  cpfInvalid: 'CPF inválido. Confira os números digitados.',
  phoneLength: `O telefone deve ter de ${L.phoneMin} a ${L.phoneMax} caracteres.`,
  phoneIncomplete: 'Digite o telefone completo, com o DDD: (00) 00000-0000.',
  phoneCharacters: 'Telefone inválido: use só números, com o DDD.',
  emailLength: `O e-mail deve ter de ${L.emailMin} a ${L.emailMax} caracteres.`,
  emailInvalid: 'E-mail inválido. Use o formato nome@exemplo.com.',
  receiptCode: 'Código do comprovante inválido: use 8 letras e números, como K7Q2-M9XD.',
  messageConsent: 'Atualize o aplicativo: o texto do aceite de mensagem mudou.',
} as const;
const m = deliveryMessages;

/** What the leader fills in for one voucher, as typed: the outcome, who received it, the photos. */
const deliveryEntries = {
  delivered: text('delivered'),
  leaderComment: v.pipe(text('leaderComment'), v.maxLength(L.commentMax, m.commentTooLong)),
  receivedName: text('receivedName'),
  receivedCpf: text('receivedCpf'),
  receivedContactNumber: text('receivedContactNumber'),
  receivedEmail: text('receivedEmail'),
  /**
   * The version of the consent text the form showed when the family accepted a confirmation
   * message (contract/message-consent.ts); '' when it did not.
   */
  messageConsent: v.pipe(
    text('messageConsent'),
    v.check((version) => version === '' || isMessageConsentVersion(version), m.messageConsent),
  ),
  photo: photoOrNone(DELIVERY_FILES.photo),
  invoice: photoOrNone(DELIVERY_FILES.invoice),
};
type DeliveryFields = v.InferOutput<v.ObjectSchema<typeof deliveryEntries, undefined>>;

const PHONE_CHARACTERS = /^[\d\s()+-]+$/;
const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);
const within = (value: string, min: number, max: number) =>
  value.length >= min && value.length <= max;

/** Who received a voucher, as the leader types it. */
export type RecipientField =
  'receivedName' | 'receivedCpf' | 'receivedContactNumber' | 'receivedEmail';
const RECIPIENT_FIELDS: readonly RecipientField[] = [
  'receivedName',
  'receivedCpf',
  'receivedContactNumber',
  'receivedEmail',
];

/** Every recipient field empty, as a voucher not delivered (or a fixture that types none) has it. */
export const noRecipient = (): Record<RecipientField, null> =>
  Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, null])) as Record<
    RecipientField,
    null
  >;

/** What is wrong with one field of who received a delivered voucher (trimmed, '' when empty); null when it passes. */
export function recipientProblem(field: RecipientField, value: string): string | null {
  switch (field) {
    case 'receivedName':
      if (value === '') return m.nameRequired;
      return within(value, L.nameMin, L.nameMax) ? null : m.nameLength;
    case 'receivedCpf':
      if (value === '' || normalizeCpf(value) !== null) return null;
      return value.replace(/\D/g, '').length < 11 ? m.cpfIncomplete : m.cpfInvalid;
    case 'receivedContactNumber':
      if (value === '') return null;
      if (!within(value, L.phoneMin, L.phoneMax)) return m.phoneLength;
      if (!PHONE_CHARACTERS.test(value)) return m.phoneCharacters;
      return value.replace(/\D/g, '').length < L.phoneDigitsMin ? m.phoneIncomplete : null;
    case 'receivedEmail':
      if (value === '') return null;
      if (!within(value, L.emailMin, L.emailMax)) return m.emailLength;
      return isEmail(value) ? null : m.emailInvalid;
  }
}

/**
 * The first problem of each field, given the outcome chosen: not delivered needs the reason;
 * delivered needs the photo and who received it, and checks the optional contacts.
 */
export function deliveryProblems(
  fields: DeliveryFields,
): Partial<Record<keyof DeliveryFields, string>> {
  if (fields.delivered !== 'true' && fields.delivered !== 'false')
    return { delivered: m.delivered };
  if (fields.delivered === 'false')
    return fields.leaderComment === '' ? { leaderComment: m.reasonRequired } : {};
  const problems: Partial<Record<keyof DeliveryFields, string>> = {};
  if (fields.photo === null) problems.photo = m.photoRequired;
  for (const field of RECIPIENT_FIELDS) {
    const problem = recipientProblem(field, fields[field]);
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}

/** Each problem on its own field (a form reads the issue's path). */
const deliveryRules = <Fields extends DeliveryFields>() =>
  v.rawCheck<Fields>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const fields = dataset.value;
    for (const [key, message] of Object.entries(deliveryProblems(fields))) {
      const value = fields[key as keyof DeliveryFields];
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: fields, key, value }] });
    }
  });

const orNull = (value: string) => (value === '' ? null : value);

/** One voucher's delivery as recorded: the outcome, who received it, the photos. */
export interface DeliveryOutcome {
  delivered: boolean;
  leaderComment: string | null;
  receivedName: string | null;
  /** The CPF's 11 digits. */
  receivedCpf: string | null;
  receivedContactNumber: string | null;
  receivedEmail: string | null;
  /** The consent text's version when the family accepted a message; null without a phone. */
  messageConsent: string | null;
  photo: Blob | null;
  invoice: Blob | null;
}

/**
 * The entry normalised: a boolean outcome, blanks as null, the CPF's digits; what was typed for
 * the recipient only counts when the voucher was delivered. Other fields pass as they are.
 */
function deliveryOutcome<Fields extends DeliveryFields>(
  fields: Fields,
): Omit<Fields, keyof DeliveryFields> & DeliveryOutcome {
  const delivered = fields.delivered === 'true';
  const recipient = <T>(value: T) => (delivered ? value : null);
  return {
    ...fields,
    delivered,
    leaderComment: orNull(fields.leaderComment),
    receivedName: recipient(orNull(fields.receivedName)),
    receivedCpf: recipient(normalizeCpf(fields.receivedCpf)),
    receivedContactNumber: recipient(orNull(fields.receivedContactNumber)),
    receivedEmail: recipient(orNull(fields.receivedEmail)),
    // A consent without a phone to write to means nothing: it is not kept.
    messageConsent:
      delivered && fields.receivedContactNumber !== '' ? orNull(fields.messageConsent) : null,
    photo: recipient(fields.photo),
    invoice: recipient(fields.invoice),
  };
}

/** What the leader fills in for one voucher; the form validates with it. */
export const deliveryEntrySchema = v.pipe(
  v.object(deliveryEntries),
  deliveryRules(),
  v.transform(deliveryOutcome),
);
/** One voucher's delivery as the leader types it ('' for an empty field, `delivered` 'true' or 'false'). */
export type DeliveryEntry = v.InferInput<typeof deliveryEntrySchema>;

export const deliveryCommandSchema = v.pipe(
  v.object({
    donationId: v.string(),
    voucherId: v.pipe(text('voucherId'), v.nonEmpty(m.voucherId), v.maxLength(64, m.voucherId)),
    ...locationFields,
    recordedAt,
    /**
     * The receipt code the phone made for the recipient (contract/receipt-code.ts); absent from
     * older phones, and then the server makes one. Only a delivered voucher keeps it.
     */
    receiptCode: v.pipe(
      text('receiptCode'),
      v.check((code) => code === '' || normalizeReceiptCode(code) !== null, m.receiptCode),
    ),
    ...deliveryEntries,
  }),
  deliveryRules(),
  v.transform((fields) => {
    const command = deliveryOutcome(fields);
    return {
      ...command,
      receiptCode: command.delivered ? normalizeReceiptCode(fields.receiptCode) : null,
    };
  }),
);
/** One voucher's delivery as the device keeps it and sends it: which voucher, where, and the outcome. */
export type DeliveryCommand = v.InferOutput<typeof deliveryCommandSchema>;

// ---------------------------------------------------------------------------------------------
// The end of the delivery: POST /donations/{id}/end, no body

export const endCommandSchema = v.object({ donationId: v.string() });
export type EndCommand = v.InferOutput<typeof endCommandSchema>;

// ---------------------------------------------------------------------------------------------
// The away report: POST /leader/reports, a JSON body (docs/product.md R13.4)

export const awayMessages = {
  kind: 'Informe o motivo: symptoms (Estou com sintomas) ou cannotDeliver (Não consigo entregar agora).',
} as const;

/**
 * Which of the two she chose and when, nothing else: a health report is sensitive data. Her buttons
 * are this picklist's own list, so the phone offers nothing the server would refuse.
 */
export const awayCommandSchema = requestObject(
  { kind: v.picklist(LEADER_REPORT_KINDS, awayMessages.kind), recordedAt },
  NOT_A_JSON_OBJECT,
);
export type AwayCommand = v.InferOutput<typeof awayCommandSchema>;

// ---------------------------------------------------------------------------------------------
// The writes the outbox keeps, and their multipart bodies

/** A leader's write with its kind, as the outbox stores it and the REST client sends it. */
export type LeaderWrite =
  | { kind: 'receive'; command: ReceiptCommand }
  | { kind: 'deliver'; command: DeliveryCommand }
  | { kind: 'end'; command: EndCommand }
  | { kind: 'away'; command: AwayCommand };

type Files = Readonly<Record<string, string>>;

/**
 * A command as the multipart body its REST call sends: each text field by its own name (numbers
 * and booleans written out, null and blanks left out), each photo under its field's name; the donation id
 * travels in the path.
 */
function multipartOf(command: object, files: Files): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(command)) {
    if (name === 'donationId' || value === null || value === undefined || value === '') continue;
    const fileField = files[name];
    if (fileField !== undefined) {
      if (value instanceof Blob) form.append(fileField, value);
    } else form.append(name, String(value));
  }
  return form;
}

/** What a multipart body says, for its command's schema: text fields by name, photos back under their own names. */
function inputOf(form: FormData, files: Files, donationId: string): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const fileFields = new Set(Object.values(files));
  for (const [name, value] of form.entries())
    if (!(name in input) && !fileFields.has(name)) input[name] = value;
  for (const [name, field] of Object.entries(files)) {
    const value = form.get(field);
    input[name] =
      value === null || value === '' || (value instanceof Blob && value.size === 0) ? null : value;
  }
  return { ...input, donationId };
}

export const receiptForm = (command: ReceiptCommand): FormData =>
  multipartOf(command, RECEIPT_FILES);
export const receiptInput = (form: FormData, donationId: string) =>
  inputOf(form, RECEIPT_FILES, donationId);

export const deliveryForm = (command: DeliveryCommand): FormData =>
  multipartOf(command, DELIVERY_FILES);
export const deliveryInput = (form: FormData, donationId: string) =>
  inputOf(form, DELIVERY_FILES, donationId);
