import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '#tests/support/render-with-session.tsx';
import { grantLocation } from '#tests/support/fake-geolocation.ts';

const symptoms = [
  'Febre',
  'Tosse seca',
  'Tosse com catarro',
  'Congestão nasal',
  'Coriza',
  'Dificuldade para respirar',
  'Dor de cabeça',
  'Dor de garganta',
  'Dor no peito',
  'Dor no corpo',
];

function leaderOnChecklist(confirmChecklist?: () => Promise<boolean>) {
  return fakeSession({ signedIn: { role: 'leader', checklistDone: false }, confirmChecklist });
}

describe('/checklist', () => {
  it('lists the ten symptoms, the ministry link in a new tab and the help entry', async () => {
    renderApp({ path: '/checklist', session: leaderOnChecklist() });

    for (const symptom of symptoms) {
      expect(await screen.findByText(symptom, { selector: 'li' })).toBeInTheDocument();
    }
    const link = screen.getByRole('link', {
      name: /^Saiba mais.*Ministério da Saúde.*abre em uma nova aba/,
    });
    expect(link).toHaveAttribute('href', 'https://www.gov.br/saude/pt-br/coronavirus');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const help = screen.getByText('Estou com sintomas, o que fazer?');
    await userEvent.click(help);
    expect(screen.getByText(/Disque Saúde 136/)).toBeVisible();
    // Plain pt-BR: the heading does not borrow the English 'checklist'.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sua saúde hoje');
    expect(document.body).not.toHaveTextContent(/checklist/i);
  });

  it('gives a leader with symptoms what to do, whom to call, and a way out with Sair', async () => {
    const session = leaderOnChecklist();
    const { currentPath } = renderApp({ path: '/checklist', session });
    const user = userEvent.setup();

    await user.click(await screen.findByText('Estou com sintomas, o que fazer?'));
    expect(
      screen.getByRole('link', { name: 'Ligar para o suporte: 0800 000 0000' }),
    ).toHaveAttribute('href', 'tel:08000000000');
    expect(
      screen.getByRole('link', { name: /Site do Ministério da Saúde.*abre em uma nova aba/ }),
    ).toHaveAttribute('href', 'https://www.gov.br/saude/pt-br/coronavirus');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(session.calls.signOut).toBe(1));
    // The provider's logout brings the browser to the landing page; the app leaves the checklist only.
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/checklist');
  });

  it('keeps Confirmar disabled until the declaration is ticked, is busy while saving, then opens the list', async () => {
    grantLocation();
    let answer: (value: boolean) => void = () => undefined;
    const session = leaderOnChecklist(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { currentPath } = renderApp({ path: '/checklist', session });
    const user = userEvent.setup();

    const confirm = await screen.findByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Declaro que não apresento nenhum dos sintomas acima nas últimas 24 horas',
      }),
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('button', { name: 'Confirmando...' })).toBeDisabled();
    answer(true);
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(session.calls.confirmChecklist).toBe(1);
  });
});
