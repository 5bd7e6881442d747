/**
 * The admin's filter on a 390 px phone: the form fits the screen (no sideways scroll, 'Data
 * final' whole), asks about a divergent quantity once (the 'Alerta' option), and the list shows
 * the active criteria as chips that each remove one.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de doações' }).getByRole('link');

/** How far the page scrolls sideways: 0 when it fits the screen. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('at 390 px the filter fits the screen, and its criteria come back as removable chips', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(cards(page).first()).toBeVisible();
  const everything = await cards(page).count();

  await page.getByRole('link', { name: /^Filtrar/ }).click();
  await expect(page).toHaveURL(/\/filter$/);
  await expect(
    page.getByRole('combobox', { name: 'Unidade' }).getByRole('option', { name: /Rocinha/ }),
  ).toBeAttached();
  expect(await sidewaysScroll(page)).toBe(0);
  const width = page.viewportSize()?.width ?? 390;
  for (const label of ['Data inicial', 'Data final']) {
    const box = await page.getByLabel(label).boundingBox();
    expect(box, label).not.toBeNull();
    expect(box!.x, label).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${label} ends inside the screen`).toBeLessThanOrEqual(width);
  }
  // The divergence is asked once, as an 'Alerta' option.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(
    page
      .getByRole('combobox', { name: 'Alerta' })
      .getByRole('option', { name: 'Quantidade recebida diferente da enviada' }),
  ).toBeAttached();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/filter-390.png', fullPage: true });

  await page.getByRole('combobox', { name: 'Estado (UF)' }).selectOption('RJ');
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Completo' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);

  const chips = page.getByRole('list', { name: 'Filtros ativos' });
  await expect(chips.getByRole('listitem')).toHaveText(['Status: Completo', 'UF: RJ']);
  await expect(page.getByRole('link', { name: 'Filtrar, 2 filtros ativos' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/filter-chips-390.png', fullPage: true });

  await chips.getByRole('button', { name: 'Remover filtro Status: Completo' }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['UF: RJ']);
  await expect(page.getByRole('link', { name: 'Filtrar, 1 filtro ativo' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();

  await chips.getByRole('button', { name: 'Remover filtro UF: RJ' }).click();
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Filtrar', exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(everything);
});
