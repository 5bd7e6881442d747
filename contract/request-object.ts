import * as v from 'valibot';

/**
 * A request body object. A missing field is reported with that field's own message (valibot
 * would otherwise report it with the object's message); anything that is not an object gets
 * `notAnObject`.
 */
export function requestObject<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  notAnObject: string,
) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || !(key in entries)) return notAnObject;
    return v.safeParse(entries[key]!, undefined).issues?.[0].message ?? notAnObject;
  });
}

export const NOT_A_JSON_OBJECT = 'O corpo da requisição deve ser um objeto JSON.';
