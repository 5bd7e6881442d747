import { HIDDEN, SMALL, SMALL_COUNT, type Shown } from '#contract/transparency.ts';

/** Anyone can subtract: within one sum a single hidden count is no protection. */
export interface SumRelation {
  total: string;
  parts: readonly string[];
}

/** Until no published count lets a hidden one be worked out by subtraction. */
export function suppressSmallCounts(
  counts: ReadonlyMap<string, number>,
  sums: readonly SumRelation[],
): Map<string, Shown> {
  const hidden = new Map<string, typeof SMALL | typeof HIDDEN>();
  for (const [key, count] of counts) if (count < SMALL_COUNT) hidden.set(key, SMALL);
  const countOf = (key: string) => {
    const count = counts.get(key);
    if (count === undefined) throw new Error(`small counts: no count named ${key}`);
    return count;
  };

  let changed = true;
  while (changed) {
    changed = false;
    for (const sum of sums) {
      if (sum.parts.length === 0) continue;
      const cells = [sum.total, ...sum.parts];
      const unpublished = cells.filter((key) => hidden.has(key));
      if (unpublished.length !== 1) continue;
      const shownParts = sum.parts.filter((key) => !hidden.has(key));
      const candidates = shownParts.length > 0 ? shownParts : [sum.total];
      const smallest = candidates.reduce((a, b) => (countOf(b) < countOf(a) ? b : a));
      hidden.set(smallest, HIDDEN);
      changed = true;
    }
  }

  const shown = new Map<string, Shown>();
  for (const [key, count] of counts) shown.set(key, hidden.get(key) ?? count);
  return shown;
}
