import type { CardCategory } from '#contract/card-categories.ts';

/**
 * How many of one donation's cards are in each category (docs/product.md R12.3), as SQL over the
 * donation `d` and its summary columns (migration 020). The overview sums these and the
 * donation filter's `cards` keeps the donations where the count is above 0: one definition, so a
 * figure and the list it links to always agree. Constants only (no user input).
 */
export const CARD_CATEGORY_SQL: Record<CardCategory, string> = {
  toDeliver: '(CASE WHEN d.status IN (1, 2, 3) THEN d.cards_pending ELSE 0 END)',
  delivered: 'd.cards_delivered',
  notDelivered: 'd.cards_not_delivered',
  returned: '(CASE WHEN d.status = 5 THEN d.cards_pending ELSE 0 END)',
  lost: '(CASE WHEN d.status = 6 THEN d.cards_pending ELSE 0 END)',
};
