import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createSessionStore,
  MAX_STORED_CHARS,
  SESSION_STORAGE_KEY,
} from '#src/core/session/session-storage.ts';
import { storedSession, testTokens, testUser } from './session-fakes.ts';

describe('the stored session (cestas.session)', () => {
  it('keeps what it saved, under cestas.session', () => {
    const raw = createMemoryStorage();
    const store = createSessionStore(raw);
    const session = storedSession({ checklistExpiresAt: 123 });
    store.save(session);
    expect(Object.keys(raw.snapshot())).toEqual([SESSION_STORAGE_KEY]);
    expect(createSessionStore(raw).load()).toEqual(session);
  });

  it('a session without a refresh token comes back without one', () => {
    const raw = createMemoryStorage();
    const { refreshToken: _dropped, ...tokens } = testTokens();
    createSessionStore(raw).save(storedSession({ tokens }));
    expect(createSessionStore(raw).load()?.tokens).toEqual(tokens);
  });

  it('drops an entry that is not a session (damaged, edited or from another version)', () => {
    for (const value of [
      '{not json',
      JSON.stringify({ version: 1, tokens: {} }),
      JSON.stringify({ ...storedSession(), version: 99 }),
    ]) {
      const raw = createMemoryStorage({ [SESSION_STORAGE_KEY]: value });
      expect(createSessionStore(raw).load()).toBeNull();
      expect(raw.getItem(SESSION_STORAGE_KEY)).toBeNull();
    }
  });

  it('drops an entry whose fields have the wrong kind, and keeps only the fields it knows', () => {
    const raw = createMemoryStorage();
    createSessionStore(raw).save(storedSession({ reportedAway: true }));
    const saved = JSON.parse(raw.getItem(SESSION_STORAGE_KEY)!) as Record<string, unknown> & {
      tokens: Record<string, unknown>;
      user: Record<string, unknown>;
    };
    const damaged = [
      { ...saved, tokens: { ...saved.tokens, expiresIn: 0 } },
      { ...saved, tokens: { ...saved.tokens, accessToken: '' } },
      { ...saved, tokens: { ...saved.tokens, refreshToken: 42 } },
      { ...saved, receivedAt: 'yesterday' },
      { ...saved, commitmentAccepted: 'yes' },
      { ...saved, checklistExpiresAt: undefined },
      { ...saved, reportedAway: 'no' },
      { ...saved, user: { ...saved.user, email: null } },
      { ...saved, user: [] },
    ];
    for (const entry of damaged) {
      raw.setItem(SESSION_STORAGE_KEY, JSON.stringify(entry));
      expect(createSessionStore(raw).load()).toBeNull();
    }

    raw.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        ...saved,
        injected: '<script>',
        tokens: { ...saved.tokens, extra: 1 },
        user: { ...saved.user, admin: true },
      }),
    );
    expect(createSessionStore(raw).load()).toEqual(storedSession({ reportedAway: true }));
  });

  it('drops a role it does not know', () => {
    const raw = createMemoryStorage();
    createSessionStore(raw).save(storedSession());
    const edited = JSON.parse(raw.getItem(SESSION_STORAGE_KEY)!) as { user: { role: string } };
    edited.user.role = 'superuser';
    raw.setItem(SESSION_STORAGE_KEY, JSON.stringify(edited));
    expect(createSessionStore(raw).load()).toBeNull();
  });

  it('is bounded: an oversized session is not written, an oversized entry is not read', () => {
    const raw = createMemoryStorage();
    const store = createSessionStore(raw);
    store.save(storedSession());
    store.save(storedSession({ user: testUser('admin', { name: 'x'.repeat(MAX_STORED_CHARS) }) }));
    expect(raw.getItem(SESSION_STORAGE_KEY)).toBeNull();

    raw.setItem(SESSION_STORAGE_KEY, ' '.repeat(MAX_STORED_CHARS + 1));
    expect(store.load()).toBeNull();
  });

  it('a storage that throws (private mode, full) behaves as empty', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createSessionStore(refusing);
    expect(() => store.save(storedSession())).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
