import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';

describe('landing page', () => {
  it('tells what the campaign does and offers the support phone as a call link', async () => {
    renderApp({ path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apoie uma comunidade contra a fome.' }),
    ).toBeInTheDocument();
    const whatWeDo = screen.getByRole('region', { name: 'O que estamos fazendo' });
    expect(within(whatWeDo).getAllByRole('paragraph').length).toBeGreaterThan(0);
    const phone = screen.getByRole('link', { name: /Ligar para o suporte/ });
    expect(phone.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  });

  it('links the public check of a delivery as a full page load (docs/product.md R15.3)', async () => {
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('link', { name: 'Recebeu um cartão? Confira a entrega' }),
    ).toHaveAttribute('href', '/comprovante');
  });

  it('starts the hosted sign-in when Entrar is pressed', async () => {
    const session = fakeSession();
    renderApp({ path: '/', session });

    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(session.calls.startSignIn).toBe(1));
    expect(screen.getByRole('button', { name: 'Abrindo a página de acesso...' })).toBeDisabled();
  });

  it('sends a signed-in admin straight to the donation list', async () => {
    const { currentPath } = renderApp({
      path: '/',
      session: fakeSession({ signedIn: { role: 'admin' } }),
    });

    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
  });

  it('keeps a signed-in user without a role on the landing page, with Sair instead of Entrar', async () => {
    const { currentPath } = renderApp({
      path: '/',
      session: fakeSession({ signedIn: { role: null } }),
    });

    expect(await screen.findByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('tells a user without a role who is signed in, that access is not granted yet, whom to ask and whom to call', async () => {
    renderApp({
      path: '/',
      session: fakeSession({ signedIn: { role: null, name: 'Bruno Alves' } }),
    });

    const notice = (await screen.findByText('Seu acesso ainda não foi liberado.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(notice).getByText('Você entrou como Bruno Alves.')).toBeInTheDocument();
    expect(
      within(notice).getByText(/Quem libera o acesso é a coordenação da Cestas Solidárias/),
    ).toBeInTheDocument();
    expect(
      within(notice).getByRole('link', {
        name: 'Para liberar o acesso, ligue para o suporte: 0800 000 0000.',
      }),
    ).toHaveAttribute('href', 'tel:08000000000');
  });

  it("'Sair' signs a user without a role out, so someone else can sign in on the phone", async () => {
    const session = fakeSession({ signedIn: { role: null } });
    renderApp({ path: '/', session });

    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(session.calls.signOut).toBe(1));
  });

  it("offline, 'Sair' says a connection is needed and keeps the person where they are", async () => {
    const session = fakeSession({ signedIn: { role: null }, providerReachable: () => false });
    renderApp({ path: '/', session });

    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(
      await screen.findByText('Sem conexão. Conecte-se à internet para sair da conta.'),
    ).toBeInTheDocument();
    expect(session.calls.signOut).toBe(0);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeEnabled();
  });

  it('says nothing about access to a visitor who is not signed in', async () => {
    renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByText('Seu acesso ainda não foi liberado.')).not.toBeInTheDocument();
  });
});
