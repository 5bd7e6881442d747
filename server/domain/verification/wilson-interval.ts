import type { ShareInterval } from '#contract/verification.ts';

const Z_95 = 1.959963984540054;

/** Unlike p ± z·√(p(1−p)/n) it stays in [0, 1] and holds for small samples and shares near 100%. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): ShareInterval | null {
  if (trials === 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}
