/**
 * Admins at a desk (1280×800): the donations as a table where every cell is read whole, sorted by
 * a column, a donation opened by its code, the filter opened above the table with its chips, and
 * 'Exportar esta lista' (with a filter
 * as it is, without one after asking for a period). At 390×844 the same admin keeps the cards.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Lista de doações' });
const bodyRows = (page: Page) => table(page).locator('tbody tr:not([aria-hidden="true"])');
const cell = (row: Locator, column: number) => row.getByRole('cell').nth(column);
/**
 * The shortest end of `code`, at least 9 characters, that no other code contains. The demo's
 * codes move with the day, and some ends are shared (…000000001 is also in …0000000011).
 */
const uniqueTail = (code: string, codes: readonly string[]) => {
  for (let length = 9; length < code.length; length += 1) {
    const tail = code.slice(-length);
    if (codes.every((other) => other === code || !other.includes(tail))) return tail;
  }
  return code;
};
/** The cells (headers included) whose text does not fit: cut, or standing out of the table. */
const cutCells = (page: Page) =>
  table(page)
    .locator('th, td')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          const overflows = [cell, ...cell.querySelectorAll('*')].some(
            // A 1 px box is text for screen readers only, not on screen.
            (part) => part.scrollWidth > part.clientWidth + 1 && part.clientWidth > 1,
          );
          return overflows || box.right > document.documentElement.clientWidth;
        })
        .map((cell) => cell.textContent?.trim() ?? ''),
    );
const openFilter = async (page: Page) => {
  await page.getByRole('button', { name: 'Filtro', exact: true }).click();
  return page.getByRole('complementary', { name: 'Filtro' });
};
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signInAtDesk(page: Page, cpf: string) {
  await signIn(page, cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(bodyRows(page).first()).toBeVisible();
}

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Ana sorts the table, opens a donation by its code, filters beside the table and exports what she sees', async ({
    page,
  }) => {
    await signInAtDesk(page, demoAccounts.admin.cpf);
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Código',
      'Situação',
      'Líder',
      'Unidade',
      'Cidade',
      'Cartões',
      'Progresso',
      'Prazo',
      'Alertas',
    ]);
    // The filter waits folded away: every code, status and name is read whole.
    await expect(page.getByRole('complementary', { name: 'Filtro' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Lista de doações' })).toHaveCount(0);
    // The alert column fills in for the rows on screen.
    await expect(cell(bodyRows(page).first(), 8)).not.toHaveText('…Carregando alertas');
    expect(await cutCells(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screens/desk-1280.png' });

    // Sorted by the number of cards, then the other way.
    const cards = table(page).getByRole('columnheader', { name: /Cartões/ });
    await cards.getByRole('button').click();
    await expect(cards).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await bodyRows(page).evaluateAll((rows) =>
      rows.map((row) => Number(row.children[5]?.textContent?.replace(/\D/g, ''))),
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await cards.getByRole('button').click();
    await expect(cards).toHaveAttribute('aria-sort', 'descending');
    const descending = await bodyRows(page).evaluateAll((rows) =>
      rows.map((row) => Number(row.children[5]?.textContent?.replace(/\D/g, ''))),
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    // Part of a code, typed in the search, opens its donation when no other code contains it.
    const code = (await cell(bodyRows(page).nth(2), 0).textContent())?.trim() ?? '';
    const codes = await bodyRows(page).evaluateAll((rows) =>
      rows.map((row) => row.children[0]?.textContent?.trim() ?? ''),
    );
    await page.getByRole('combobox', { name: 'Buscar por código' }).fill(uniqueTail(code, codes));
    await page.getByRole('combobox', { name: 'Buscar por código' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/donation/${code}/details$`));
    await page.goBack();
    await expect(bodyRows(page).first()).toBeVisible();

    // The filter opened: the table follows, the criteria become chips.
    const panel = await openFilter(page);
    await expect(
      panel.getByRole('combobox', { name: 'Estado (UF)' }).getByRole('option', { name: 'RJ' }),
    ).toBeAttached();
    await panel.getByRole('combobox', { name: 'Estado (UF)' }).selectOption('RJ');
    await panel.getByRole('button', { name: 'Filtrar' }).click();
    await expect(
      page.getByRole('list', { name: 'Filtros ativos' }).getByRole('listitem'),
    ).toHaveText(['UF: RJ']);
    await expect(page.getByText(/doaç(ão|ões) encontradas? com o filtro/)).toBeVisible();
    const cities = await bodyRows(page).evaluateAll((rows) =>
      rows.map((row) => row.children[4]?.textContent ?? ''),
    );
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((city) => city.endsWith('/RJ'))).toBe(true);
    // With the filter open (above the table at 1280 px) the cells are still read whole.
    expect(await cutCells(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screens/desk-filtered-1280.png' });

    // 'Exportar esta lista' exports the filtered list as it is.
    await page.getByRole('button', { name: 'Exportar esta lista' }).click();
    await expect(page).toHaveURL(/\/export$/);
    const filtered = page.getByRole('article', { name: 'Doações — UF: RJ' });
    await expect(filtered).toContainText('Situação:Processado');

    // Without a filter, it asks for a period first.
    await page.getByRole('link', { name: 'Doações' }).click();
    await (await openFilter(page)).getByRole('button', { name: 'Limpar filtro' }).click();
    await expect(page.getByRole('list', { name: 'Filtros ativos' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Exportar esta lista' }).click();
    const ask = page.getByRole('group', { name: 'Exportar doações de um período' });
    await expect(ask.getByLabel('Data inicial')).toBeFocused();
    await ask.getByRole('button', { name: 'Exportar' }).click();
    await expect(ask.getByRole('alert')).toHaveText('Informe as duas datas do período.');
    await ask.getByLabel('Data inicial').fill('2026-01-01');
    await ask.getByLabel('Data final').fill('2026-12-31');
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screens/desk-export-period-1280.png' });
    await ask.getByRole('button', { name: 'Exportar' }).click();
    await expect(page).toHaveURL(/\/export$/);
    await expect(
      page.getByRole('article', { name: 'Doações — De: 01/01/2026; Até: 31/12/2026' }),
    ).toBeVisible();
  });

  test('Rita (readonly) gets the table without the filter', async ({ page }) => {
    await signInAtDesk(page, demoAccounts.readonly.cpf);
    await expect(page.getByRole('complementary', { name: 'Filtro' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filtro', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cadastrar doação' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Exportar esta lista' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Ana keeps the cards and the filter button, and the table’s code is never downloaded', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await signIn(page, demoAccounts.admin.cpf);
    await expect(page).toHaveURL(/\/donation-list$/);
    await expect(
      page.getByRole('list', { name: 'Lista de doações' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Filtrar', exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(scripts.filter((url) => /DonationDeskScreen/.test(url))).toEqual([]);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screens/list-390.png' });
  });
});
