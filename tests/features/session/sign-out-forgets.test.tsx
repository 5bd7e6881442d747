import { describe, expect, it, vi } from 'vitest';
import { createBrowserSessionDeps } from '#src/core/session/browser-session-deps.ts';
import type { SessionScope } from '#src/core/session-scope/session-scope.ts';
import { forgetEverythingStored } from '#src/core/session/stored-session-flag.ts';

function storeEverything() {
  localStorage.setItem('cestas.session', '{}');
  localStorage.setItem('cestas.apollo-cache', '{}');
  localStorage.setItem('cestas.donation-filter', '{"state":"SP"}');
  localStorage.setItem('outro-app', 'fica');
}

describe('forgetting what the app stored on the device', () => {
  it("removes every key of ours (session, cache, filters) and leaves other sites' keys alone", () => {
    storeEverything();

    forgetEverythingStored();

    expect(Object.keys(localStorage)).toEqual(['outro-app']);
  });

  it('happens whenever the session ends (sign-out, failed refresh, cancelled terms), with the signed-in scope disposed', () => {
    storeEverything();
    const deps = createBrowserSessionDeps();
    const dispose = vi.fn();
    // The scopes read only userId and dispose(); the rest of a scope does not matter here.
    deps.scopes.acquire('u-1', () => ({ userId: 'u-1', dispose }) as unknown as SessionScope);

    // The port every one of the machine's session-ending transitions calls.
    deps.input.clearCachedData('userSignedOut');

    expect(dispose).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage)).toEqual(['outro-app']);
  });
});
