import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, demoAccounts, test } from './fixtures.ts';
import { AWAY_FLAG, CARLOS, carlosComesBack, carlosReportsSymptoms } from './away-leader.ts';
import { DESK } from './walk-leader.ts';

/**
 * What staff do when a leader cannot deliver (docs/product.md R13.4): the flag reaches the
 * overview's count and the list its figure links to, even when staff had looked before the
 * report (the overview's summary was computed already).
 */

const awayFigure = (page: Page) =>
  page
    .getByRole('region', { name: 'Alertas' })
    .getByRole('link', { name: new RegExp(`^\\d+\\s*${AWAY_FLAG}`) });

const figureCount = async (page: Page) =>
  Number(((await awayFigure(page).textContent()) ?? '').match(/^\d+/)?.[0]);

async function openOverview(page: Page) {
  await page.goto('/overview');
  await expect(page.getByText(/^Atualizado às \d{2}h\d{2}/)).toBeVisible({ timeout: 30_000 });
}

test.describe('at a desk', () => {
  test.use({ viewport: DESK });

  test('Carlos reports symptoms after Ana looked: the overview counts his donation and its link finds it (1280×800)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, demoAccounts.admin.cpf);
    await expect(page).toHaveURL(/\/donation-list$/, { timeout: 30_000 });
    // Ana looks first: every donation's summary is computed before Carlos says anything.
    await openOverview(page);
    const before = await figureCount(page);

    const carlos = await carlosReportsSymptoms(browser);
    try {
      await openOverview(page);
      // Each of Carlos's open donations counts once; how many he has depends on the specs before.
      await expect.poll(() => figureCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
      const after = await figureCount(page);
      await expectAccessible(page);

      await awayFigure(page).click();
      await expect(page).toHaveURL(/\/donation-list$/);
      const rows = page
        .getByRole('table', { name: 'Lista de doações' })
        .locator('tbody tr:not([aria-hidden="true"])');
      await expect(rows.filter({ hasText: CARLOS.name })).toHaveCount(after - before);
      await expect(rows).toHaveCount(after);

      // The same through the desk's filter (folded behind its 'Filtro' button): 'Alerta' › the
      // away flag.
      await page.goto('/donation-list');
      await page.getByRole('button', { name: 'Filtro', exact: true }).click();
      const panel = page.getByRole('complementary', { name: 'Filtro' });
      await panel.getByRole('combobox', { name: 'Alerta' }).selectOption({ label: AWAY_FLAG });
      await panel.getByRole('button', { name: 'Filtrar' }).click();
      await expect(
        page.getByRole('list', { name: 'Filtros ativos' }).getByRole('listitem'),
      ).toContainText([AWAY_FLAG]);
      await expect(rows.filter({ hasText: CARLOS.name })).toHaveCount(after - before);
      await expect(rows).toHaveCount(after);
    } finally {
      await carlosComesBack(carlos);
    }
    await openOverview(page);
    await expect(awayFigure(page)).toHaveText(new RegExp(`^${before}\\D`));
  });
});
