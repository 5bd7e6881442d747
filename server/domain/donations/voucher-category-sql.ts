import type { VoucherCategory } from '#contract/voucher-categories.ts';

/**
 * One definition for the overview's sums and the filter's `cards`, so a figure and its list agree.
 */
export const VOUCHER_CATEGORY_SQL: Record<VoucherCategory, string> = {
  toDeliver: '(CASE WHEN d.status IN (1, 2, 3) THEN d.cards_pending ELSE 0 END)',
  delivered: 'd.cards_delivered',
  notDelivered: 'd.cards_not_delivered',
  returned: '(CASE WHEN d.status = 5 THEN d.cards_pending ELSE 0 END)',
  lost: '(CASE WHEN d.status = 6 THEN d.cards_pending ELSE 0 END)',
};
