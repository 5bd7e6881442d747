import * as v from 'valibot';
import { roleSchema } from './session.ts';

/**
 * Whose account it is and where it stands, so the admin can confirm before acting on it. `login`
 * is the CPF's 11 digits.
 */
export const accountSchema = v.object({
  id: v.string(),
  login: v.string(),
  name: v.string(),
  role: v.nullable(roleSchema),
  /** When the password was last reset by an admin (ISO), null when never. */
  lastReset: v.nullable(v.string()),
  /** When the account was disabled (ISO): it cannot sign in and its sessions ended; null while active. */
  disabledAt: v.nullable(v.string()),
  /** An admin's password reset waiting for a second admin: who asked, and when. */
  resetRequest: v.nullable(v.object({ requestedBy: v.string(), at: v.string() })),
});
export type Account = v.InferOutput<typeof accountSchema>;

/**
 * POST /accounts/password-reset: the one-time temporary password, shown once to the admin, who
 * passes it on; the person must choose a new one at the next sign-in. For an admin's account the
 * first admin's call only asks (`temporaryPassword` null, `account.resetRequest` set); a second
 * admin's call resets it.
 */
export const passwordResetSchema = v.object({
  account: accountSchema,
  temporaryPassword: v.nullable(v.string()),
});
export type PasswordReset = v.InferOutput<typeof passwordResetSchema>;

/** POST /accounts/disable, /enable and /anonymise: the account as it is now (null once anonymised). */
export const accountChangedSchema = v.object({ account: v.nullable(accountSchema) });
export type AccountChanged = v.InferOutput<typeof accountChangedSchema>;
