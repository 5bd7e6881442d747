/** A stalled mobile connection would otherwise spin forever instead of saying "no connection". */
export interface RequestTimeouts {
  jsonMs: number;
  // Without a byte moving: a large photo on a slow but working connection is never cut off.
  uploadIdleMs: number;
}

export const DEFAULT_TIMEOUTS: RequestTimeouts = { jsonMs: 20_000, uploadIdleMs: 60_000 };

export const fetchTimeoutMs = (timeouts: RequestTimeouts, isUpload: boolean) =>
  isUpload ? Math.max(timeouts.jsonMs, timeouts.uploadIdleMs) : timeouts.jsonMs;
