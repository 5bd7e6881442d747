import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DONATION_ID,
  fakeBackend,
  fakeDonation,
  gate,
  photoFile,
  renderLeaderApp,
} from './leader-flow-harness.tsx';

vi.mock('#src/features/delivery/photo/compression/compress-in-place.ts', async () => ({
  compressInPlace: (await import('./leader-flow-harness.tsx')).compressInPlaceStandIn,
}));

const WAIT = `/donation/${DONATION_ID}/wait`;
const PROOF = `/donation/${DONATION_ID}/wait/prof`;

const quantityField = () => screen.getByLabelText('Quantidade de cartões recebidos');
const photoInput = () => screen.getByLabelText('Foto dos cartões recebidos');
const submit = () => screen.getByRole('button', { name: 'Confirmar recebimento' });

describe('/donation/:id/wait', () => {
  it('shows the donation waiting for receipt and leads to the proof with "Cartões Recebidos"', async () => {
    const backend = fakeBackend(fakeDonation(1));
    const { currentPath } = renderLeaderApp(WAIT, backend);
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: `Doação ${DONATION_ID}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 unidades')).toBeInTheDocument();
    expect(screen.getByText('Esperando recebimento')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Cartões Recebidos' }));
    expect(currentPath()).toBe(PROOF);
    expect(await screen.findByLabelText('Quantidade de cartões recebidos')).toBeInTheDocument();
  });

  it('a donation already received sends the person to its current step', async () => {
    const { currentPath } = renderLeaderApp(WAIT, fakeBackend(fakeDonation(2)));
    await waitFor(() => expect(currentPath()).toBe(`/donation/${DONATION_ID}/received`));
  });
});

describe('/donation/:id/wait/prof: proof of receipt', () => {
  it('requires the quantity and the photo, with messages tied to the fields', async () => {
    const backend = fakeBackend(fakeDonation(1));
    renderLeaderApp(PROOF, backend);
    const user = userEvent.setup();
    await screen.findByLabelText('Quantidade de cartões recebidos');

    await user.click(submit());
    expect(
      await screen.findByText('Informe a quantidade de cartões recebidos.'),
    ).toBeInTheDocument();
    expect(quantityField()).toHaveAttribute('aria-invalid', 'true');
    expect(quantityField()).toHaveAccessibleDescription(
      'Informe a quantidade de cartões recebidos.',
    );
    expect(photoInput()).toHaveAccessibleDescription(
      expect.stringContaining('Adicione a foto dos cartões recebidos.'),
    );

    await user.type(quantityField(), '0');
    await user.click(submit());
    expect(
      await screen.findByText('A quantidade deve ser um número inteiro maior que zero.'),
    ).toBeInTheDocument();
    await user.clear(quantityField());
    await user.type(quantityField(), '2,5');
    await user.click(submit());
    expect(
      await screen.findByText('A quantidade deve ser um número inteiro maior que zero.'),
    ).toBeInTheDocument();
    expect(backend.calls.receive).toHaveLength(0);
  });

  it('refuses a GIF with the text docs/product.md R6.8 requires and a file that is not an image in pt-BR', async () => {
    renderLeaderApp(PROOF, fakeBackend(fakeDonation(1)));
    // The input accepts only jpeg and png; a person can still pick another file (e.g. "all files").
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByLabelText('Quantidade de cartões recebidos');

    await user.upload(photoInput(), photoFile.gif());
    // The SPEC's English text, kept verbatim, is marked as English (WCAG 3.1.2).
    expect(await screen.findByText('Only support jpeg, jpg, png type')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(photoInput(), photoFile.pdf());
    expect(
      await screen.findByText('O arquivo escolhido não é uma imagem. Escolha uma foto JPG ou PNG.'),
    ).toBeInTheDocument();
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('sends quantity, compressed photo and position, shows the upload progress, then the received step', async () => {
    const uploadGate = gate();
    const backend = fakeBackend(fakeDonation(1), { uploadGate });
    const { currentPath } = renderLeaderApp(PROOF, backend);
    const user = userEvent.setup();
    await screen.findByLabelText('Quantidade de cartões recebidos');

    await user.type(quantityField(), '3');
    await user.upload(photoInput(), photoFile.png());
    expect(await screen.findByText(/Foto pronta para envio/)).toBeInTheDocument();
    await user.click(submit());

    expect(await screen.findByText('Enviando: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Envio da foto' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    const [sent] = backend.calls.receive;
    expect(sent).toMatchObject({
      donationId: DONATION_ID,
      receivedQuantity: 3,
      lat: -23.55,
      lon: -46.63,
    });
    const file = sent?.photo as File;
    expect(file.name).toBe('comprimida-recebimento.png');
    expect(file.type).toBe('image/png');

    uploadGate.release();
    await waitFor(() => expect(currentPath()).toBe(`/donation/${DONATION_ID}/received`));
    expect(await screen.findByText('Recebimento confirmado com sucesso')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Iniciar Entrega' })).toBeEnabled();
  });

  it('warns when the count differs from the cards sent and asks to confirm before recording it', async () => {
    const backend = fakeBackend(fakeDonation(1));
    const { currentPath } = renderLeaderApp(PROOF, backend);
    const user = userEvent.setup();
    await screen.findByLabelText('Quantidade de cartões recebidos');

    await user.type(quantityField(), '5');
    expect(
      screen.getByText(
        'Você informou 5 cartões, mas foram enviados 3 cartões. Confira a contagem antes de confirmar.',
      ),
    ).toBeInTheDocument();
    await user.upload(photoInput(), photoFile.png());
    expect(await screen.findByText(/Foto pronta para envio/)).toBeInTheDocument();

    await user.click(submit());
    const dialog = screen.getByRole('dialog', {
      name: 'A quantidade recebida é diferente da enviada',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Corrigir a quantidade' }));
    expect(backend.calls.receive).toHaveLength(0);
    expect(quantityField()).toHaveValue('5');

    await user.click(submit());
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar mesmo assim' }),
    );
    await waitFor(() => expect(backend.calls.receive).toHaveLength(1));
    expect(backend.calls.receive[0]).toMatchObject({ receivedQuantity: 5 });
    await waitFor(() => expect(currentPath()).toBe(`/donation/${DONATION_ID}/received`));
  });

  it('says nothing and asks nothing when the count matches', async () => {
    const backend = fakeBackend(fakeDonation(1));
    renderLeaderApp(PROOF, backend);
    const user = userEvent.setup();
    await screen.findByLabelText('Quantidade de cartões recebidos');
    await user.type(quantityField(), '3');
    expect(screen.queryByText(/mas foram enviados/)).not.toBeInTheDocument();
  });

  it('a refused receipt shows the server message and keeps what was typed', async () => {
    const backend = fakeBackend(fakeDonation(1), {
      refuse: { receive: 'Esta doação já teve o recebimento confirmado.' },
    });
    const { currentPath } = renderLeaderApp(PROOF, backend);
    const user = userEvent.setup();
    await screen.findByLabelText('Quantidade de cartões recebidos');

    await user.type(quantityField(), '3');
    await user.upload(photoInput(), photoFile.jpeg());
    await screen.findByText(/Foto pronta para envio/);
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta doação já teve o recebimento confirmado.');
    expect(currentPath()).toBe(PROOF);
    expect(quantityField()).toHaveValue('3');
    expect(
      screen.getByRole('img', { name: 'Pré-visualização: Foto dos cartões recebidos' }),
    ).toBeInTheDocument();
    expect(submit()).toBeEnabled();

    // Trying again sends the same photo without picking it again.
    await user.click(submit());
    await waitFor(() => expect(currentPath()).toBe(`/donation/${DONATION_ID}/received`));
    expect(backend.calls.receive).toHaveLength(2);
  });

  it('without the device position nothing can be sent, and the warning says why', async () => {
    const backend = fakeBackend(fakeDonation(1));
    renderLeaderApp(PROOF, backend, 'denied');

    expect(
      await screen.findByText('Verifique, se sua localização esta ativa e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'clique aqui' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });
});
