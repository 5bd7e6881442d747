import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeSession,
  renderApp,
  testTokens,
  testUser,
} from '#tests/support/render-with-session.tsx';

const tokenReturn = '/login#access_token=a.b.c&id_token=d.e.f&token_type=Bearer&expires_in=3600';

function browserAt(url: string) {
  window.history.replaceState(null, '', url);
}

afterEach(() => browserAt('/'));

describe('/login', () => {
  it('hands the return URL to the session once and shows that it is processing', async () => {
    browserAt(tokenReturn);
    const session = fakeSession(); // the completion never answers
    renderApp({ path: '/login', session });

    expect(await screen.findByText('Processando autenticação...')).toBeInTheDocument();
    await waitFor(() =>
      expect(session.calls.completeLogin).toEqual([`${window.location.origin}${tokenReturn}`]),
    );
  });

  it('goes to the donation list when the sign-in succeeds', async () => {
    browserAt('/login?code=abc&state=xyz');
    const session = fakeSession({
      completeLogin: async () => ({ tokens: testTokens(), user: testUser({ role: 'admin' }) }),
    });
    const { currentPath } = renderApp({ path: '/login', session });

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
  });

  it('shows the failure, then returns to the landing page after 3 seconds', async () => {
    browserAt(tokenReturn);
    const session = fakeSession({
      completeLogin: () => Promise.reject(new Error('token sem e-mail')),
    });
    const { currentPath } = renderApp({ path: '/login', session });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao processar autenticação. Por favor, tente novamente.');
    expect(alert).toHaveTextContent('Redirecionando...');

    act(() => session.clock.increment(2999));
    expect(currentPath()).toBe('/login');
    act(() => session.clock.increment(1));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('without a fragment or a code goes straight to the landing page', async () => {
    browserAt('/login');
    const session = fakeSession();
    const { currentPath } = renderApp({ path: '/login', session });

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(session.calls.completeLogin).toEqual([]);
  });
});
