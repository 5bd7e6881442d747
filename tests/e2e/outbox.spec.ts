import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * The outbox story of issue 12 in Chromium: João, with no signal, confirms a receipt with its
 * photo, delivers three cards (one not delivered) and closes the delivery; the app moves him on
 * each time, the list shows 'Aguardando envio (5)' with each item, sign-out says it needs a connection, and when
 * the signal returns everything is sent, once, in order. João's older waiting donation is used
 * (leader-flow.spec takes the newest).
 */

const donationCards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de doações' }).getByRole('link');

/** A small PNG drawn in the page (the app compresses it in its worker like any photo). */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 240);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#3a7';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = '#fc3';
    context.fillRect(40, 40, 120, 90);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer(),
    );
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, 'base64');
}

/** The id token the app keeps in the session it stores. */
function findIdToken(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if ('idToken' in value && typeof value.idToken === 'string') return value.idToken;
  for (const inner of Object.values(value)) {
    const found = findIdToken(inner);
    if (found) return found;
  }
  return null;
}

/** The donation as the server has it, asked with the signed-in leader's token. */
async function serverDonation(page: Page, donationId: string) {
  const session = await page.evaluate(() => localStorage.getItem('cestas.session'));
  const token = findIdToken(JSON.parse(session ?? 'null'));
  const response = await page.request.get(
    `/api/donations/${encodeURIComponent(donationId)}/details`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  return (await response.json()) as {
    status: number;
    receivedQuantity: number | null;
    vouchers: { position: number; status: number }[];
  };
}

test('offline, João records a whole donation; it is sent once the signal returns', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const writes: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/donations\//.test(request.url()))
      writes.push(request.headers()['idempotency-key'] ?? 'none');
  });

  await signIn(page, demoAccounts.joao.cpf);
  await expect(page).toHaveURL(/\/checklist$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Open the donation while online, so its screens are saved on the device.
  const waiting = donationCards(page).filter({ hasText: 'Esperando recebimento' }).last();
  const donationId =
    (await waiting.getByRole('heading').textContent())?.replace('Doação ', '').trim() ?? '';
  await waiting.click();
  await expect(page.getByRole('link', { name: 'Cartões Recebidos' })).toBeVisible();
  await page.waitForFunction(
    (id) => localStorage.getItem('cestas.apollo-cache')?.includes(`"${id}"`) ?? false,
    donationId,
  );
  const png = await photo(page);

  await context.setOffline(true);

  // Receipt: moved on as online.
  await page.getByRole('link', { name: 'Cartões Recebidos' }).click();
  await page.getByLabel('Quantidade de cartões recebidos').fill('3');
  await page
    .getByLabel('Foto dos cartões recebidos')
    .setInputFiles({ name: 'recebimento.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received$`));
  await page.getByRole('button', { name: 'Iniciar Entrega' }).click();

  // Three cards: two delivered, one not.
  const vouchers = page.getByRole('list', { name: 'Cartões desta doação' });
  await expect(vouchers.getByRole('listitem')).toHaveCount(3);
  for (const name of ['Maria Aparecida Souza', 'José Carlos Lima']) {
    await vouchers.getByRole('link').click();
    await page.getByLabel('Status da Entrega').selectOption({ label: 'Entregue' });
    await page
      .getByLabel('Foto da entrega')
      .setInputFiles({ name: 'entrega.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
    await page.getByLabel('Nome completo de quem recebeu').fill(name);
    await page.getByRole('button', { name: 'Registrar entrega' }).click();
    await expect(
      page.getByText('Salvo no aparelho. Será enviado quando houver conexão.'),
    ).toBeVisible();
  }
  await vouchers.getByRole('link').click();
  await page.getByLabel('Status da Entrega').selectOption({ label: 'Não entregue' });
  await page.getByLabel('Motivo da não entrega').fill('Família não estava em casa.');
  await page.getByRole('button', { name: 'Registrar entrega' }).click();
  await expect(vouchers.getByRole('listitem').nth(2)).toContainText('Não entregue');

  await page.getByRole('button', { name: 'Encerrar Entrega' }).click();
  await page
    .getByRole('dialog', { name: 'Entrega de doação completa!' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page).toHaveURL(/\/donation-list$/);

  // The list: the five records waiting, the donation shown as he left it.
  const pending = page.getByRole('region', { name: 'Aguardando envio (5)' });
  await expect(pending).toBeVisible();
  const items = pending.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toContainText('Recebimento dos cartões');
  await expect(items.nth(1)).toContainText('Cartão 1: entregue');
  await expect(items.nth(2)).toContainText('Cartão 2: entregue');
  await expect(items.nth(3)).toContainText('Cartão 3: não entregue');
  await expect(items.nth(4)).toContainText('Encerramento da entrega');
  const card = page
    .getByRole('list', { name: 'Lista de doações' })
    .getByRole('listitem')
    .filter({ hasText: `Doação ${donationId}` });
  await expect(card).toContainText('Completo');
  await expect(card).toContainText('Aguardando envio');
  await expectAccessible(page);

  // Sign-out, still offline, says one thing at once: it needs a connection, and the records stay.
  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sem conexão. Sair da conta precisa de internet. Os 5 registros ainda não enviados ficam guardados neste aparelho até lá.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Doações' }).click();

  // The signal returns: everything goes, in order, and the section gives way to a notice.
  await context.setOffline(false);
  await expect(page.getByText('Todos os registros foram enviados.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: /Aguardando envio/ })).toHaveCount(0);
  await expect(card).toContainText('Completo');
  await expect(card).not.toContainText('Aguardando envio');

  const onServer = await serverDonation(page, donationId);
  expect(onServer.status).toBe(4);
  expect(onServer.receivedQuantity).toBe(3);
  expect(onServer.vouchers.map((voucher) => voucher.status)).toEqual([2, 2, 3]);
  // Every attempt carried a key; the five records were five distinct keys.
  expect(writes.every((key) => key !== 'none')).toBe(true);
  expect(new Set(writes).size).toBe(5);
});
