/**
 * Loads on a 390 px phone: a refused file's lines read whole, wrapped in the page (no box that
 * scrolls inside the scrolling page, nothing cut), on the form and on the list; and 'Baixar
 * modelo' hands out each type's CSV with its header and an example line.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

/** True when the element shows all it holds: no inner scrolling, nothing clipped. */
const showsEverything = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      style.overflowY === 'visible' &&
      style.maxHeight === 'none' &&
      element.scrollHeight <= element.clientHeight + 1 &&
      element.scrollWidth <= element.clientWidth + 1
    );
  });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openAddForm(page: Page) {
  await page.getByRole('link', { name: 'Cargas', exact: true }).click();
  await page.getByRole('link', { name: 'Adicionar Carga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar Carga' })).toBeVisible();
}

test('a refused file’s lines are read whole on a phone, on the form and on the list of loads', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await openAddForm(page);

  // 25 lines, each with one cell too many: long messages, more than the form lists at once.
  const lines = Array.from(
    { length: 25 },
    (_, index) => `CARTAO-${index};SP-20261121000000001;sobra`,
  );
  const buffer = Buffer.from(['voucherId;donationId', ...lines].join('\r\n'));
  await page.getByLabel('Tipo de Carga').selectOption({ label: 'Cartão' });
  await page
    .getByLabel('Carga da Planilha')
    .setInputFiles({ name: 'cartoes-com-erro.csv', mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: 'Enviar carga' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'nada deste arquivo foi aplicado' });
  await expect(alert).toBeVisible();
  const refused = alert.getByRole('listitem');
  await expect(refused).toHaveCount(20);
  await expect(refused.first()).toHaveText('Linha 2: A linha tem 3 colunas; o cabeçalho tem 2.');
  expect(await showsEverything(alert.getByRole('list'))).toBe(true);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);
  await alert.getByRole('list').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/charge-add-errors-390.png', fullPage: true });

  await page.getByRole('link', { name: 'Ver a lista de cargas' }).click();
  const load = page.getByRole('article', { name: 'cartoes-com-erro.csv' }).first();
  await load.getByRole('button', { name: 'Ver linhas com erro' }).click();
  const panel = load.getByRole('region', { name: 'Erros da carga cartoes-com-erro.csv' });
  await expect(panel.getByRole('listitem')).toHaveCount(25);
  expect(await showsEverything(panel.getByRole('list'))).toBe(true);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: 'test-results/screens/charge-list-errors-390.png',
    fullPage: true,
  });
});

test('“Baixar modelo” downloads each type’s CSV: its header and one example line', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await openAddForm(page);
  const models = [
    ['Cartão', 'modelo-cartao.csv', 'voucherId;donationId'],
    [
      'Líder',
      'modelo-lider.csv',
      'password;siteId;name;cpf;rg;phone;email;birthdate;deliveryLocation;deliveryCep;slums',
    ],
    ['Pacote', 'modelo-pacote.csv', 'donationId;leaderLogin;siteId;quantity'],
    ['Transferência', 'modelo-transferencia.csv', 'donationId;newLeaderLogin'],
    ['Unidade', 'modelo-unidade.csv', 'name;city;state;lat;lon'],
  ] as const;
  for (const [label, fileName, header] of models) {
    await page.getByLabel('Tipo de Carga').selectOption({ label });
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: `Baixar modelo da carga ${label}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const text = await readFile((await download.path())!, 'utf8');
    const [first, example, ...rest] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(first).toBe(header);
    expect(example!.split(';')).toHaveLength(header.split(';').length);
    expect(rest).toEqual(['']);
  }
  await expectAccessible(page);
  await page.screenshot({
    path: 'test-results/screens/charge-add-template-390.png',
    fullPage: true,
  });
});
