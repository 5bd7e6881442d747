/**
 * At most `perSecond` a second on average, spaced `1000 / perSecond` ms apart. Up to a second's
 * worth may go at once after a pause, so the pauses between a worker's batches (completing and
 * fetching jobs) do not lower the rate below `perSecond`.
 */
export function pacer(perSecond: number): () => Promise<void> {
  const gapMs = 1000 / perSecond;
  let next = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = performance.now();
    const at = Math.max(now - 1000 + gapMs, next);
    next = at + gapMs;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}
