import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';

describe('route guards', () => {
  it('sends a signed-out person from the donation list to the landing page', async () => {
    const { currentPath } = renderApp({ path: '/donation-list' });

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByText('Apoie uma comunidade contra a fome.')).toBeInTheDocument();
  });

  it('sends a leader who has not accepted the commitment to /terms, from any private route', async () => {
    const session = fakeSession({ signedIn: { role: 'leader', commitmentAccepted: false } });
    const { currentPath } = renderApp({ path: '/profile', session });

    await waitFor(() => expect(currentPath()).toBe('/terms'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termo de compromisso' }),
    ).toBeInTheDocument();
  });

  it('sends a leader without a valid checklist to /checklist', async () => {
    const session = fakeSession({ signedIn: { role: 'leader', checklistDone: false } });
    const { currentPath } = renderApp({ path: '/donation-list', session });

    await waitFor(() => expect(currentPath()).toBe('/checklist'));
  });

  it('refuses the charge list to a leader and shows the donation list instead', async () => {
    grantLocation();
    const session = fakeSession({ signedIn: { role: 'leader' } });
    const { currentPath } = renderApp({ path: '/charge', session });

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Doações' })).toBeInTheDocument();
  });

  it('keeps the leader flow away from admin', async () => {
    const session = fakeSession({ signedIn: { role: 'admin' } });
    const { currentPath } = renderApp({ path: '/donation/SP-20260315000000001/wait', session });

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
  });

  it('lets readonly see the charge list but not add a charge', async () => {
    const session = fakeSession({ signedIn: { role: 'readonly' } });
    const { currentPath } = renderApp({ path: '/charge/add', session });

    await waitFor(() => expect(currentPath()).toBe('/charge'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargas' })).toBeInTheDocument();
  });

  it('sends a signed-in admin on the landing page to the donation list', async () => {
    grantLocation();
    const session = fakeSession({ signedIn: { role: 'admin' } });
    const { currentPath } = renderApp({ path: '/', session });

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(await screen.findByRole('link', { name: 'Cadastrar doação' })).toHaveAttribute(
      'href',
      '/donation/register',
    );
  });

  it('after a failed token refresh leaves the private area (via /login) for the landing page, which says the session expired', async () => {
    const session = fakeSession({
      signedIn: { role: 'admin' },
      refreshSession: () => Promise.reject(new Error('refresh token expirado')),
    });
    const { currentPath } = renderApp({ path: '/profile', session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();

    act(() => session.clock.increment(55 * 60 * 1000)); // refresh is due 5 minutes before expiry

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(
      await screen.findByText('Sua sessão expirou. Entre novamente para continuar.'),
    ).toBeInTheDocument();
  });

  it('shows a pt-BR page for an unknown address', async () => {
    renderApp({ path: '/nao-existe' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
  });
});
