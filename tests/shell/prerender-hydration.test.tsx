import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, startsWithoutSession } from '#src/shell/App.tsx';
import { prerenderedPaths, renderPage } from '#src/shell/prerender.tsx';
import { SESSION_STORAGE_KEY } from '#src/core/session/stored-session-flag.ts';

// Stands in for the lazily loaded session app: the test sees when (and how) it is started.
vi.mock('#src/shell/SessionApp.tsx', () => ({
  default: ({ signInNow }: { signInNow: boolean }) => (
    <p>{signInNow ? 'sessão: entrando' : 'sessão: restaurando'}</p>
  ),
}));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** What the browser shows before any script runs: the page the build rendered, at its address. */
async function openPrerendered(path: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = await renderPage(path);
  document.body.append(container);
  return container;
}

/** main.tsx's hydration, once the lazy public screens have loaded; returns every mismatch React reports. */
async function hydrate(container: HTMLElement) {
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
    await import('#src/shell/PublicScreens.tsx');
  });
  return mismatches;
}

describe('the public pages rendered at build time', () => {
  it('are the landing page, /register and /cadastro', () => {
    expect(prerenderedPaths).toEqual(['/', '/register', '/cadastro']);
  });

  it("show the landing page's text and 'Entrar' before any script runs", async () => {
    await openPrerendered('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Apoie uma comunidade contra a fome.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it.each(prerenderedPaths)(
    'hydrate %s without a mismatch, keeping the same elements',
    async (path) => {
      const container = await openPrerendered(path);
      const heading = screen.getByRole('heading', { level: 1 });
      expect(await hydrate(container)).toEqual([]);
      expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
      expect(screen.queryByText(/sessão:/)).toBeNull();
    },
  );

  it('hydrate /register into a working page: its back arrow leads to the landing page', async () => {
    await hydrate(await openPrerendered('/register'));
    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apoie uma comunidade contra a fome.' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText(/sessão:/)).toBeNull();
  });

  it("start the session only when 'Entrar' is pressed on the hydrated landing page", async () => {
    await hydrate(await openPrerendered('/'));
    expect(screen.queryByText(/sessão:/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('sessão: entrando')).toBeInTheDocument();
  });

  it('are drawn anew, restoring the session, when one is stored on this device', () => {
    expect(startsWithoutSession('/')).toBe(true);
    localStorage.setItem(SESSION_STORAGE_KEY, '{}');
    expect(startsWithoutSession('/')).toBe(false);
    expect(startsWithoutSession('/register')).toBe(false);
  });

  it('are not the other addresses, which need the session', () => {
    expect(startsWithoutSession('/donation-list')).toBe(false);
    expect(startsWithoutSession('/login')).toBe(false);
  });
});
