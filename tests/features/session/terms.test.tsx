import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import {
  denyLocation,
  grantLocation,
  refusedThenAllowedLocation,
} from '#tests/support/fake-geolocation.ts';

const declaration = 'Declaro que li e estou de acordo com os Termos de Uso da aplicacao';

function leaderOnTerms() {
  return fakeSession({
    signedIn: { role: 'leader', commitmentAccepted: false, checklistDone: false },
  });
}

describe('/terms', () => {
  it('shows the introduction, four considerations and seven numbered terms', async () => {
    grantLocation();
    renderApp({ path: '/terms', session: leaderOnTerms() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termo de compromisso' }),
    ).toBeInTheDocument();
    const [considerations, commitments] = screen.getAllByRole('list');
    expect(considerations?.querySelectorAll('li')).toHaveLength(4);
    expect(commitments?.tagName).toBe('OL');
    expect(commitments?.querySelectorAll('li')).toHaveLength(7);
  });

  it('keeps Confirmar disabled until the declaration is ticked, then records the acceptance', async () => {
    grantLocation();
    const session = leaderOnTerms();
    const { currentPath } = renderApp({ path: '/terms', session });
    const user = userEvent.setup();

    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    const checkbox = await screen.findByRole('checkbox', { name: declaration });
    await waitFor(() => expect(checkbox).toBeEnabled());
    expect(confirm).toBeDisabled();

    await user.click(checkbox);
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(session.calls.acceptCommitment).toBe(1));
    // The checklist is the next gate.
    await waitFor(() => expect(currentPath()).toBe('/checklist'));
  });

  it('disables the declaration and warns when the location is not available', async () => {
    denyLocation();
    renderApp({ path: '/terms', session: leaderOnTerms() });

    expect(
      await screen.findByText('Verifique, se sua localização esta ativa e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: declaration })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('enables the declaration by itself once the location is allowed in the browser, without a reload', async () => {
    const location = refusedThenAllowedLocation({ withPermissionsApi: true });
    renderApp({ path: '/terms', session: leaderOnTerms() });
    expect(
      await screen.findByText('Verifique, se sua localização esta ativa e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: declaration })).toBeDisabled();

    location.allow();

    await waitFor(() => expect(screen.getByRole('checkbox', { name: declaration })).toBeEnabled());
    expect(
      screen.queryByText('Verifique, se sua localização esta ativa e tente novamente.'),
    ).not.toBeInTheDocument();
  });

  it("'Tentar novamente' asks for the location again at once", async () => {
    const location = refusedThenAllowedLocation({ withPermissionsApi: false });
    renderApp({ path: '/terms', session: leaderOnTerms() });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    expect(screen.getByRole('checkbox', { name: declaration })).toBeDisabled();

    location.allow();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: declaration })).toBeEnabled());
  });

  it('Cancelar ends the session and returns to the landing page', async () => {
    grantLocation();
    const { currentPath } = renderApp({ path: '/terms', session: leaderOnTerms() });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
