import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

/**
 * Drafts on the device (issue 12): João half-fills a card delivery (status, name, CPF, a photo),
 * reloads, opens the same card in a new tab, and finds it all again each time; signing out
 * deletes the drafts database. Only João's received donation (status 2) is opened, and nothing
 * is sent: 'Iniciar Entrega' does not change the server (docs/leader-flow.md), so no other spec's
 * data moves.
 */

/** A small photo-like JPEG drawn in the page, so it goes through the real compression worker. */
async function makeJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 900);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#2e7d32');
    gradient.addColorStop(1, '#f9a825');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 900);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** How many drafts on this device hold a delivery photo (read in the page, straight from IndexedDB). */
function draftedPhotoCount(): Promise<number> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('cestas.drafts');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const all = db.transaction('drafts').objectStore('drafts').getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => {
        db.close();
        resolve(
          (all.result as { photos: { photo?: { blob: Blob } | null } }[]).filter(
            (draft) => draft.photos.photo?.blob instanceof Blob,
          ).length,
        );
      };
    };
  });
}

const field = (page: Page) => ({
  status: page.getByLabel('Status da Entrega'),
  name: page.getByLabel('Nome completo de quem recebeu'),
  cpf: page.getByLabel('CPF de quem recebeu (opcional)'),
  photo: page.getByLabel('Foto da entrega'),
  preview: page.getByRole('img', { name: 'Pré-visualização: Foto da entrega' }),
  saved: page.getByText(/^Rascunho salvo neste aparelho às \d{2}h\d{2}$/),
});

/** The half-filled card is on screen again: text with its mask, the status, and the photo's preview. */
async function expectRestored(page: Page) {
  const form = field(page);
  await expect(form.status.locator('option:checked')).toHaveText('Entregue');
  await expect(form.name).toHaveValue('Josefa Ribeiro');
  await expect(form.cpf).toHaveValue('123.456.789-09');
  await expect(form.preview).toBeVisible();
  expect(
    await form.preview.evaluate((image: HTMLImageElement) =>
      image.decode().then(() => image.naturalWidth),
    ),
  ).toBeGreaterThan(0);
  await expect(page.getByText(/Foto pronta para envio/)).toBeVisible();
  await expect(form.saved).toBeVisible();
  // Restored, not typed: no field shows an error before 'Registrar entrega'.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
}

test('a half-filled card delivery survives a reload and opens the same in a new tab; sign-out deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoAccounts.joao.cpf);
  await expect(page).toHaveURL(/\/checklist$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);

  const received = page
    .getByRole('list', { name: 'Lista de doações' })
    .getByRole('link')
    .filter({ hasText: 'Doação Recebida' })
    .first();
  await received.click();
  await page.getByRole('button', { name: 'Iniciar Entrega' }).click();
  const vouchers = page.getByRole('list', { name: 'Cartões desta doação' });
  await vouchers.getByRole('link').click();
  await expect(page).toHaveURL(/\/received\/current\/\d+\/prof$/);
  const cardUrl = page.url();

  const form = field(page);
  await expect(form.saved).toHaveCount(0);
  await form.status.selectOption({ label: 'Entregue' });
  await form.name.fill('Josefa Ribeiro');
  await form.cpf.pressSequentially('12345678909', { delay: 40 });
  await form.photo.setInputFiles({
    name: 'entrega.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page),
  });
  await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
  await expect(form.saved).toBeVisible();
  await expectAccessible(page);
  // The photo is written as soon as it is ready; the reload waits for that write, not for luck.
  await expect.poll(() => page.evaluate(draftedPhotoCount)).toBe(1);

  await page.reload();
  await expectRestored(page);

  const secondTab = await context.newPage();
  await secondTab.goto(cardUrl);
  await expectRestored(secondTab);
  await secondTab.close();

  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/$/);
  const ourDatabases = () =>
    page.evaluate(async () =>
      (await indexedDB.databases())
        .map(({ name }) => name)
        .filter((name) => name?.startsWith('cestas.')),
    );
  await expect.poll(ourDatabases).toEqual([]);
});
