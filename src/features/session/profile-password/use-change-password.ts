import { useCallback } from 'react';
import { IdentityError } from '#src/core/identity/identity.ts';
import { loadIdentity } from '#src/core/identity/select-identity.ts';
import { useSessionTokens } from '#src/core/session/session-context.tsx';
import type { PasswordChangeResult } from './NewPasswordForm';

/**
 * Changes the password at the identity provider with the current session's tokens.
 * The tokens are read at call time from the session (useSessionTokens); the session machine has
 * no event for this because it changes nothing in the session.
 */
export function useChangePassword(): (
  current: string,
  next: string,
) => Promise<PasswordChangeResult> {
  const { getTokens } = useSessionTokens();
  return useCallback(
    async (current, next) => {
      const tokens = getTokens();
      if (!tokens) return 'failed';
      try {
        const identity = await loadIdentity();
        await identity.changePassword(tokens, current, next);
        return 'changed';
      } catch (error) {
        if (error instanceof IdentityError) {
          if (error.reason === 'rejected') return 'wrongCurrent';
          if (error.reason === 'invalidPassword') return 'invalidPassword';
        }
        return 'failed';
      }
    },
    [getTokens],
  );
}
