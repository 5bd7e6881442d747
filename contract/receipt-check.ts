import * as v from 'valibot';
import { FAMILY_ANSWERS } from './family-answers.ts';
import { RECEIPT_CPF_DIGITS, normalizeReceiptCode } from './receipt-code.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';
import { publicComplaintRequestSchema } from './complaints.ts';

/**
 * The public check of a delivery, /comprovante (docs/product.md R15.3): no sign-in, the receipt
 * code and the first 3 digits of the CPF given at the delivery, by POST only.
 */

export const receiptCheckMessages = {
  code: 'Digite o código do comprovante: 8 letras e números, como K7Q2-M9XD.',
  cpfDigits: `Digite os ${RECEIPT_CPF_DIGITS} primeiros números do CPF, ou deixe em branco se o CPF não foi informado na entrega.`,
  /** One answer whichever half is wrong: it must not tell a stranger that a code exists. */
  notFound:
    'Não encontramos uma entrega com este código e estes números do CPF. Confira o que digitou e tente de novo.',
  disputed:
    'A família já informou que não recebeu este cartão. Acompanhe a reclamação pelo protocolo em Fale conosco.',
} as const;

const CPF_DIGITS = new RegExp(`^(\\d{${RECEIPT_CPF_DIGITS}})?$`);

/** What every call of /public/receipts/… names: which delivery, and the proof of knowing it. */
export const receiptLookupEntries = {
  code: v.pipe(
    v.string(receiptCheckMessages.code),
    v.transform(normalizeReceiptCode),
    v.string(receiptCheckMessages.code),
  ),
  /** '' when no CPF was given at the delivery. */
  cpfDigits: v.pipe(
    v.optional(v.string(receiptCheckMessages.cpfDigits), ''),
    v.trim(),
    v.regex(CPF_DIGITS, receiptCheckMessages.cpfDigits),
  ),
};

/** POST /public/receipts/check and POST /public/receipts/received. */
export const receiptLookupSchema = requestObject(receiptLookupEntries, NOT_A_JSON_OBJECT);
export type ReceiptLookup = v.InferOutput<typeof receiptLookupSchema>;

/**
 * All the public page shows of a delivery: its day, where, the leader's first name and whether the
 * family has answered. Nothing about the family.
 */
export const publicDeliverySchema = v.object({
  /** The São Paulo day of the delivery, YYYY-MM-DD. */
  deliveredOn: v.string(),
  city: v.string(),
  state: v.string(),
  siteName: v.string(),
  leaderFirstName: v.string(),
  familyAnswer: v.nullable(v.picklist(FAMILY_ANSWERS)),
  /** The São Paulo day of the answer, YYYY-MM-DD. */
  answeredOn: v.nullable(v.string()),
});
export type PublicDelivery = v.InferOutput<typeof publicDeliverySchema>;

/**
 * POST /public/receipts/problem: 'Não recebi / tenho um problema'. The delivery is named as in
 * the check; the rest is the public complaint form's (contract/complaints.ts), whose receipt code
 * is this one.
 */
export const receiptProblemSchema = requestObject(
  { ...publicComplaintRequestSchema.entries, ...receiptLookupEntries },
  NOT_A_JSON_OBJECT,
);
export type ReceiptProblem = v.InferOutput<typeof receiptProblemSchema>;
