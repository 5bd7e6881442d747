import type { Page } from '@playwright/test';
import { MESSAGE_CONSENT_TEXTS, MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import { expect } from './fixtures.ts';

/** What a leader enters for one card: delivered to a person, or not delivered with the reason. */
export type CardEntry =
  | { delivered: true; name: string; cpf: string; phone: string; messageConsent?: boolean }
  | { delivered: false; comment: string };

/** From the donation's waiting page: 'Cartões Recebidos', the quantity and the photo, confirmed. */
export async function confirmReceipt(
  page: Page,
  donationId: string,
  photo: Buffer,
  quantity: number,
) {
  await page.getByRole('link', { name: 'Cartões Recebidos' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/wait/prof$`));
  await page.getByLabel('Quantidade de cartões recebidos').fill(String(quantity));
  await page
    .getByLabel('Foto dos cartões recebidos')
    .setInputFiles({ name: 'recebimento.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/Foto pronta para envio/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received$`));
  await expect(page.getByRole('button', { name: 'Iniciar Entrega' })).toBeVisible();
}

/** From the donation's card list: one card recorded as the leader would, back on the list. */
export async function recordCard(
  page: Page,
  donationId: string,
  voucherId: string,
  entry: CardEntry,
  photo: Buffer,
) {
  const vouchers = page.getByRole('list', { name: 'Cartões desta doação' });
  await vouchers.getByRole('link', { name: new RegExp(`Cartão ${voucherId}`) }).click();
  await expect(page.getByRole('heading', { name: `Cartão ${voucherId}` })).toBeVisible();
  if (entry.delivered) {
    await page.getByLabel('Status da Entrega').selectOption({ label: 'Entregue' });
    await page
      .getByLabel('Foto da entrega')
      .setInputFiles({ name: 'entrega.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText(/Foto pronta para envio/)).toBeVisible();
    await page.getByLabel('Nome completo de quem recebeu').fill(entry.name);
    // Typed at a person's pace: the masks read the caret between keystrokes.
    await page
      .getByLabel('CPF de quem recebeu (opcional)')
      .pressSequentially(entry.cpf, { delay: 30 });
    await page.getByLabel('Telefone (opcional)').pressSequentially(entry.phone, { delay: 30 });
    if (entry.messageConsent)
      await page.getByLabel(MESSAGE_CONSENT_TEXTS[MESSAGE_CONSENT_VERSION]).check();
  } else {
    await page.getByLabel('Status da Entrega').selectOption({ label: 'Não entregue' });
    await page.getByLabel('Motivo da não entrega').fill(entry.comment);
  }
  await page.getByRole('button', { name: 'Registrar entrega' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received/current$`));
}
