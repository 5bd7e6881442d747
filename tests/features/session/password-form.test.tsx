import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  NewPasswordForm,
  type PasswordChangeResult,
} from '#src/features/session/password/PasswordScreen.tsx';

function setup(result: PasswordChangeResult = 'changed') {
  const changePassword = vi.fn(async (_current: string, _next: string) => result);
  render(<NewPasswordForm changePassword={changePassword} />);
  return { changePassword, user: userEvent.setup() };
}

describe('new password form', () => {
  it('asks for at least 8 characters before saving', async () => {
    const { changePassword, user } = setup();
    await user.type(screen.getByLabelText('Senha atual'), 'senha1234');
    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'curta');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(
      await screen.findByText('Sua senha deve conter no mínimo 8 caracteres'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('asks for a confirmation equal to the new password', async () => {
    const { changePassword, user } = setup();
    await user.type(screen.getByLabelText('Senha atual'), 'senha1234');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-2');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(
      await screen.findByText('A confirmação deve ser igual à nova senha.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAttribute('aria-invalid', 'true');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('saves the new password and says so', async () => {
    const { changePassword, user } = setup('changed');
    await user.type(screen.getByLabelText('Senha atual'), 'senha1234');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso');
    expect(changePassword).toHaveBeenCalledWith('senha1234', 'nova-senha-1');
  });

  it('keeps what was typed when the current password is wrong', async () => {
    const { user } = setup('wrongCurrent');
    await user.type(screen.getByLabelText('Senha atual'), 'errada123');
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
    expect(screen.getByLabelText('Nova senha')).toHaveValue('nova-senha-1');
  });
});
