/** The admin's donation filter (SPEC §3 Filter): only the criteria that were given. */
export type DonationFilter = {
  leaderName?: string;
  siteId?: number;
  status?: number;
  listDonationId?: string[];
  state?: string;
  city?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** How many criteria are set: what the filter button shows (each field counts once). */
export function countActiveFilters(filter: DonationFilter | null): number {
  if (!filter) return 0;
  return Object.values(filter).filter((value) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)).length;
}
