import type { SessionScope } from './session-scope.ts';

/**
 * Holds the one live session scope. The session wiring owns it: the signed-in shell asks it for
 * the scope of the person signed in, and the session machine's sign-out empties it. A scope
 * therefore outlives the signed-in area (a visit to a public page keeps the cache) but never
 * the session.
 */
export interface SessionScopeSlot {
  /** The scope of `userId`, made with `create` when there is none or it belongs to someone else. */
  acquire(userId: string, create: () => SessionScope): SessionScope;
  /** Disposes the live scope, if any: the session has ended. */
  end(): void;
}

export function createSessionScopeSlot(): SessionScopeSlot {
  let current: SessionScope | null = null;
  const end = () => {
    current?.dispose();
    current = null;
  };
  return {
    acquire(userId, create) {
      if (current?.userId === userId) return current;
      end();
      current = create();
      return current;
    },
    end,
  };
}
