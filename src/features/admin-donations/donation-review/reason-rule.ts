import * as v from 'valibot';
import { closeDonationMessages, REASON_LIMITS } from '#contract/donation-audit.ts';

const reasonSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(REASON_LIMITS.min),
  v.maxLength(REASON_LIMITS.max),
);

/** The server's rule for a closing or reopening reason, with its message; undefined when it holds. */
export const reasonError = (reason: string) =>
  v.is(reasonSchema, reason) ? undefined : closeDonationMessages.reason;
