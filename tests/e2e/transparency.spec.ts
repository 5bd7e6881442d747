/**
 * /transparencia (docs/product.md R17) at 390×844, without signing in: reached from the landing
 * page, the figures in the chart and its table, a state chosen, the CSV and the JSON downloaded
 * (the JSON hashing to the head the page shows), and the page again with no connection. Then Ana
 * prints the donor report of the demo 'Pacote' (R17.4) and downloads its CSV.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LatestSnapshot, PackageReport } from '#contract/transparency.ts';
import { apiSessionFor } from './admin-api.ts';
import { demoAccounts, expect, expectAccessible, signIn, test } from './fixtures.ts';

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

test('Ana prints the donor report of the demo Pacote', async ({
  page,
  request,
  baseURL,
  browserName,
}) => {
  test.setTimeout(120_000);
  // The public chain has a head once the page has been asked (the daily job comes later).
  const publicAnswer = await request.get('/api/public/transparency');
  expect(publicAnswer.ok()).toBe(true);
  const { head } = (await publicAnswer.json()) as LatestSnapshot;

  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.getByRole('link', { name: 'Cargas', exact: true }).click();
  await page
    .getByRole('link', { name: 'Relatório para doadores: doacoes-lote-novembro.csv' })
    .click();
  await expect(page).toHaveURL(/\/charge\/[0-9a-f-]{36}\/donor-report$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Relatório para doadores' }),
  ).toBeVisible();
  await expect(page.getByText('doacoes-lote-novembro.csv')).toBeVisible();

  // The figures are the server's for that file: the same call the page's GraphQL makes.
  const loadId = /\/charge\/([^/]+)\/donor-report$/.exec(page.url())![1]!;
  const ana = await apiSessionFor(request, new URL(baseURL ?? '').origin, demoAccounts.admin.cpf);
  const { body: report } = await ana.get<PackageReport>(`/transparency/packages/${loadId}`);
  const shown = (value: number | string) =>
    typeof value === 'number' ? value.toLocaleString('pt-BR') : value;
  const whole = report.figures.places[0]!.cards;
  const cards = page.getByRole('table', { name: 'Cartões deste Pacote, no total e por lugar' });
  const wholeRow = cards.getByRole('row', { name: /^Pacote inteiro/ });
  await expect(wholeRow.getByRole('cell')).toHaveText([
    shown(whole.loaded),
    shown(whole.delivered),
    shown(whole.familyConfirmed),
    shown(whole.notDelivered),
    shown(whole.toDeliver),
    shown(whole.returned),
    shown(whole.lost),
  ]);
  await expect(cards.getByRole('row')).toHaveCount(report.figures.places.length + 1);
  const [first, last] = [report.figures.campaign.firstDay!, report.figures.campaign.lastDay!].map(
    (day) => day.split('-').reverse().join('/'),
  );
  await expect(page.getByText(`de ${first} a ${last}`)).toBeVisible();
  await expect(page.getByText(head.sha256)).toBeVisible();
  await expect(page.getByText(`instantâneo público nº ${head.seq}`)).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV (planilha)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('doacoes-lote-novembro.csv');
  expect(csv).toContain(head.sha256);
  expect(csv).toContain(`Cartões carregados;${whole.loaded}`);

  // On paper: no bars, no buttons, black on white; the figures and the head stay.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Voltar' })).toBeHidden();
  const title = page.getByRole('heading', { level: 1, name: 'Relatório para doadores' });
  await expect(title).toBeVisible();
  await expect(title).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(wholeRow).toBeVisible();
  await expect(page.getByText(head.sha256)).toBeVisible();
  if (browserName === 'chromium') {
    // The page's own @page rule decides the paper: without it Chromium prints on US Letter.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    expect(box, 'the PDF names its page size').not.toBeNull();
    expect(Math.round(Number(box![1]))).toBe(595);
    expect(Math.round(Number(box![2]))).toBe(842);
  }
  await page.emulateMedia({ media: 'screen' });
});
