import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from './fake-xhr.ts';
import { run } from './execute-operation.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { NETWORK_FAILURE_MESSAGE } from '#graphql/rest/rest-error.ts';
import { UploadChargeDocument } from '#graphql/generated/operations.ts';

/** A connection that never answers: like the browser's fetch, it rejects only when aborted. */
const stalledFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('aborted', 'AbortError')),
    );
  });

const answeringFetch: typeof fetch = () =>
  Promise.resolve(new Response(JSON.stringify({ sites: [] }), { status: 200 }));

/** Settles the promise's outcome into a value, so a test can look at it without awaiting the timer. */
function outcomeOf(promise: Promise<unknown>) {
  const outcome: { error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    () => (outcome.settled = true),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('request timeouts', () => {
  it('gives up on a JSON call after 20 s with the "no connection" message', async () => {
    const rest = createRestClient({ getToken: () => null, fetch: stalledFetch });
    const outcome = outcomeOf(rest.listSites());

    await vi.advanceTimersByTimeAsync(19_999);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toMatchObject({
      status: 0,
      kind: 'network',
      message: NETWORK_FAILURE_MESSAGE,
    });
  });

  it('leaves no timer behind once a call has answered', async () => {
    const rest = createRestClient({ getToken: () => null, fetch: answeringFetch });
    await expect(rest.listSites()).resolves.toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets an upload run past 20 s while bytes keep moving, and fails it after 60 s without progress', async () => {
    const xhr = new FakeXhr();
    const abort = vi.fn(() => xhr.onabort?.({} as ProgressEvent));
    Object.assign(xhr, { abort });
    const rest = createRestClient({
      getToken: () => null,
      fetch: stalledFetch,
      createXhr: () => xhr.asXhr(),
    });
    const pending = run(
      UploadChargeDocument,
      rest,
      { type: 'voucher', file: new Blob(['csv']) },
      { onUploadProgress: () => undefined },
    );
    await xhr.sent;

    for (let second = 0; second < 5; second += 1) {
      await vi.advanceTimersByTimeAsync(50_000);
      xhr.progress(second + 1, 10);
    }
    const outcome = outcomeOf(pending);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const result = await pending;
    expect(result.errors?.[0]).toMatchObject({
      message: NETWORK_FAILURE_MESSAGE,
      extensions: { code: 'NETWORK' },
    });
    expect(abort).toHaveBeenCalledOnce();
  });

  it('gives up on a stalled multipart call sent without progress only after the upload allowance', async () => {
    const rest = createRestClient({ getToken: () => null, fetch: stalledFetch });
    const outcome = outcomeOf(rest.uploadCharge('voucher', new Blob(['csv'])));

    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toMatchObject({ status: 0, message: NETWORK_FAILURE_MESSAGE });
  });
});
