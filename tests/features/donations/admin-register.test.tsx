import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDonationRegisterSchema } from '#src/features/donations/register/DonationRegisterScreen.tsx';
import * as v from 'valibot';
import { grantLocation } from '#tests/support/fake-geolocation.ts';
import { donation, renderAs, sites } from './admin-render.tsx';

type RegisterInput = {
  siteId: number;
  leaderId: string;
  donationId: string;
  quantity: number;
  sentDate: string;
};

function backend(registered: RegisterInput[], fail?: string) {
  return {
    Query: {
      sites: () => sites,
      leaders: () => [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000003',
          name: 'Carlos Pereira',
          login: '***.654.987-**',
          siteId: 2,
        },
      ],
      donations: () =>
        registered.map((input, index) => donation(index + 1, { donationId: input.donationId })),
    },
    Mutation: {
      registerDonation: (_: unknown, { input }: { input: RegisterInput }) => {
        if (fail) throw new GraphQLError(fail, { extensions: { code: 'CONFLICT' } });
        registered.push(input);
        return {
          ...donation(99, { donationId: input.donationId }),
          leaderLogin: '***.654.987-**',
          siteId: input.siteId,
          vouchers: [],
        };
      },
    },
  };
}

const today = () => DateTime.now().setZone('America/Sao_Paulo');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  grantLocation();
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function chooseLeader(person: ReturnType<typeof user>) {
  await person.type(await screen.findByRole('combobox', { name: 'Líder' }), 'Carl');
  await act(() => vi.advanceTimersByTimeAsync(400));
  const listbox = await screen.findByRole('listbox', { name: 'Líder' });
  await person.click(within(listbox).getByRole('option', { name: /Carlos Pereira/ }));
}

async function fillTheRest(
  person: ReturnType<typeof user>,
  values: { id?: string; quantity?: string; sentDate?: string } = {},
) {
  const site = screen.getByRole('combobox', { name: 'Unidade' });
  await waitFor(() =>
    expect(within(site).getByRole('option', { name: /Rocinha/ })).toBeInTheDocument(),
  );
  await person.selectOptions(site, '2');
  await person.type(screen.getByLabelText('Código da doação'), values.id ?? 'rj-20261121000000777');
  await person.type(screen.getByLabelText('Quantidade de cartões'), values.quantity ?? '12');
  await person.type(
    screen.getByLabelText('Data de envio'),
    values.sentDate ?? today().toISODate()!,
  );
}

describe('/donation/register', () => {
  it('requires the five fields, each with its message linked to it', async () => {
    const registered: RegisterInput[] = [];
    renderAs({ path: '/donation/register', resolvers: backend(registered) });
    const person = user();
    await person.click(await screen.findByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('combobox', { name: 'Líder' })).toHaveAccessibleDescription(
      expect.stringContaining('Escolha o líder na lista de resultados.'),
    );
    expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveAccessibleDescription(
      'Selecione a unidade.',
    );
    expect(screen.getByLabelText('Código da doação')).toHaveAccessibleDescription(
      expect.stringContaining('Informe o código da doação.'),
    );
    expect(screen.getByLabelText('Quantidade de cartões')).toHaveAccessibleDescription(
      'Informe a quantidade de cartões.',
    );
    expect(screen.getByLabelText('Data de envio')).toHaveAccessibleDescription(
      expect.stringContaining('Informe a data de envio.'),
    );
    expect(registered).toEqual([]);
  });

  it('refuses a malformed id, a quantity that is not a positive whole number, and a sent date over a year ahead', async () => {
    const registered: RegisterInput[] = [];
    renderAs({ path: '/donation/register', resolvers: backend(registered) });
    const person = user();
    await chooseLeader(person);
    await fillTheRest(person, {
      id: 'SP-2026',
      quantity: '0',
      sentDate: today().plus({ years: 1, days: 1 }).toISODate()!,
    });
    await person.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(
      await screen.findByText(
        'Use o formato XX-00000000000000000: duas letras, hífen e 17 números.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A quantidade deve ser um número inteiro maior que zero.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A data de envio não pode passar de um ano a partir de hoje.'),
    ).toBeInTheDocument();
    expect(registered).toEqual([]);
  });

  it('only a leader chosen from the results counts: typing again undoes the choice', async () => {
    const registered: RegisterInput[] = [];
    renderAs({ path: '/donation/register', resolvers: backend(registered) });
    const person = user();
    await chooseLeader(person);
    expect(
      screen.getByText('Líder escolhido: Carlos Pereira, CPF ***.654.987-**'),
    ).toBeInTheDocument();
    await person.type(screen.getByRole('combobox', { name: 'Líder' }), 'x');
    expect(screen.queryByText(/Líder escolhido/)).not.toBeInTheDocument();
    await fillTheRest(person);
    await person.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Escolha o líder na lista de resultados.')).toBeInTheDocument();
    expect(registered).toEqual([]);
  });

  it("starts from the chosen leader's own unit, and keeps a unit the admin chose first", async () => {
    renderAs({ path: '/donation/register', resolvers: backend([]) });
    const person = user();
    const site = await screen.findByRole('combobox', { name: 'Unidade' });
    await waitFor(() =>
      expect(within(site).getByRole('option', { name: /Heliópolis/ })).toBeInTheDocument(),
    );
    await chooseLeader(person);
    expect(site).toHaveDisplayValue(/Rocinha/);

    await person.selectOptions(site, '1');
    await person.clear(screen.getByRole('combobox', { name: 'Líder' }));
    await chooseLeader(person);
    expect(site).toHaveDisplayValue(/Heliópolis/);
  });

  it('registers the donation, shows the success toast and goes back to the list, which has it', async () => {
    const registered: RegisterInput[] = [];
    const { currentPath } = renderAs({
      path: '/donation/register',
      resolvers: backend(registered),
    });
    const person = user();
    await chooseLeader(person);
    await fillTheRest(person);
    await person.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Doação cadastrada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/donation-list'));
    expect(registered).toEqual([
      {
        leaderId: 'a1b2c3d4-0000-4000-8000-000000000003',
        siteId: 2,
        donationId: 'RJ-20261121000000777',
        quantity: 12,
        sentDate: today().toISODate(),
      },
    ]);
    expect(await screen.findByRole('link', { name: /RJ-20261121000000777/ })).toBeInTheDocument();
  });

  it('shows the server’s message when registering fails and keeps every value', async () => {
    const registered: RegisterInput[] = [];
    const { currentPath } = renderAs({
      path: '/donation/register',
      resolvers: backend(registered, 'Já existe uma doação com este código.'),
    });
    const person = user();
    await chooseLeader(person);
    await fillTheRest(person);
    await person.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já existe uma doação com este código.',
    );
    expect(currentPath()).toBe('/donation/register');
    expect(screen.getByRole('combobox', { name: 'Líder' })).toHaveValue('Carlos Pereira');
    expect(screen.getByRole('combobox', { name: 'Unidade' })).toHaveValue('2');
    expect(screen.getByLabelText('Código da doação')).toHaveValue('rj-20261121000000777');
    expect(screen.getByLabelText('Quantidade de cartões')).toHaveValue('12');
    expect(screen.getByLabelText('Data de envio')).toHaveValue(today().toISODate());
  });

  it.each([
    ['readonly', '/donation-list'],
    ['leader', '/donation-list'],
  ] as const)('%s cannot open it (lands on %s)', async (role, landing) => {
    const { currentPath } = renderAs({ path: '/donation/register', role, resolvers: backend([]) });
    await waitFor(() => expect(currentPath()).toBe(landing));
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });
});

describe('the register schema', () => {
  const schema = createDonationRegisterSchema('2024-02-29');
  const valid = {
    leaderName: 'Carlos',
    leaderLogin: '***.654.987-**',
    leaderId: 'a1b2c3d4-0000-4000-8000-000000000003',
    siteId: '2',
    donationId: 'rj-20261121000000777',
    quantity: '3',
    sentDate: '2025-02-28',
  };

  it('accepts exactly one year ahead (29 February becomes 28 February) and upper-cases the id', () => {
    const result = v.safeParse(schema, valid);
    expect(result.success && result.output).toEqual({
      leaderId: 'a1b2c3d4-0000-4000-8000-000000000003',
      siteId: 2,
      donationId: 'RJ-20261121000000777',
      quantity: 3,
      sentDate: '2025-02-28',
    });
  });

  it.each([
    ['quantity', '1.5'],
    ['quantity', '-2'],
    ['quantity', '1000001'],
    ['sentDate', '2025-03-01'],
    ['sentDate', '2024-02-30'],
    ['donationId', 'RJ-2026112100000077'],
    ['donationId', 'R1-20261121000000777'],
  ])('refuses %s = %s', (field, value) => {
    expect(v.safeParse(schema, { ...valid, [field]: value }).success).toBe(false);
  });
});
