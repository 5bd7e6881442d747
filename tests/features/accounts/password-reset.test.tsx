import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderAs } from '#tests/features/donations/admin-render.tsx';

const joao = {
  id: 'u-joao',
  login: '24681357928',
  name: 'João Santos',
  role: 'leader',
  lastReset: null,
  disabledAt: null,
  resetRequest: null,
};

function accountResolvers(calls: { lookups: string[]; resets: string[] }) {
  return {
    Query: {
      account: (_: unknown, { login }: { login: string }) => {
        calls.lookups.push(login);
        if (login !== joao.login)
          throw new GraphQLError('Nenhuma pessoa com este CPF.', {
            extensions: { code: 'NOT_FOUND' },
          });
        return joao;
      },
    },
    Mutation: {
      resetPassword: (_: unknown, { login }: { login: string }) => {
        calls.resets.push(login);
        return {
          account: { ...joao, lastReset: '2026-11-24T13:05:00.000Z' },
          temporaryPassword: 'k7mq-2xpt-9dfa',
        };
      },
    },
  };
}

describe('/accounts/password-reset', () => {
  it('the admin finds the person by CPF, confirms by name, and sees the temporary password once', async () => {
    const calls = { lookups: [] as string[], resets: [] as string[] };
    renderAs({ path: '/profile', resolvers: accountResolvers(calls) });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('link', { name: 'Contas e senhas' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contas e senhas' }),
    ).toBeInTheDocument();

    await person.type(screen.getByLabelText(/^CPF da pessoa/), '246.813.579-28');
    await person.click(screen.getByRole('button', { name: 'Buscar' }));
    const found = await screen.findByRole('region', { name: 'Pessoa encontrada' });
    expect(calls.lookups).toEqual(['24681357928']);
    expect(found).toHaveTextContent('João Santos');
    expect(found).toHaveTextContent('246.813.579-28');
    expect(found).toHaveTextContent('Líder');
    expect(found).toHaveTextContent('Nunca');

    await person.click(within(found).getByRole('button', { name: 'Gerar senha temporária' }));
    const question = screen.getByRole('dialog', { name: 'Redefinir a senha de João Santos?' });
    expect(question).toHaveAccessibleDescription(
      'A senha atual deixa de valer e a pessoa sai de todos os aparelhos em que estiver conectada.',
    );
    expect(calls.resets).toEqual([]);
    await person.click(within(question).getByRole('button', { name: 'Gerar senha temporária' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Senha temporária de João Santos');
    expect(result).toHaveTextContent('k7mq-2xpt-9dfa');
    expect(result).toHaveTextContent('Esta senha não aparece de novo.');
    expect(calls.resets).toEqual(['24681357928']);
    expect(screen.getByRole('region', { name: 'Pessoa encontrada' })).toHaveTextContent(
      '24/11/2026 às 10h05',
    );
  });

  it('says so when no one has that CPF, keeps it typed, and refuses a CPF with wrong check digits without asking', async () => {
    const calls = { lookups: [] as string[], resets: [] as string[] };
    renderAs({ path: '/accounts/password-reset', resolvers: accountResolvers(calls) });
    const person = userEvent.setup();
    const cpf = await screen.findByLabelText(/^CPF da pessoa/);
    await person.type(cpf, '111.444.777-36');
    await person.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('CPF inválido. Confira os números digitados.'),
    ).toBeInTheDocument();
    expect(calls.lookups).toEqual([]);

    await person.clear(cpf);
    await person.type(cpf, '390.533.447-05');
    await person.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhuma pessoa com este CPF.')).toBeInTheDocument();
    expect(cpf).toHaveValue('390.533.447-05');
    expect(screen.queryByRole('region', { name: 'Pessoa encontrada' })).not.toBeInTheDocument();
  });

  it.each(['readonly', 'leader'] as const)(
    'is out of %s’s reach, and their profile has no link to it',
    async (role) => {
      const { currentPath } = renderAs({
        path: '/accounts/password-reset',
        role,
        resolvers: accountResolvers({ lookups: [], resets: [] }),
      });
      await waitFor(() => expect(currentPath()).not.toBe('/accounts/password-reset'));
      expect(screen.queryByLabelText(/^CPF da pessoa/)).not.toBeInTheDocument();
      renderAs({ path: '/profile', role });
      expect(await screen.findAllByRole('link', { name: 'Definir nova senha' })).not.toHaveLength(
        0,
      );
      expect(screen.queryByRole('link', { name: 'Contas e senhas' })).not.toBeInTheDocument();
    },
  );

  it("gives a leader the ombudsperson's role with a reason, after a question naming her", async () => {
    const roleChanges: { login: string; role: string; reason: string }[] = [];
    const base = accountResolvers({ lookups: [], resets: [] });
    const resolvers = {
      ...base,
      Mutation: {
        ...base.Mutation,
        changeAccountRole: (
          _: unknown,
          change: { login: string; role: string; reason: string },
        ) => {
          roleChanges.push(change);
          return { account: { ...joao, role: change.role } };
        },
      },
    };
    renderAs({ path: '/accounts/password-reset', resolvers });
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/^CPF da pessoa/), '246.813.579-28');
    await person.click(screen.getByRole('button', { name: 'Buscar' }));
    const found = await screen.findByRole('region', { name: 'Pessoa encontrada' });
    await person.click(within(found).getByRole('button', { name: 'Dar o perfil Ouvidoria' }));
    await person.type(screen.getByLabelText(/^Motivo/), 'Assume a ouvidoria');
    await person.click(screen.getByRole('button', { name: 'Dar o perfil Ouvidoria' }));
    const question = screen.getByRole('dialog', { name: 'Dar o perfil Ouvidoria a João Santos?' });
    expect(roleChanges).toEqual([]);
    await person.click(within(question).getByRole('button', { name: 'Dar o perfil Ouvidoria' }));

    await waitFor(() =>
      expect(roleChanges).toEqual([
        { login: joao.login, role: 'ouvidoria', reason: 'Assume a ouvidoria' },
      ]),
    );
    expect(await screen.findByText(/Perfil Ouvidoria dado/)).toBeInTheDocument();
    const after = screen.getByRole('region', { name: 'Pessoa encontrada' });
    expect(after).toHaveTextContent('Ouvidoria');
    expect(
      within(after).getByRole('button', { name: 'Tirar o perfil Ouvidoria' }),
    ).toBeInTheDocument();
  });
});
