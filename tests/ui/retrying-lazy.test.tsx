import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary, useChunksReady } from '#src/ui/Notice.tsx';
import { retryingLazy } from '#src/ui/retrying-lazy.ts';

function Donations({ count }: { count: number }) {
  return <p>{count} doações</p>;
}

/** A chunk download that fails while offline and succeeds afterwards. */
function flakyChunk() {
  let online = false;
  const load = vi.fn(() =>
    online
      ? Promise.resolve({ default: Donations })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { load, goOnline: () => (online = true) };
}

function renderLazy(Lazy: React.ComponentType<{ count: number }>, resetKey = 'a') {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(retry) => <button onClick={retry}>Tentar novamente</button>}
    >
      <Suspense fallback={<p>Carregando...</p>}>
        <Lazy count={3} />
      </Suspense>
    </ErrorBoundary>
  );
}

describe('retryingLazy', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('downloads a chunk that failed again when the person retries, without a reload', async () => {
    const chunk = flakyChunk();
    render(renderLazy(retryingLazy(chunk.load)));
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    // The failure reaches the boundary: no download loop in the background.
    expect(chunk.load).toHaveBeenCalledOnce();

    chunk.goOnline();
    await userEvent.click(retry);

    expect(await screen.findByText('3 doações')).toBeVisible();
  });

  it('tries again by itself when the connection returns', async () => {
    const chunk = flakyChunk();
    render(renderLazy(retryingLazy(chunk.load)));
    await screen.findByRole('button', { name: 'Tentar novamente' });

    chunk.goOnline();
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByText('3 doações')).toBeVisible();
  });

  it('tries again when the boundary is reset by navigation', async () => {
    const chunk = flakyChunk();
    const Lazy = retryingLazy(chunk.load);
    const { rerender } = render(renderLazy(Lazy, '/donation-list'));
    await screen.findByRole('button', { name: 'Tentar novamente' });

    chunk.goOnline();
    rerender(renderLazy(Lazy, '/profile'));

    expect(await screen.findByText('3 doações')).toBeVisible();
  });

  it('keeps a loaded chunk: rendering it again downloads nothing', async () => {
    const chunk = flakyChunk();
    chunk.goOnline();
    const Lazy = retryingLazy(chunk.load);
    const { unmount } = render(renderLazy(Lazy));
    await screen.findByText('3 doações');
    unmount();
    render(renderLazy(Lazy));
    expect(await screen.findByText('3 doações')).toBeVisible();
    expect(chunk.load).toHaveBeenCalledOnce();
  });
});

describe('a preloaded lazy screen', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  function ShowWhenReady({ Lazy }: { Lazy: ReturnType<typeof retryingLazy<{ count: number }>> }) {
    return useChunksReady([Lazy]) ? <Lazy count={3} /> : <p>Preparando...</p>;
  }

  it('mounts without showing the Suspense fallback once its chunk has downloaded', async () => {
    const chunk = flakyChunk();
    chunk.goOnline();
    const Lazy = retryingLazy(chunk.load);
    const fallback = vi.fn(() => <p>Carregando...</p>);
    const Fallback = fallback;
    render(
      <Suspense fallback={<Fallback />}>
        <ShowWhenReady Lazy={Lazy} />
      </Suspense>,
    );
    expect(screen.getByText('Preparando...')).toBeVisible();
    expect(await screen.findByText('3 doações')).toBeVisible();
    // React holds a revealed boundary back for 300 ms after a fallback: none was shown.
    expect(fallback).not.toHaveBeenCalled();
    expect(chunk.load).toHaveBeenCalledOnce();
  });

  it('lets a chunk that failed to download reach the error boundary', async () => {
    const chunk = flakyChunk();
    const Lazy = retryingLazy(chunk.load);
    render(
      <ErrorBoundary fallback={(retry) => <button onClick={retry}>Tentar novamente</button>}>
        <Suspense fallback={<p>Carregando...</p>}>
          <ShowWhenReady Lazy={Lazy} />
        </Suspense>
      </ErrorBoundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });

    chunk.goOnline();
    await userEvent.click(retry);

    expect(await screen.findByText('3 doações')).toBeVisible();
  });
});
