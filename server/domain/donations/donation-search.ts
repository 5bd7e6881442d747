import type { Db } from '../../db/db.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import type { DonationSearch } from '#contract/donations.ts';
import { donationFilterWhere } from './donation-filter.ts';
import { queryDonations } from './donation-queries.ts';
import { pageTotal } from '../../shared/list-page.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';

/** A filter matching tens of thousands is refined by the person, not scrolled. */
export const FILTER_RESULT_LIMIT = 1000;

export async function searchDonations(
  db: Db,
  protection: DataProtection,
  filter: DonationFilter,
  now: Date,
  limit: number = FILTER_RESULT_LIMIT,
): Promise<Required<DonationSearch>> {
  const params: unknown[] = [];
  const where = donationFilterWhere(filter, params, protection, now);
  const page = { limit, offset: 0 };
  const donations = await queryDonations(db, where, params, page);
  return {
    donations,
    total: await pageTotal(
      db,
      page,
      donations.length,
      `SELECT count(*)::int AS total FROM donations d ${where}`,
      params,
    ),
  };
}
