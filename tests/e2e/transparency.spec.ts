/**
 * /transparencia (docs/product.md R17) at 390×844, without signing in: reached from the landing
 * page, the figures in the chart and its table, a state chosen, the CSV and the JSON downloaded
 * (the JSON hashing to the head the page shows), and the page again with no connection.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor sees the figures, downloads them, and sees them again offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('link', { name: /Transparência: o que a campanha já fez/ }).click();
  await expect(page).toHaveURL(/\/transparencia$/);
  await expect(page).toHaveTitle('Transparência – Cestas Solidárias');

  const cards = page.getByRole('table', { name: 'Cartões em Campanha inteira' });
  await expect(cards).toBeVisible();
  const loaded = cards.getByRole('row', { name: /Cartões carregados/ });
  await expect(loaded.getByRole('cell')).toHaveText(/^(\d[\d.]*|< 5|oculto)$/);
  await expect(cards.getByRole('row', { name: /Ativados e usados/ })).toContainText(
    'Ainda não medido',
  );
  await expect(
    page.getByRole('img', { name: /Gráfico de barras dos cartões em Campanha inteira/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Reclamações da campanha inteira, por assunto' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Lugar').selectOption({ label: 'SP' });
  await expect(page.getByRole('table', { name: 'Cartões em SP' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Gráfico de barras dos cartões em SP:/ }),
  ).toBeVisible();

  const head = (await page.locator('[data-part="head"]').textContent()) ?? '';
  expect(head).toMatch(/^[0-9a-f]{64}$/);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar CSV (planilha)' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv).toContain('Cartões carregados');
  expect(csv).toContain(head);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar JSON (dados)' }).click();
  const json = await readFile((await (await jsonDownload).path())!, 'utf8');
  expect(createHash('sha256').update(json, 'utf8').digest('hex')).toBe(head);
  expect(JSON.parse(json)).toMatchObject({ format: 'cestas-transparencia/1' });

  // The page registered the service worker; once it controls the page, the last snapshot is kept.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Cartões em Campanha inteira' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Cartões em Campanha inteira' })).toBeVisible();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(
      page.getByText(
        'Você está sem conexão. Estes são os números do último instantâneo salvo neste aparelho.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cartões em Campanha inteira' })).toBeVisible();
    await expect(page.locator('[data-part="head"]')).toHaveText(head);
  } finally {
    await context.setOffline(false);
  }
});
