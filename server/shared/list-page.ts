import * as v from 'valibot';
import { LIST_PAGE_MESSAGES, type ListPage } from '#contract/list-page.ts';
import type { Db } from '../db/db.ts';

const wholeNumber = (message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

const listPageQuerySchema = v.object({
  limit: v.optional(
    v.pipe(wholeNumber(LIST_PAGE_MESSAGES.limit), v.minValue(1, LIST_PAGE_MESSAGES.limit)),
  ),
  offset: v.optional(wholeNumber(LIST_PAGE_MESSAGES.offset)),
});

export function listPageOf(query: { limit?: string; offset?: string }, max: number): ListPage {
  const asked = v.parse(listPageQuerySchema, { limit: query.limit, offset: query.offset });
  return { limit: Math.min(asked.limit ?? max, max), offset: asked.offset ?? 0 };
}

export function pageSql(page: ListPage, params: unknown[]): string {
  params.push(page.limit, page.offset);
  return `LIMIT $${params.length - 1} OFFSET $${params.length}`;
}

/**
 * A first page that is not full is the whole list, so only a full or later page pays for the count.
 */
export async function pageTotal(
  db: Db,
  page: ListPage,
  rowsOnPage: number,
  countSql: string,
  params: readonly unknown[] = [],
): Promise<number> {
  if (page.offset === 0 && rowsOnPage < page.limit) return rowsOnPage;
  const [counted] = await db.query<{ total: number }>(countSql, params);
  return Number(counted?.total ?? 0);
}
