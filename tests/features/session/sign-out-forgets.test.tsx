import { describe, expect, it } from 'vitest';
import { forgetEverythingStored } from '../../../src/core/session/stored-session-flag';

describe('forgetting what the app stored on the device', () => {
  it("removes every key of ours (session, cache, filters) and leaves other sites' keys alone", () => {
    localStorage.setItem('cestas.session', '{}');
    localStorage.setItem('cestas.apollo-cache', '{}');
    localStorage.setItem('cestas.donation-filter', '{"state":"SP"}');
    localStorage.setItem('outro-app', 'fica');

    forgetEverythingStored();

    expect(Object.keys(localStorage)).toEqual(['outro-app']);
  });
});
