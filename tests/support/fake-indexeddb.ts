import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { closeDraftsDatabase } from '#src/core/drafts/draft-database.ts';

/**
 * An in-memory IndexedDB, empty for every test. fake-indexeddb copies values with Node's
 * structuredClone, which turns jsdom's Blob and File into empty objects; browsers keep them.
 * Blobs are immutable, so keeping the same one is what a browser's copy amounts to.
 */
function cloneKeepingBlobs(value: unknown, nativeClone: typeof structuredClone): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map((item) => cloneKeepingBlobs(item, nativeClone));
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cloneKeepingBlobs(item, nativeClone)]),
    );
  }
  return nativeClone(value);
}

export function installFakeIndexedDb(): void {
  const nativeClone = globalThis.structuredClone;
  beforeAll(() => {
    globalThis.structuredClone = ((value: unknown) =>
      cloneKeepingBlobs(value, nativeClone)) as typeof structuredClone;
  });
  afterAll(() => {
    globalThis.structuredClone = nativeClone;
  });
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(async () => {
    // Unmounting saves what was still waiting for the typing pause: into this test's database.
    cleanup();
    await closeDraftsDatabase();
  });
}
