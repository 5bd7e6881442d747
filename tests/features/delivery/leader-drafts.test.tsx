import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeIndexedDb } from '#tests/support/fake-indexeddb.ts';
import {
  DONATION_ID,
  fakeBackend,
  fakeDonation,
  photoFile,
  renderLeaderApp,
} from './leader-flow-harness.tsx';
import { loadDraft } from '#src/core/drafts/draft-store.ts';
import { receiptProofDraftKey, voucherDeliveryDraftKey } from '#src/core/drafts/draft-record.ts';

vi.mock('#src/features/delivery/photo/compression/compress-in-place.ts', async () => ({
  compressInPlace: (await import('./leader-flow-harness.tsx')).compressInPlaceStandIn,
}));

installFakeIndexedDb();

const VOUCHER = '506700000001';
const CURRENT = `/donation/${DONATION_ID}/received/current`;
const DELIVERY = `${CURRENT}/${VOUCHER}/prof`;
const PROOF = `/donation/${DONATION_ID}/wait/prof`;
const JOAO = 'sub-joao';

const delivery = {
  status: () => screen.getByLabelText('Status da Entrega'),
  photo: () => screen.getByLabelText('Foto da entrega'),
  name: () => screen.getByLabelText('Nome completo de quem recebeu'),
  cpf: () => screen.getByLabelText('CPF de quem recebeu (opcional)'),
  submit: () => screen.getByRole('button', { name: 'Registrar entrega' }),
};
const savedLine = () => screen.findByText(/^Rascunho salvo neste aparelho às \d{2}h\d{2}$/);

/** João half-fills card 1: delivered, a name, a CPF and a photo, until the draft says it is saved. */
async function halfFillDelivery() {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Status da Entrega'), 'Entregue');
  await user.upload(delivery.photo(), photoFile.jpeg());
  await screen.findByText(/Foto pronta para envio/);
  await user.type(delivery.name(), 'Josefa Ribeiro');
  await user.type(delivery.cpf(), '12345678909');
  await savedLine();
  await waitFor(async () =>
    expect((await loadDraft(voucherDeliveryDraftKey(JOAO, VOUCHER)))?.fields.receivedCpf).toBe(
      '123.456.789-09',
    ),
  );
  return user;
}

describe('card delivery draft', () => {
  it('comes back after the screen is closed: status, text with its mask, and the photo, with no error shown', async () => {
    const backend = fakeBackend(fakeDonation(3));
    const first = renderLeaderApp(DELIVERY, backend, 'granted', JOAO);
    await halfFillDelivery();
    first.unmount();

    renderLeaderApp(DELIVERY, backend, 'granted', JOAO);
    await waitFor(() => expect(delivery.status()).toHaveValue('true'));
    expect(await screen.findByLabelText('Nome completo de quem recebeu')).toHaveValue(
      'Josefa Ribeiro',
    );
    expect(delivery.cpf()).toHaveValue('123.456.789-09');
    expect(screen.getByText(/Foto pronta para envio/)).toBeInTheDocument();
    expect(await savedLine()).toBeInTheDocument();
    expect(delivery.name()).not.toHaveAttribute('aria-invalid');
    expect(delivery.cpf()).not.toHaveAttribute('aria-invalid');

    // Typing on goes through the mask as before.
    const user = userEvent.setup();
    await user.clear(delivery.cpf());
    await user.type(delivery.cpf(), '85296374100');
    expect(delivery.cpf()).toHaveValue('852.963.741-00');
  });

  it('is not shown to another user of the same phone', async () => {
    const backend = fakeBackend(fakeDonation(3));
    const joao = renderLeaderApp(DELIVERY, backend, 'granted', JOAO);
    await halfFillDelivery();
    joao.unmount();

    renderLeaderApp(DELIVERY, backend, 'granted', 'sub-maria');
    expect(await screen.findByLabelText('Status da Entrega')).toHaveValue('');
    expect(screen.queryByLabelText('Nome completo de quem recebeu')).not.toBeInTheDocument();
    expect(screen.queryByText(/Rascunho salvo/)).not.toBeInTheDocument();
  });

  it('sends the restored photo and is removed once the delivery is recorded', async () => {
    const backend = fakeBackend(fakeDonation(3));
    const first = renderLeaderApp(DELIVERY, backend, 'granted', JOAO);
    await halfFillDelivery();
    first.unmount();

    const { currentPath } = renderLeaderApp(DELIVERY, backend, 'granted', JOAO);
    expect(await screen.findByLabelText('Nome completo de quem recebeu')).toHaveValue(
      'Josefa Ribeiro',
    );
    await userEvent.setup().click(delivery.submit());

    await waitFor(() => expect(currentPath()).toBe(CURRENT));
    const sent = backend.calls.deliver[0];
    expect(sent).toMatchObject({ receivedName: 'Josefa Ribeiro', receivedCpf: '12345678909' });
    expect((sent?.photo as File).name).toBe('comprimida-entrega.jpg');
    await waitFor(async () =>
      expect(await loadDraft(voucherDeliveryDraftKey(JOAO, VOUCHER))).toBeNull(),
    );
  });

  it('choosing "Não entregue" drops the recipient data from the draft too', async () => {
    const backend = fakeBackend(fakeDonation(3));
    renderLeaderApp(DELIVERY, backend, 'granted', JOAO);
    const user = await halfFillDelivery();

    await user.selectOptions(delivery.status(), 'Não entregue');
    await user.type(screen.getByLabelText('Motivo da não entrega'), 'Família mudou de endereço');

    await waitFor(async () => {
      const draft = await loadDraft(voucherDeliveryDraftKey(JOAO, VOUCHER));
      expect(draft).toMatchObject({
        status: 'false',
        fields: { receivedName: '', receivedCpf: '', leaderComment: 'Família mudou de endereço' },
      });
      expect(draft?.photos.photo).toBeNull();
    });
  });
});

describe('receipt proof draft', () => {
  it('keeps the quantity and the photo until the receipt is accepted, then removes them', async () => {
    const backend = fakeBackend(fakeDonation(1));
    const first = renderLeaderApp(PROOF, backend, 'granted', JOAO);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Quantidade de cartões recebidos'), '3');
    await user.upload(screen.getByLabelText('Foto dos cartões recebidos'), photoFile.png());
    await screen.findByText(/Foto pronta para envio/);
    await waitFor(async () =>
      expect((await loadDraft(receiptProofDraftKey(JOAO, DONATION_ID)))?.photos.photo).toBeTruthy(),
    );
    first.unmount();

    const { currentPath } = renderLeaderApp(PROOF, backend, 'granted', JOAO);
    await waitFor(() =>
      expect(screen.getByLabelText('Quantidade de cartões recebidos')).toHaveValue('3'),
    );
    expect(screen.getByText(/Foto pronta para envio/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));

    await waitFor(() => expect(currentPath()).toBe(`/donation/${DONATION_ID}/received`));
    expect((backend.calls.receive[0]?.photo as File).name).toBe('comprimida-recebimento.png');
    await waitFor(async () =>
      expect(await loadDraft(receiptProofDraftKey(JOAO, DONATION_ID))).toBeNull(),
    );
  });

  it('says once, in pt-BR, that the draft could not be kept when the device is full, and the form still works', async () => {
    const backend = fakeBackend(fakeDonation(1));
    renderLeaderApp(PROOF, backend, 'granted', JOAO);
    const quantity = await screen.findByLabelText('Quantidade de cartões recebidos');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('O disco está cheio', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    await user.type(quantity, '3');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível guardar o rascunho neste aparelho: falta espaço.',
    );
    await user.upload(screen.getByLabelText('Foto dos cartões recebidos'), photoFile.png());
    await screen.findByText(/Foto pronta para envio/);
    await waitFor(() => expect(IDBObjectStore.prototype.put).toHaveBeenCalledTimes(2));
    expect(screen.getAllByText(/Não foi possível guardar o rascunho/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Confirmar recebimento' }));
    await waitFor(() => expect(backend.calls.receive).toHaveLength(1));
    vi.restoreAllMocks();
  });
});
