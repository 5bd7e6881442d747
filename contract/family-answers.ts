/**
 * What a family said about its voucher at /comprovante (docs/product.md R15.2–R15.4): 'Recebi o
 * cartão' or 'Não recebi'. Plain values: the list's chips and the overview read them without a
 * schema library.
 */
export const FAMILY_ANSWERS = ['received', 'notReceived'] as const;
export type FamilyAnswer = (typeof FAMILY_ANSWERS)[number];

/** The overview's figures and the list's filter chip. */
export const FAMILY_ANSWER_FILTER_TEXTS = {
  received: 'Confirmadas pela família',
  notReceived: 'Contestadas pela família',
} as const satisfies Record<FamilyAnswer, string>;
