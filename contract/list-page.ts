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

/** Which rows of a list to answer. */
export interface ListPage {
  limit: number;
  offset: number;
}
