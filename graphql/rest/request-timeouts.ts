/**
 * How long a request may take before the client gives up and shows the "no connection"
 * message (a stalled mobile connection otherwise spins forever).
 */
export interface RequestTimeouts {
  /** A JSON call (or a multipart one sent without progress), from start to the whole answer. */
  jsonMs: number;
  /**
   * An upload with progress: time allowed without a byte moving. Every progress event starts
   * it again, so a large photo on a slow but working connection is never cut off.
   */
  uploadIdleMs: number;
}

export const DEFAULT_TIMEOUTS: RequestTimeouts = { jsonMs: 20_000, uploadIdleMs: 60_000 };

/** A multipart body sent through fetch has no progress to watch: it gets the upload allowance at once. */
export const fetchTimeoutMs = (timeouts: RequestTimeouts, isUpload: boolean) =>
  isUpload ? Math.max(timeouts.jsonMs, timeouts.uploadIdleMs) : timeouts.jsonMs;
