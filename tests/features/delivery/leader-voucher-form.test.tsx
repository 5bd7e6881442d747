import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryOutcome } from '#contract/leader-writes.ts';
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import { VoucherDeliveryForm } from '#src/features/delivery/voucher/form/VoucherDeliveryForm.tsx';
import {
  DONATION_ID,
  fakeBackend,
  gate,
  fakeDonation,
  photoFile,
  renderLeaderApp,
} from './leader-flow-harness.tsx';
import { notDelivered } from '#tests/support/delivery-outcomes.ts';

vi.mock('#src/features/delivery/photo/compression/compress-in-place.ts', async () => ({
  compressInPlace: (await import('./leader-flow-harness.tsx')).compressInPlaceStandIn,
}));

function setup() {
  const onSubmit = vi.fn((_delivery: DeliveryOutcome) => undefined);
  render(<VoucherDeliveryForm onSubmit={onSubmit} sending={false} upload={null} canSend />);
  return { onSubmit, user: userEvent.setup() };
}

const field = {
  status: () => screen.getByLabelText('Status da Entrega'),
  photo: () => screen.getByLabelText('Foto da entrega'),
  name: () => screen.getByLabelText('Nome completo de quem recebeu'),
  cpf: () => screen.getByLabelText('CPF de quem recebeu (opcional)'),
  phone: () => screen.getByLabelText('Telefone (opcional)'),
  email: () => screen.getByLabelText('E-mail (opcional)'),
  comment: () => screen.getByLabelText('Motivo da não entrega'),
};
const submit = () => screen.getByRole('button', { name: 'Registrar entrega' });

async function delivered(user: ReturnType<typeof userEvent.setup>, name = 'Josefa Ribeiro') {
  await user.selectOptions(field.status(), 'Entregue');
  await user.upload(field.photo(), photoFile.jpeg());
  await screen.findByText(/Foto pronta para envio/);
  if (name) await user.type(field.name(), name);
}

describe('voucher delivery form (docs/product.md R6.10)', () => {
  it('asks for the delivery status first: "Selecione" is no answer', async () => {
    const { onSubmit, user } = setup();
    expect(field.status()).toHaveDisplayValue('Selecione');
    expect(screen.getByRole('option', { name: 'Entregue' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Não entregue' })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Selecione o status da entrega.')).toBeInTheDocument();
    expect(field.status()).toHaveAccessibleDescription('Selecione o status da entrega.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reminds that the recipient should bring a photo ID', () => {
    setup();
    expect(
      screen.getByText(
        'Lembre quem vai receber o cartão de apresentar um documento oficial com foto.',
      ),
    ).toBeInTheDocument();
  });

  it('delivered: the photo and a full name of 2 to 30 characters are required', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(field.status(), 'Entregue');
    await user.click(submit());
    expect(await screen.findByText('Adicione a foto da entrega.')).toBeInTheDocument();
    expect(screen.getByText('Informe o nome completo de quem recebeu.')).toBeInTheDocument();

    await user.type(field.name(), 'J');
    await user.click(submit());
    expect(await screen.findByText('O nome deve ter de 2 a 30 caracteres.')).toBeInTheDocument();
    expect(field.name()).toHaveAccessibleDescription('O nome deve ter de 2 a 30 caracteres.');
    await user.clear(field.name());
    await user.type(field.name(), 'J'.repeat(31));
    await user.click(submit());
    expect(await screen.findByText('O nome deve ter de 2 a 30 caracteres.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('masks the CPF as 000.000.000-00, checks its digits, and sends the digits only', async () => {
    const { onSubmit, user } = setup();
    await delivered(user);

    // The hint does not contradict the mask: the dots and the dash come by themselves.
    expect(field.cpf()).toHaveAccessibleDescription(
      'Digite só os números: os pontos e o traço aparecem sozinhos.',
    );
    await user.type(field.cpf(), '8529637');
    expect(field.cpf()).toHaveValue('852.963.7');
    await user.click(submit());
    expect(await screen.findByText('Digite o CPF completo: 000.000.000-00.')).toBeInTheDocument();

    await user.clear(field.cpf());
    await user.type(field.cpf(), '85296374101');
    expect(field.cpf()).toHaveValue('852.963.741-01');
    await user.click(submit());
    expect(
      await screen.findByText('CPF inválido. Confira os números digitados.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field.cpf());
    await user.type(field.cpf(), 'ab852.963.741-00xyz');
    expect(field.cpf()).toHaveValue('852.963.741-00');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      delivered: true,
      receivedName: 'Josefa Ribeiro',
      receivedCpf: '85296374100',
    });
  });

  it('masks the phone, (00) 0000-0000 or (00) 00000-0000, and refuses one cut short (decision 168)', async () => {
    const { onSubmit, user } = setup();
    await delivered(user);

    await user.type(field.phone(), '21987654321999');
    expect(field.phone()).toHaveValue('(21) 98765-4321');
    await user.clear(field.phone());
    await user.type(field.phone(), '1234');
    expect(field.phone()).toHaveValue('(12) 34');
    await user.click(submit());
    expect(
      await screen.findByText('Digite o telefone completo, com o DDD: (00) 00000-0000.'),
    ).toBeInTheDocument();
    expect(field.phone()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field.phone());
    await user.type(field.phone(), '2134567890');
    expect(field.phone()).toHaveValue('(21) 3456-7890');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ receivedContactNumber: '(21) 3456-7890' });
  });

  describe('masked fields never lose input (issue 14, item 13)', () => {
    async function openRecipient() {
      const onSubmit = vi.fn((_delivery: DeliveryOutcome) => undefined);
      render(<VoucherDeliveryForm onSubmit={onSubmit} sending={false} upload={null} canSend />);
      const user = userEvent.setup({ delay: null });
      await delivered(user);
      return { onSubmit, user };
    }

    it('keeps every digit typed with no pause between keys', async () => {
      const { user } = await openRecipient();
      await user.type(field.cpf(), '85296374100');
      expect(field.cpf()).toHaveValue('852.963.741-00');
      await user.type(field.phone(), '21987654321');
      expect(field.phone()).toHaveValue('(21) 98765-4321');
      await user.clear(field.phone());
      await user.type(field.phone(), '2134567890');
      expect(field.phone()).toHaveValue('(21) 3456-7890');
    });

    it('keeps a pasted CPF or phone, masked or not', async () => {
      const { onSubmit, user } = await openRecipient();
      await user.click(field.cpf());
      await user.paste('852.963.741-00');
      expect(field.cpf()).toHaveValue('852.963.741-00');
      await user.clear(field.cpf());
      await user.paste('85296374100');
      expect(field.cpf()).toHaveValue('852.963.741-00');
      await user.click(field.phone());
      await user.paste('21987654321');
      expect(field.phone()).toHaveValue('(21) 98765-4321');
      await user.clear(field.phone());
      await user.paste('(21) 3456-7890');
      expect(field.phone()).toHaveValue('(21) 3456-7890');
      await user.click(submit());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
        receivedCpf: '85296374100',
        receivedContactNumber: '(21) 3456-7890',
      });
    });

    it('lets a digit typed in the middle go where the caret is', async () => {
      const { user } = await openRecipient();
      await user.type(field.cpf(), '8529637410');
      await user.type(field.cpf(), '0', { initialSelectionStart: 0, initialSelectionEnd: 0 });
      expect(field.cpf()).toHaveValue('085.296.374-10');
    });
  });

  it("asks the family's consent to a message only once a phone is typed, off by default, and sends its version", async () => {
    const { onSubmit, user } = setup();
    const consent = () =>
      screen.queryByRole('checkbox', {
        name: 'A família aceita receber uma mensagem de confirmação no telefone informado',
      });
    await delivered(user);
    expect(consent()).toBeNull();
    await user.type(field.phone(), '21987654321');
    expect(consent()).not.toBeChecked();
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].messageConsent).toBeNull();

    await user.click(consent()!);
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0].messageConsent).toBe(MESSAGE_CONSENT_VERSION);

    // A consent given before the phone was erased does not travel without it.
    await user.clear(field.phone());
    expect(consent()).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit.mock.calls[2]![0].messageConsent).toBeNull();
  });

  it('checks the optional e-mail: 5 to 120 characters, a real address', async () => {
    const { onSubmit, user } = setup();
    await delivered(user);

    await user.type(field.email(), 'a@b');
    await user.click(submit());
    expect(await screen.findByText('O e-mail deve ter de 5 a 120 caracteres.')).toBeInTheDocument();
    await user.clear(field.email());
    await user.type(field.email(), 'josefa.exemplo.org');
    await user.click(submit());
    expect(
      await screen.findByText('E-mail inválido. Use o formato nome@exemplo.com.'),
    ).toBeInTheDocument();
    await user.clear(field.email());
    await user.type(field.email(), `${'a'.repeat(110)}@exemplo.org`);
    await user.click(submit());
    expect(await screen.findByText('O e-mail deve ter de 5 a 120 caracteres.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field.email());
    await user.type(field.email(), 'josefa@exemplo.org');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      receivedEmail: 'josefa@exemplo.org',
      receivedCpf: null,
      receivedContactNumber: null,
    });
  });

  it('an invoice photo is optional, asked with "Deseja adicionar Nota Fiscal?"', async () => {
    const { onSubmit, user } = setup();
    await delivered(user);

    const question = screen.getByRole('group', { name: 'Deseja adicionar Nota Fiscal?' });
    expect(question).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Não' })).toBeChecked();
    expect(screen.queryByLabelText('Foto da Nota Fiscal')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Sim' }));
    await user.click(submit());
    expect(
      await screen.findByText('Adicione a foto da Nota Fiscal ou responda "Não".'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Foto da Nota Fiscal'), photoFile.png('nota.png'));
    await waitFor(() => expect(screen.getAllByText(/Foto pronta para envio/)).toHaveLength(2));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent?.delivered && sent.invoice instanceof File && sent.invoice.name).toBe(
      'comprimida-nota.png',
    );
    expect(sent?.delivered && sent.photo instanceof File && sent.photo.name).toBe(
      'comprimida-entrega.jpg',
    );
  });

  it('not delivered: clears the recipient fields and requires a comment', async () => {
    const { onSubmit, user } = setup();
    await delivered(user);
    await user.type(field.cpf(), '85296374100');

    await user.selectOptions(field.status(), 'Não entregue');
    expect(screen.queryByLabelText('Nome completo de quem recebeu')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Informe o motivo da não entrega.')).toBeInTheDocument();
    expect(field.comment()).toHaveAccessibleDescription(
      expect.stringContaining('Informe o motivo da não entrega.'),
    );

    await user.type(field.comment(), 'Família mudou de endereço.');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      ...notDelivered('Família mudou de endereço.'),
    });

    // Back to delivered: what was typed for the recipient was cleared.
    await user.selectOptions(field.status(), 'Entregue');
    expect(field.name()).toHaveValue('');
    expect(field.cpf()).toHaveValue('');
    expect(screen.queryByRole('img', { name: /Pré-visualização/ })).not.toBeInTheDocument();
  });
});

describe('/donation/:id/received/current/:voucher/prof', () => {
  const CURRENT = `/donation/${DONATION_ID}/received/current`;
  const FIRST = `${CURRENT}/506700000001/prof`;

  it('records the delivery with the device position, then goes back to the list with the success toast', async () => {
    const backend = fakeBackend(fakeDonation(2));
    const { currentPath } = renderLeaderApp(FIRST, backend);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Cartão 506700000001' })).toBeInTheDocument();
    await delivered(user);
    await user.type(field.cpf(), '85296374100');
    await user.click(submit());

    await waitFor(() => expect(currentPath()).toBe(CURRENT));
    expect(await screen.findByText('Doação realizada com sucesso')).toBeInTheDocument();
    expect(backend.calls.deliver).toHaveLength(1);
    expect(backend.calls.deliver[0]).toMatchObject({
      donationId: DONATION_ID,
      voucherId: '506700000001',
      delivered: true,
      receivedName: 'Josefa Ribeiro',
      receivedCpf: '85296374100',
      lat: -23.55,
      lon: -46.63,
    });
    // The list now opens the second voucher.
    const next = await screen.findByRole('link', { name: /Cartão 506700000002/ });
    expect(next).toHaveAttribute('href', `${CURRENT}/506700000002/prof`);
  });

  it('back on the list after a card is sent, the cards show at once while the server is read behind them', async () => {
    const backend = fakeBackend(fakeDonation(2));
    const { currentPath } = renderLeaderApp(FIRST, backend);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Cartão 506700000001' });
    await delivered(user);
    const slowReads = gate();
    backend.reads.held = slowReads;
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe(CURRENT));

    const next = await screen.findByRole('link', { name: /Cartão 506700000002/ });
    expect(next).toHaveAttribute('href', `${CURRENT}/506700000002/prof`);
    expect(screen.queryByText('Carregando a doação...')).not.toBeInTheDocument();
    // The first card started the delivery: its deadline is the server's, shown once read.
    expect(screen.queryByText('Prazo final para entrega')).not.toBeInTheDocument();
    backend.reads.held = null;
    slowReads.release();
    expect(await screen.findByText('Prazo final para entrega')).toBeInTheDocument();
  });

  it("makes the family's receipt code, sends it with the delivery and shows it large, with a text-only share", async () => {
    const backend = fakeBackend(fakeDonation(2));
    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { currentPath } = renderLeaderApp(FIRST, backend);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Cartão 506700000001' });
    await delivered(user);
    await user.type(field.cpf(), '85296374100');
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe(CURRENT));

    const code = backend.calls.deliver[0]?.receiptCode ?? '';
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const shown = `${code.slice(0, 4)}-${code.slice(4)}`;
    const panel = await screen.findByRole('region', {
      name: 'Código do comprovante – Cartão 506700000001',
    });
    expect(within(panel).getByText(shown)).toBeVisible();
    expect(
      within(panel).getByText('Mostre este código à família: ela pode anotar ou fotografar'),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledTimes(1);
    const shared = share.mock.calls[0]![0];
    expect(Object.keys(shared)).toEqual(['text']);
    expect(shared.text).toContain(shown);
    expect(shared.text).toContain('/comprovante');
    expect(shared.text).not.toMatch(/852|963|741/);
    expect(shared.text).toContain('3 primeiros números do CPF');
    expect(panel).toHaveTextContent('Com ele e os 3 primeiros números do CPF, a família confere');

    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region', { name: /Código do comprovante/ })).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('a delivery without a CPF tells the family to check with the code alone', async () => {
    const backend = fakeBackend(fakeDonation(2));
    const share = vi.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { currentPath } = renderLeaderApp(FIRST, backend);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Cartão 506700000001' });
    await delivered(user);
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe(CURRENT));

    expect(backend.calls.deliver[0]).toMatchObject({ delivered: true, receivedCpf: null });
    const panel = await screen.findByRole('region', {
      name: 'Código do comprovante – Cartão 506700000001',
    });
    expect(panel).toHaveTextContent('Com ele, a família confere a entrega em');
    expect(panel).not.toHaveTextContent('CPF');
    await user.click(within(panel).getByRole('button', { name: 'Compartilhar' }));
    expect(share.mock.calls[0]![0].text).not.toContain('CPF');
    await user.click(within(panel).getByRole('button', { name: 'Fechar' }));
    Reflect.deleteProperty(navigator, 'share');
  });

  it('a card not delivered has no code to show', async () => {
    const backend = fakeBackend(fakeDonation(2));
    const { currentPath } = renderLeaderApp(FIRST, backend);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Cartão 506700000001' });
    await user.selectOptions(field.status(), 'Não entregue');
    await user.type(field.comment(), 'Família mudou de endereço.');
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe(CURRENT));
    expect(await screen.findByText('Registrado: cartão não entregue.')).toBeInTheDocument();
    expect(screen.queryByText('Doação realizada com sucesso')).not.toBeInTheDocument();
    expect(backend.calls.deliver[0]).toMatchObject({ delivered: false, receiptCode: null });
    expect(screen.queryByRole('region', { name: /Código do comprovante/ })).not.toBeInTheDocument();
  });

  it('a refused delivery shows the server message and keeps everything typed', async () => {
    const backend = fakeBackend(fakeDonation(3), {
      refuse: { deliver: 'Este cartão já tem outra entrega registrada.' },
    });
    const { currentPath } = renderLeaderApp(FIRST, backend);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Cartão 506700000001' });
    await delivered(user);
    await user.type(field.cpf(), '85296374100');
    await user.type(field.phone(), '21987654321');
    await user.type(field.email(), 'josefa@exemplo.org');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este cartão já tem outra entrega registrada.',
    );
    expect(currentPath()).toBe(FIRST);
    expect(field.status()).toHaveDisplayValue('Entregue');
    expect(field.name()).toHaveValue('Josefa Ribeiro');
    expect(field.cpf()).toHaveValue('852.963.741-00');
    expect(field.phone()).toHaveValue('(21) 98765-4321');
    expect(field.email()).toHaveValue('josefa@exemplo.org');
    expect(
      screen.getByRole('img', { name: 'Pré-visualização: Foto da entrega' }),
    ).toBeInTheDocument();
  });
});
