import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEverythingStored } from '#src/core/session/stored-session-flag.ts';

/** Cache Storage as the browser keeps it: named caches of URLs (jsdom has none). */
function fakeCacheStorage(
  names: string[],
): Pick<CacheStorage, 'keys' | 'delete'> & { names: Set<string> } {
  const kept = new Set(names);
  return {
    names: kept,
    keys: async () => [...kept],
    delete: async (name: string) => kept.delete(name),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-out and Cache Storage', () => {
  it('deletes every cache but the precache, so a photo or report cached at run time goes with the session', async () => {
    const storage = fakeCacheStorage([
      'workbox-precache-v2-http://localhost:8080/',
      'fotos-em-tempo-de-execucao',
      'relatorios',
    ]);
    vi.stubGlobal('caches', storage);

    await forgetEverythingStored();

    // The app shell stays, so the next person on this phone still opens the app with no signal.
    expect([...storage.names]).toEqual(['workbox-precache-v2-http://localhost:8080/']);
  });

  it('still clears the rest where Cache Storage refuses (an insecure page)', async () => {
    vi.stubGlobal('caches', { keys: () => Promise.reject(new DOMException('SecurityError')) });
    localStorage.setItem('cestas.session', '{}');

    await expect(forgetEverythingStored()).resolves.toBeUndefined();

    expect(localStorage.getItem('cestas.session')).toBeNull();
  });
});
