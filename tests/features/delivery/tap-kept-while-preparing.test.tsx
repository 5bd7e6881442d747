import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryOutcome } from '#contract/leader-writes.ts';
import { VoucherDeliveryForm } from '#src/features/delivery/voucher/form/VoucherDeliveryForm.tsx';
import {
  DONATION_ID,
  compressInPlaceStandIn,
  fakeBackend,
  fakeDonation,
  gate,
  photoFile,
  renderLeaderApp,
} from './leader-flow-harness.tsx';

/**
 * 'Confirmar' tapped while the photo is still being prepared (seconds on a cheap phone) is kept:
 * the button says 'Preparando a foto…', and the record goes as soon as the photo is ready
 * (docs/product.md R13.6). Before, the tap failed on the missing photo and was dropped.
 */

vi.mock('#src/features/delivery/photo/compression/compress-in-place.ts', async () => ({
  compressInPlace: (await import('./leader-flow-harness.tsx')).compressInPlaceStandIn,
}));

/** The next photo's preparation waits until the test releases it. */
function slowPreparation() {
  const ready = gate();
  compressInPlaceStandIn.mockImplementationOnce(async (file: File, type: string) => {
    await ready.promise;
    return {
      file: new File([file], `comprimida-${file.name}`, { type }),
      width: 1600,
      height: 1200,
    };
  });
  return ready;
}

afterEach(() => compressInPlaceStandIn.mockClear());

describe('a tap on Confirmar while the photo is prepared', () => {
  it('receipt: the button says so, and the receipt is sent once the photo is ready', async () => {
    const backend = fakeBackend(fakeDonation(1));
    const { currentPath } = renderLeaderApp(`/donation/${DONATION_ID}/wait/prof`, backend);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Quantidade de cartões recebidos'), '3');
    const ready = slowPreparation();
    await user.upload(screen.getByLabelText('Foto dos cartões recebidos'), photoFile.png());

    await user.click(await screen.findByRole('button', { name: 'Preparando a foto…' }));
    expect(
      await screen.findByText('Será enviado assim que a foto ficar pronta.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Adicione a foto dos cartões recebidos.')).not.toBeInTheDocument();
    expect(backend.calls.receive).toHaveLength(0);

    ready.release();
    await waitFor(() => expect(currentPath()).toBe(`/donation/${DONATION_ID}/received`));
    expect(backend.calls.receive).toHaveLength(1);
    expect((backend.calls.receive[0]?.photo as File).name).toBe('comprimida-recebimento.png');
  });

  it('card delivery: the tap is kept until the photo is ready, then the delivery is submitted once', async () => {
    const onSubmit = vi.fn((_delivery: DeliveryOutcome) => undefined);
    render(<VoucherDeliveryForm onSubmit={onSubmit} sending={false} upload={null} canSend />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status da Entrega'), 'Entregue');
    await user.type(screen.getByLabelText('Nome completo de quem recebeu'), 'Josefa Ribeiro');
    const ready = slowPreparation();
    await user.upload(screen.getByLabelText('Foto da entrega'), photoFile.jpeg());

    await user.click(await screen.findByRole('button', { name: 'Preparando a foto…' }));
    await user.click(screen.getByRole('button', { name: 'Preparando a foto…' }));
    expect(screen.queryByText('Adicione a foto da entrega.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    ready.release();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      delivered: true,
      receivedName: 'Josefa Ribeiro',
    });
    expect(screen.getByRole('button', { name: 'Registrar entrega' })).toBeInTheDocument();
  });
});
