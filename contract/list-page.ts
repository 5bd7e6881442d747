import * as v from 'valibot';

/**
 * The most rows one call of a list answers (security review 2, finding 11): the newest first,
 * with `total` saying how many there are, as the filter does (decision 007). `?limit` asks for
 * fewer, `?offset` skips the first ones; a larger limit is answered with the maximum.
 */
export const LIST_PAGE_MAX = { donations: 1000, charges: 200, reports: 200 } as const;

export const LIST_PAGE_MESSAGES = {
  limit: 'O parâmetro limit deve ser um número inteiro a partir de 1.',
  offset: 'O parâmetro offset deve ser um número inteiro a partir de 0.',
} as const;

const wholeNumber = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

/** `?limit` and `?offset` as a list call receives them. */
export const listPageQuerySchema = v.object({
  limit: v.optional(v.pipe(wholeNumber(LIST_PAGE_MESSAGES.limit), v.minValue(1, LIST_PAGE_MESSAGES.limit))),
  offset: v.optional(wholeNumber(LIST_PAGE_MESSAGES.offset)),
});

/** Which rows of a list to answer. */
export interface ListPage {
  limit: number;
  offset: number;
}

/** The page a query asks for, its limit held to `max`; throws a ValiError (400) on a malformed one. */
export function listPageOf(query: { limit?: string; offset?: string }, max: number): ListPage {
  const asked = v.parse(listPageQuerySchema, { limit: query.limit, offset: query.offset });
  return { limit: Math.min(asked.limit ?? max, max), offset: asked.offset ?? 0 };
}
