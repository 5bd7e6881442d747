import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';

function adminSession() {
  return fakeSession({
    signedIn: {
      role: 'admin',
      name: 'Ana Costa',
      login: '52998224725',
      email: 'ana.costa@example.org',
    },
  });
}

describe('/profile', () => {
  it('shows name, CPF with its mask and e-mail, and links to the settings screens', async () => {
    renderApp({ path: '/profile', session: adminSession() });

    expect(await screen.findByText('Ana Costa')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('ana.costa@example.org')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configurações' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
    expect(screen.getByRole('link', { name: 'Definir nova senha' })).toHaveAttribute(
      'href',
      '/profile/password',
    );
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks before signing out; Não keeps the person signed in', async () => {
    const session = adminSession();
    renderApp({ path: '/profile', session });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sair da conta' }));
    const dialog = screen.getByRole('dialog', { name: 'Tem certeza que deseja sair ?' });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.calls.signOut).toBe(0);
  });

  it('Sim signs out and leaves the private area; the provider, not the app, goes to the landing page', async () => {
    const session = adminSession();
    const { currentPath } = renderApp({ path: '/profile', session });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sair da conta' }));
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(session.calls.signOut).toBe(1));
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair da conta' })).not.toBeInTheDocument();
    expect(session.actorOptions.input.storage.load()).toBeNull();
    // One navigation: the provider's logout brings the browser to '/', so the app makes none of its own.
    expect(currentPath()).toBe('/profile');
  });
});

describe('/profile without a connection', () => {
  it('Sim keeps the person signed in on the profile and says why; once back online, Sim signs out', async () => {
    let online = false;
    const session = fakeSession({
      signedIn: { role: 'leader', name: 'João Santos' },
      providerReachable: () => online,
    });
    const { currentPath } = renderApp({ path: '/profile', session });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sair da conta' }));
    await user.click(screen.getByRole('button', { name: 'Sim' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sem conexão. Conecte-se à internet para sair da conta.',
    );
    expect(screen.getByText('João Santos')).toBeInTheDocument();
    expect(session.calls.signOut).toBe(0);
    expect(session.actorOptions.input.storage.load()).not.toBeNull();
    expect(currentPath()).toBe('/profile');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Sair da conta' }));
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(session.calls.signOut).toBe(1));
    expect(session.actorOptions.input.storage.load()).toBeNull();
  });
});
