import { HIDDEN, SMALL, SMALL_COUNT, type Shown } from '#contract/transparency.ts';

/**
 * A published total and the published counts it is the sum of (a place's cards by outcome, a
 * state and its cities). Anyone can subtract, so within one sum a single hidden count is no
 * protection: it is the total minus the rest.
 */
export interface SumRelation {
  total: string;
  parts: readonly string[];
}

/**
 * Small-number suppression (docs/privacy.md "Transparência"): every count under SMALL_COUNT is
 * published as SMALL; then, while some sum has exactly one count not published, the smallest
 * other count of that sum is published as HIDDEN (a part when there is one left, else the
 * total), until no published count lets a hidden one be worked out by subtraction. Counts are
 * named by key; a key in no relation is only held to the small rule.
 */
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
