import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';
import { apiSessionFor, type ApiSession } from './admin-api.ts';

/**
 * João walks one of his donations from 'Esperando recebimento' to 'Completo' in Chromium with
 * the position granted: receipt with a PNG (a GIF is refused first), one voucher delivered with
 * a JPEG, the others not delivered, then the end. Photos are generated in the page and must
 * reach the server compressed (long edge ≤ 1600 px) by our own worker, never a CDN.
 * Only João's data is touched (docs/architecture.md A11: terms accepted, no checklist yet).
 */

test.describe.configure({ mode: 'serial' });

type Generated = { bytes: Buffer; width: number; height: number };

/** A photo-like picture (gradients and grain) drawn on a canvas in the page and encoded there. */
async function makePhoto(
  page: Page,
  type: 'image/jpeg' | 'image/png',
  width: number,
  height: number,
): Promise<Generated> {
  const base64 = await page.evaluate(
    async ({ type, width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const image = context.createImageData(width, height);
      let seed = 7;
      const grain = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % 24;
      };
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          image.data[i] = Math.round((x / width) * 200) + grain();
          image.data[i + 1] = Math.round((y / height) * 180) + grain();
          image.data[i + 2] = 90 + Math.round(60 * Math.sin((x + y) / 90)) + grain();
          image.data[i + 3] = 255;
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type, quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { type, width, height },
  );
  return { bytes: Buffer.from(base64, 'base64'), width, height };
}

/** A real 1×1 GIF: an image, but not one the app accepts. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/**
 * Asks the API for a photo link as staff (a leader's phone opens no photo once it is sent,
 * decision 123), then fetches the photo the link serves and measures it in the page.
 */
async function servedPhoto(page: Page, staff: ApiSession, apiPath: string) {
  const { body } = await staff.get<{ url: string }>(apiPath);
  return page.evaluate(async (url) => {
    const file = await fetch(url);
    const blob = await file.blob();
    const bitmap = await createImageBitmap(blob);
    return {
      url,
      status: file.status,
      type: file.headers.get('content-type'),
      size: blob.size,
      width: bitmap.width,
      height: bitmap.height,
    };
  }, body.url);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('João takes a donation from waiting for receipt to complete', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const staff = await apiSessionFor(request, origin, demoAccounts.admin.cpf);
  const workers: string[] = [];
  const foreignRequests: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin)
      foreignRequests.push(request.url());
  });

  // Sign in; João has accepted the term but has no checklist yet.
  await signIn(page, demoAccounts.joao.cpf);
  await expect(page).toHaveURL(/\/checklist$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // The list: one card per donation; the newest waiting one is walked through.
  await expect(page).toHaveURL(/\/donation-list$/);
  const list = page.getByRole('list', { name: 'Lista de doações' });
  await expect(list).toBeVisible();
  await expectAccessible(page);
  const waitingCard = list.getByRole('link').filter({ hasText: 'Esperando recebimento' }).first();
  const title = (await waitingCard.getByRole('heading').textContent()) ?? '';
  const donationId = title.replace('Doação ', '').trim();
  expect(donationId).toMatch(/^RJ-\d{17}$/);
  await expect(waitingCard).toContainText('3 unidades');
  // The code never breaks across lines, even on a narrow phone (issue 14, item 8).
  const code = waitingCard.getByRole('heading').getByText(donationId, { exact: true });
  expect(await code.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
  expect(await code.evaluate((element) => element.getClientRects().length)).toBe(1);
  await waitingCard.click();

  // 1 → 2: proof of receipt.
  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/wait$`));
  await expect(page.getByRole('link', { name: 'Cartões Recebidos' })).toBeVisible();
  await expect(page.getByText('Esperando recebimento', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Cartões Recebidos' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/wait/prof$`));
  const receiptPhoto = page.getByLabel('Foto dos cartões recebidos');

  await receiptPhoto.setInputFiles({ name: 'animacao.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByText('Only support jpeg, jpg, png type')).toBeVisible();
  await expectAccessible(page);

  const png = await makePhoto(page, 'image/png', 2400, 1800);
  await page.getByLabel('Quantidade de cartões recebidos').fill('3');
  await receiptPhoto.setInputFiles({
    name: 'recebimento.png',
    mimeType: 'image/png',
    buffer: png.bytes,
  });
  await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Only support jpeg, jpg, png type')).toBeHidden();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirmar recebimento' }).click();

  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received$`));
  await expect(page.getByText('Recebimento confirmado com sucesso')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar Entrega' })).toBeVisible();
  await expect(page.getByText('Doação Recebida', { exact: true }).last()).toBeVisible();
  await expectAccessible(page);

  // The receipt link serves the stored photo: long edge 1600 px, sent as a JPEG of at most ~1 MB.
  const receipt = await servedPhoto(page, staff, `/donation/${donationId}/url`);
  expect(receipt).toMatchObject({ status: 200, type: 'image/jpeg', width: 1600, height: 1200 });
  expect(receipt.size).toBeLessThan(1024 * 1024);
  console.log(
    `receipt PNG ${png.width}×${png.height} ${kb(png.bytes.length)} → stored ${receipt.width}×${receipt.height} ${kb(receipt.size)}`,
  );

  // 2 → 3: the vouchers, strictly in order.
  await page.getByRole('button', { name: 'Iniciar Entrega' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received/current$`));
  const vouchers = page.getByRole('list', { name: 'Cartões desta doação' });
  await expect(vouchers.getByRole('listitem')).toHaveCount(3);
  await expect(vouchers.getByRole('link')).toHaveCount(1);
  await expect(vouchers.getByRole('listitem').nth(1)).toContainText(
    'Aguardando a entrega do cartão anterior',
  );
  await expect(page.getByRole('button', { name: 'Encerrar Entrega' })).toBeDisabled();
  await expectAccessible(page);

  // First voucher: delivered, with a JPEG photo and the recipient's data.
  const firstVoucher = vouchers.getByRole('link');
  const firstTitle = (await firstVoucher.textContent()) ?? '';
  const firstVoucherId = /Cartão (\d+)/.exec(firstTitle)?.[1] ?? '';
  expect(firstVoucherId).not.toBe('');
  await firstVoucher.click();
  await expect(page.getByRole('heading', { name: `Cartão ${firstVoucherId}` })).toBeVisible();
  await expect(
    page.getByText('Lembre quem vai receber o cartão de apresentar um documento oficial com foto.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Status da Entrega').selectOption({ label: 'Entregue' });
  const jpeg = await makePhoto(page, 'image/jpeg', 3000, 2000);
  await page
    .getByLabel('Foto da entrega')
    .setInputFiles({ name: 'entrega.jpg', mimeType: 'image/jpeg', buffer: jpeg.bytes });
  await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Nome completo de quem recebeu').fill('Maria Aparecida Souza');
  // Typed at a person's pace: the mask reads the caret between keystrokes.
  await page
    .getByLabel('CPF de quem recebeu (opcional)')
    .pressSequentially('85296374100', { delay: 40 });
  await expect(page.getByLabel('CPF de quem recebeu (opcional)')).toHaveValue('852.963.741-00');
  await page.getByLabel('Telefone (opcional)').pressSequentially('21987654321', { delay: 40 });
  await expect(page.getByLabel('Telefone (opcional)')).toHaveValue('(21) 98765-4321');
  await page.getByLabel('E-mail (opcional)').fill('maria.aparecida@exemplo.org.br');
  await expect(page.getByRole('group', { name: 'Deseja adicionar Nota Fiscal?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Registrar entrega' }).click();

  await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received/current$`));
  await expect(page.getByText('Doação realizada com sucesso')).toBeVisible();
  await expect(vouchers.getByRole('listitem').first()).toContainText('Entregue');
  await expect(page.getByText('Prazo final para entrega')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Encerrar Entrega' })).toBeDisabled();
  await expectAccessible(page);

  const delivery = await servedPhoto(page, staff, `/voucher/${firstVoucherId}/url`);
  expect(delivery).toMatchObject({ status: 200, type: 'image/jpeg', width: 1600 });
  expect(delivery.height).toBeLessThanOrEqual(1600);
  expect(delivery.size).toBeLessThan(jpeg.bytes.length);
  console.log(
    `delivery JPEG ${jpeg.width}×${jpeg.height} ${kb(jpeg.bytes.length)} → stored ${delivery.width}×${delivery.height} ${kb(delivery.size)}`,
  );

  // The other two: not delivered, each with the reason.
  for (const reason of ['Família não estava em casa.', 'Família mudou de endereço.']) {
    await vouchers.getByRole('link').click();
    await page.getByLabel('Status da Entrega').selectOption({ label: 'Não entregue' });
    await expect(page.getByLabel('Nome completo de quem recebeu')).toHaveCount(0);
    await page.getByLabel('Motivo da não entrega').fill(reason);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Registrar entrega' }).click();
    await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received/current$`));
    await expect(page.getByText('Doação realizada com sucesso')).toBeVisible();
  }
  await expect(vouchers.getByRole('listitem').nth(1)).toContainText('Não entregue');
  await expect(vouchers.getByRole('listitem').nth(2)).toContainText('Não entregue');
  await expect(vouchers.getByRole('link')).toHaveCount(0);

  // 3 → 4: the thank-you dialog, then the end.
  await page.getByRole('button', { name: 'Encerrar Entrega' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrega de doação completa!' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/donation-list$/);
  const done = list.getByRole('listitem').filter({ hasText: `Doação ${donationId}` });
  await expect(done).toContainText('Completo');
  await expect(done).toContainText('Doação concluída');
  await expect(done.getByRole('link')).toHaveCount(0);
  await expectAccessible(page);

  // Compression ran in our own module worker; nothing was fetched from another origin.
  expect(workers.length).toBeGreaterThanOrEqual(2);
  for (const url of workers) expect(new URL(url).origin).toBe(origin);
  expect(workers.every((url) => /compress-photo\.worker/.test(url))).toBe(true);
  expect(foreignRequests).toEqual([]);
});
