import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '#src/shell/App.tsx';
import { SESSION_STORAGE_KEY } from '#src/core/session/stored-session-flag.ts';

// Stands in for the lazily loaded session app, so the test sees whether (and how) it is started.
vi.mock('#src/shell/SessionApp.tsx', () => ({
  default: ({ signInNow }: { signInNow: boolean }) => (
    <p>{signInNow ? 'sessão: entrando' : 'sessão: restaurando'}</p>
  ),
}));

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <App />
    </Router>,
  );
}

describe('the first visit to the landing page', () => {
  it('shows the landing page without starting the session', () => {
    renderAt('/');
    expect(
      screen.getByRole('heading', { name: 'Apoie uma comunidade contra a fome.' }),
    ).toBeVisible();
    expect(screen.queryByText(/sessão:/)).toBeNull();
  });

  it("starts the session and the sign-in when the person presses 'Entrar'", async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('sessão: entrando')).toBeVisible();
  });

  it('restores a session stored on this device instead of showing the landing page alone', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{}');
    renderAt('/');
    expect(await screen.findByText('sessão: restaurando')).toBeVisible();
  });

  it('shows the other public pages without starting the session either', async () => {
    for (const path of ['/register', '/cadastro']) {
      const { unmount } = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Cadastro' })).toBeVisible();
      expect(screen.queryByText(/sessão:/)).toBeNull();
      unmount();
    }
  });

  it('starts the session at once on any other address', async () => {
    renderAt('/donation-list');
    expect(await screen.findByText('sessão: restaurando')).toBeVisible();
  });
});
