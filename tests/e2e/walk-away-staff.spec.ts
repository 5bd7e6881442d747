import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, demoAccounts, test } from './fixtures.ts';
import { DESK, PHONE } from './walk-leader.ts';

/**
 * What staff do when a leader cannot deliver (docs/product.md R13.4): the flag reaches the
 * overview's count and the list its figure links to, even when staff had looked before the
 * report (the overview's summary was computed already).
 */

const CARLOS = { cpf: '321.654.987-91', name: 'Carlos Pereira' } as const;
const AWAY_FLAG = 'Líder avisou que não pode entregar agora';

/** Carlos, on his phone, from the sign-in to 'Avisar a equipe' on the checklist's help. */
async function carlosReportsSymptoms(browser: Browser): Promise<Page> {
  const phone = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    geolocation: { latitude: -22.9389, longitude: -47.1297 },
    permissions: ['geolocation'],
  });
  const page = await phone.newPage();
  await signIn(page, CARLOS.cpf);
  await expect(page).toHaveURL(/\/checklist$/, { timeout: 30_000 });
  await page.getByText('Estou com sintomas, o que fazer?').click();
  await page.getByRole('button', { name: 'Estou com sintomas', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Avisar a equipe que você está com sintomas?' })
    .getByRole('button', { name: 'Avisar a equipe' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Você avisou que não pode entregar' }),
  ).toBeVisible();
  return page;
}

/** Back: 'Já posso entregar' and the checklist again end his report. */
async function carlosComesBack(page: Page) {
  await page.getByRole('button', { name: 'Já posso entregar' }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.context().close();
}

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
      await expect(awayFigure(page)).toHaveText(new RegExp(`^${before + 1}\\D`));
      await expectAccessible(page);

      await awayFigure(page).click();
      await expect(page).toHaveURL(/\/donation-list$/);
      const rows = page
        .getByRole('table', { name: 'Lista de doações' })
        .locator('tbody tr:not([aria-hidden="true"])');
      await expect(rows.filter({ hasText: CARLOS.name })).toHaveCount(1);
      await expect(rows).toHaveCount(before + 1);

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
      await expect(rows.filter({ hasText: CARLOS.name })).toHaveCount(1);
      await expect(rows).toHaveCount(before + 1);
    } finally {
      await carlosComesBack(carlos);
    }
    await openOverview(page);
    await expect(awayFigure(page)).toHaveText(new RegExp(`^${before}\\D`));
  });
});
