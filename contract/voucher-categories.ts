import * as v from 'valibot';

/**
 * Every voucher of the campaign is in exactly one of these (docs/product.md R12.3): recorded as
 * delivered or not delivered, or still pending in a donation that is open (to deliver), returned
 * or lost. The overview counts them and the donation filter's `cards` finds the donations that
 * hold at least one.
 */
export const VOUCHER_CATEGORIES = [
  'toDeliver',
  'delivered',
  'notDelivered',
  'returned',
  'lost',
] as const;
export type VoucherCategory = (typeof VOUCHER_CATEGORIES)[number];
export const voucherCategorySchema = v.picklist(
  VOUCHER_CATEGORIES,
  'Categoria de cartões inválida.',
);

export const VOUCHER_CATEGORY_TEXTS = {
  toDeliver: 'Cartões a entregar',
  delivered: 'Cartões entregues',
  notDelivered: 'Cartões não entregues',
  returned: 'Cartões devolvidos',
  lost: 'Cartões extraviados',
} as const satisfies Record<VoucherCategory, string>;
