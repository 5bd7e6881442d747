/**
 * The campaign overview (docs/product.md R12) in Chromium on the demo data: Ana opens /overview
 * from the navigation, follows a status figure into the list and finds the same count; Rita sees
 * it without write actions; João cannot open it; axe finds nothing; at 390 and 1280 px nothing is
 * cut off or overlapping (screenshots in test-results for a person to look at).
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

// The overview loads its figures, table and map (a chunk of its own); on a shared 2-core machine
// that takes longer than a list.
test.describe.configure({ timeout: 180_000 });

/** Signs in and waits for the list; the sign-in's password check is slow on a loaded 2-core machine. */
async function signInToList(page: Page, cpf: string) {
  await signIn(page, cpf);
  await expect(page).toHaveURL(/\/donation-list$/, { timeout: 45_000 });
}

async function openOverview(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Visão geral' })
    .click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { name: 'Visão geral', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Atualizado às \d{2}h\d{2}/)).toBeVisible({ timeout: 30_000 });
}

/** Nothing wider than the window, and no two figures on top of each other. */
async function expectNothingCutOrOverlapping(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(
        `page scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`,
      );
    const boxes = [
      ...document.querySelectorAll('main a, main button, main h2, main select, main input'),
    ].map((el) => ({ el, r: el.getBoundingClientRect() }));
    for (const { el, r } of boxes) {
      if (r.width === 0) continue;
      // Inside a box that scrolls sideways (a wide table) or clips (the map), it is reachable.
      let inScroller = false;
      for (let parent = el.parentElement; parent && !inScroller; parent = parent.parentElement)
        inScroller = ['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX);
      if (r.right > window.innerWidth + 1 && !inScroller)
        found.push(`cut at the right: ${el.textContent?.slice(0, 40)}`);
    }
    const figures = [...document.querySelectorAll('main section ul li > a')].map((el) =>
      el.getBoundingClientRect(),
    );
    figures.forEach((a, i) =>
      figures.slice(i + 1).forEach((b) => {
        if (
          a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1
        )
          found.push('two figures overlap');
      }),
    );
    return found;
  });
  expect(problems).toEqual([]);
}

test('Ana follows a status figure into the list and finds the same count', async ({ page }) => {
  await signInToList(page, demoAccounts.admin.cpf);
  await expect(page.getByRole('link', { name: 'Ver a visão geral' })).toBeVisible();
  await openOverview(page);

  const statuses = page.getByRole('region', { name: 'Doações por status' });
  const delivering = statuses.getByRole('link', { name: /Entregando$/ });
  const count = Number((await delivering.textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ver como tabela' }).first().click();
  await expect(page.getByRole('table', { name: 'Cartões entregues por dia' })).toBeVisible();
  await expectAccessible(page);

  await delivering.click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(
    page.getByText(
      count === 1
        ? '1 doação encontrada com o filtro.'
        : `${count} doações encontradas com o filtro.`,
    ),
  ).toBeVisible();
  const cards = page.getByRole('list', { name: 'Lista de doações' }).getByRole('link');
  await expect(cards).toHaveCount(count);
  for (const card of await cards.all()) await expect(card).toContainText('Entregando');
  await expectAccessible(page);
});

test('the overview keeps its filters in the address, and the leaders are sorted with the late ones first', async ({
  page,
}) => {
  await signInToList(page, demoAccounts.admin.cpf);
  await page.goto('/overview?state=SP');
  await expect(page.getByText(/^Atualizado às/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'UF' })).toHaveValue('SP');
  const table = page.getByRole('table', { name: 'Líderes, com os atrasados primeiro' });
  await expect(table.getByRole('columnheader', { name: /Atrasados/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await table.getByRole('button', { name: /^Líder/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Líder/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^lideres-\d{4}-\d{2}-\d{2}\.csv$/);
  const map = page.getByRole('region', { name: 'Mapa das unidades e dos pontos de recebimento' });
  await expect(map).toBeVisible();
  // The map's zoom buttons speak pt-BR, not the map library's English.
  await expect(map.getByRole('button', { name: 'Aproximar o mapa' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Afastar o mapa' })).toBeVisible();
  await expect(map.getByText(/Zoom (in|out)/)).toHaveCount(0);
  await expect(map.locator('[title^="Zoom"], [aria-label^="Zoom"]')).toHaveCount(0);
  await expectAccessible(page);
});

test('Rita sees the overview without write actions', async ({ page }) => {
  await signInToList(page, demoAccounts.readonly.cpf);
  await openOverview(page);
  await expect(page.getByRole('region', { name: 'Doações por status' })).toBeVisible();
  for (const action of ['Cadastrar doação', 'Registrar encerramento', 'Adicionar Carga']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
    await expect(page.getByRole('link', { name: action })).toHaveCount(0);
  }
  await expectAccessible(page);
});

test('João, a leader, cannot open the overview', async ({ page }) => {
  await signIn(page, demoAccounts.joao.cpf);
  await page.waitForURL(/\/(checklist|donation-list)$/);
  if (page.url().endsWith('/checklist')) {
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Visão geral' }),
  ).toHaveCount(0);
  await page.goto('/overview');
  // The session is restored and João's gates checked before the guard answers.
  await expect(page).toHaveURL(/\/donation-list$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Visão geral' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Seu progresso' })).toBeVisible();
  await expectAccessible(page);
});

for (const width of [390, 1280]) {
  test(`at ${width} px nothing is cut off or overlapping`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await signInToList(page, demoAccounts.admin.cpf);
    await openOverview(page);
    await expect(
      page.getByRole('table', { name: 'Líderes, com os atrasados primeiro' }),
    ).toBeVisible();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectNothingCutOrOverlapping(page);
    await page.screenshot({ path: info.outputPath(`overview-${width}.png`), fullPage: true });
  });
}
