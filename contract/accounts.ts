import * as v from 'valibot';
import { roleSchema } from './session.ts';

/** Whose account it is, so the admin can confirm before resetting. `login` is the CPF's 11 digits. */
export const accountSchema = v.object({
  id: v.string(),
  login: v.string(),
  name: v.string(),
  role: v.nullable(roleSchema),
  /** When the password was last reset by an admin (ISO), null when never. */
  lastReset: v.nullable(v.string()),
});
export type Account = v.InferOutput<typeof accountSchema>;

/**
 * POST /accounts/password-reset: the one-time temporary password, shown once to the admin, who
 * passes it on; the person must choose a new one at the next sign-in.
 */
export const passwordResetSchema = v.object({
  account: accountSchema,
  temporaryPassword: v.string(),
});
export type PasswordReset = v.InferOutput<typeof passwordResetSchema>;
