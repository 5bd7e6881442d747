import type { ListPage } from '#contract/list-page.ts';
import type { Db } from '../../db/db.ts';

/** `LIMIT … OFFSET …` for a page, its two values appended to `params`. */
export function pageSql(page: ListPage, params: unknown[]): string {
  params.push(page.limit, page.offset);
  return `LIMIT $${params.length - 1} OFFSET $${params.length}`;
}

/**
 * How many rows the whole list holds: a first page that is not full is the whole list, so only a
 * full or later page pays for the count.
 */
export async function pageTotal(db: Db, page: ListPage, rowsOnPage: number, countSql: string, params: readonly unknown[] = []): Promise<number> {
  if (page.offset === 0 && rowsOnPage < page.limit) return rowsOnPage;
  const [counted] = await db.query<{ total: number }>(countSql, params);
  return Number(counted?.total ?? 0);
}
