import * as v from 'valibot';
import { sessionCopy } from '../copy';

/** docs/product.md R6.4 and R9.7: the new password has at least 8 characters and a matching confirmation. */
export const PASSWORD_MIN_LENGTH = 8;

export const newPasswordSchema = v.pipe(
  v.object({
    current: v.pipe(v.string(), v.nonEmpty(sessionCopy.password.required)),
    next: v.pipe(
      v.string(),
      v.nonEmpty(sessionCopy.password.required),
      v.minLength(PASSWORD_MIN_LENGTH, sessionCopy.password.tooShort),
    ),
    confirmation: v.pipe(v.string(), v.nonEmpty(sessionCopy.password.required)),
  }),
  v.forward(
    v.partialCheck(
      [['next'], ['confirmation']],
      (input) => input.next === input.confirmation,
      sessionCopy.password.mismatch,
    ),
    ['confirmation'],
  ),
);

export type NewPasswordInput = v.InferInput<typeof newPasswordSchema>;
