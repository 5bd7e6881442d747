/**
 * Admin donations in Chromium on the demo data: Ana filters by leader and by state, registers a
 * donation for Carlos (an extra demo leader), opens Maria's donations in every status read-only,
 * a voucher of each final status and the proof photos; Rita (readonly) and a leader cannot reach
 * the admin-only screens. Maria's and João's data are only read.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

/** A leader of the demo data who has not accepted the term (one of the extra accounts of docs/architecture.md A11). */
const paulo = { cpf: '159.753.486-25' };
const MARIA = demoAccounts.maria.name;

async function signInAsAna(page: Page) {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(page.getByRole('list', { name: 'Lista de doações' })).toBeVisible();
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de doações' }).getByRole('link');

/** Opens /filter from the list's button and lets the selects load. */
async function openFilter(page: Page) {
  await page.getByRole('link', { name: /^Filtrar/ }).click();
  await expect(page).toHaveURL(/\/filter$/);
  await expect(
    page.getByRole('combobox', { name: 'Unidade' }).getByRole('option', { name: /Rocinha/ }),
  ).toBeAttached();
}

/** Filters by leader and returns Maria's donation ids by status text. */
async function filterByMaria(page: Page): Promise<Map<string, string>> {
  await openFilter(page);
  const leader = page.getByRole('combobox', { name: 'Líder' });
  await leader.fill('Ma');
  // Two letters: no search, no suggestions.
  await expect(page.getByRole('listbox', { name: 'Líder' })).toBeHidden();
  await leader.pressSequentially('ri');
  const option = page
    .getByRole('listbox', { name: 'Líder' })
    .getByRole('option', { name: /Maria da Silva/ });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await option.click();
  await expect(leader).toHaveValue(MARIA);
  await page.getByRole('button', { name: 'Filtrar' }).click();

  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(page.getByText('Doações filtradas com sucesso')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Filtrar, 1 filtro ativo' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThanOrEqual(6);
  const ids = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const card = cards(page).nth(index);
    await expect(card).toContainText(`Líder: ${MARIA}`);
    const text = (await card.textContent()) ?? '';
    const id = /Doação ([A-Z]{2}-\d{17})/.exec(text)?.[1];
    const status = /Situação: (.+?)Líder/.exec(text)?.[1]?.trim();
    if (id && status && !ids.has(status)) ids.set(status, id);
  }
  await expectAccessible(page);
  return ids;
}

test('Ana filters by leader, then by state and city; a site disables them; "Limpar filtro" brings everything back', async ({
  page,
}) => {
  await signInAsAna(page);
  await expectAccessible(page);
  const everything = await cards(page).count();

  const maria = await filterByMaria(page);
  expect([...maria.keys()].sort()).toEqual(
    [
      'Completo',
      'Devolvido',
      'Doação Recebida',
      'Entregando',
      'Esperando recebimento',
      'Extraviado',
    ].sort(),
  );

  // The filter persists with the client state: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Filtrar, 1 filtro ativo' })).toBeVisible();
  await expect(cards(page).first()).toContainText(`Líder: ${MARIA}`);

  await openFilter(page);
  await expect(page.getByRole('combobox', { name: 'Líder' })).toHaveValue(MARIA);
  await page.getByRole('button', { name: 'Limpar filtro' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(page.getByRole('link', { name: 'Filtrar', exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(everything);

  await openFilter(page);
  const site = page.getByRole('combobox', { name: 'Unidade' });
  const state = page.getByRole('combobox', { name: 'Estado (UF)' });
  const city = page.getByRole('combobox', { name: 'Cidade' });
  await expect(city).toBeDisabled();
  await state.selectOption('SP');
  await expect(city).toBeEnabled();
  await site.selectOption({ label: 'CEU Heliópolis (São Paulo/SP)' });
  await expect(state).toBeDisabled();
  await expect(state).toHaveValue('');
  await expect(city).toBeDisabled();
  await site.selectOption('');

  await state.selectOption('RJ');
  await expect(city.getByRole('option', { name: 'Rio de Janeiro' })).toBeAttached();
  await city.selectOption('Rio de Janeiro');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Filtrar' }).click();

  await expect(page.getByText('Doações filtradas com sucesso')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Filtrar, 2 filtros ativos' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const sites = await cards(page).evaluateAll((links) =>
    links.map((link) => /Unidade: (.+)$/.exec(link.textContent ?? '')?.[1]),
  );
  expect(sites.length).toBeGreaterThanOrEqual(4);
  expect(new Set(sites)).toEqual(
    new Set(['Associação de Moradores da Rocinha', 'Casa de Apoio da Maré']),
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Limpar filtro' }).click();
  await expect(cards(page)).toHaveCount(everything);
});

test('signing out resets the filter', async ({ page }) => {
  const filterByStatus = async () => {
    await openFilter(page);
    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Completo' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('link', { name: 'Filtrar, 1 filtro ativo' })).toBeVisible();
  };
  const signOut = async () => {
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(/\/$/);
  };

  // Signing out from the profile reached in the app: nothing of ours is left on the device.
  await signInAsAna(page);
  await filterByStatus();
  expect(await page.evaluate(() => Object.keys(localStorage))).toContain('cestas.donation-filter');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Perfil' })
    .click();
  await signOut();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cestas.'))),
  ).toEqual([]);

  // Signing out from a freshly loaded profile page: the next sign-in starts without the filter.
  await signInAsAna(page);
  await expect(page.getByRole('link', { name: 'Filtrar', exact: true })).toBeVisible();
  await filterByStatus();
  await page.goto('/profile');
  await signOut();
  await signInAsAna(page);
  await expect(page.getByRole('link', { name: 'Filtrar', exact: true })).toBeVisible();
  await expect(page.getByText('doações encontradas com o filtro')).toHaveCount(0);
});

test('Ana registers a donation for Carlos and sees it waiting on the list and in its details', async ({
  page,
}) => {
  await signInAsAna(page);
  await page.getByRole('link', { name: 'Cadastrar doação' }).click();
  await expect(page).toHaveURL(/\/donation\/register$/);
  await expect(page.getByRole('heading', { name: 'Cadastrar doação' })).toBeVisible();

  // Nothing filled: every field says what is missing.
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Informe o código da doação.')).toBeVisible();
  await expectAccessible(page);

  const id = `SP-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${String(Date.now()).slice(-9)}`;
  await page.getByRole('combobox', { name: 'Líder' }).fill('Carl');
  await page
    .getByRole('listbox', { name: 'Líder' })
    .getByRole('option', { name: /Carlos Pereira/ })
    .click();
  await expect(page.getByText('Líder escolhido: Carlos Pereira, CPF ***.654.987-**')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Unidade' })
    .selectOption({ label: 'Centro Comunitário Jardim Florence (Campinas/SP)' });
  await page.getByLabel('Código da doação').fill(id.toLowerCase());
  await page.getByLabel('Quantidade de cartões').fill('7');
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
  );
  await page.getByLabel('Data de envio').fill(today);
  await page.getByRole('button', { name: 'Cadastrar' }).click();

  await expect(page.getByText('Doação cadastrada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/donation-list$/);
  const card = cards(page).filter({ hasText: id });
  await expect(card).toContainText('7 unidades');
  await expect(card).toContainText('Esperando recebimento');
  await expect(card).toContainText('Líder: Carlos Pereira');
  await expectAccessible(page);

  // The same id again: the server's message, and the form keeps what was typed.
  await page.getByRole('link', { name: 'Cadastrar doação' }).click();
  await page.getByRole('combobox', { name: 'Líder' }).fill('Fern');
  await page
    .getByRole('listbox', { name: 'Líder' })
    .getByRole('option', { name: /Fernanda Oliveira/ })
    .click();
  await page
    .getByRole('combobox', { name: 'Unidade' })
    .selectOption({ label: 'Casa de Apoio da Maré (Rio de Janeiro/RJ)' });
  await page.getByLabel('Código da doação').fill(id);
  await page.getByLabel('Quantidade de cartões').fill('3');
  await page.getByLabel('Data de envio').fill(today);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Já existe uma doação com este código.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/donation\/register$/);
  await expect(page.getByLabel('Código da doação')).toHaveValue(id);
  await expect(page.getByLabel('Quantidade de cartões')).toHaveValue('3');

  await page.goto('/donation-list');
  await cards(page).filter({ hasText: id }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/${id}/details$`));
  await expect(page.getByText('Etapa 1 de 4: Aguardando')).toBeVisible();
  await expect(page.getByText('Carlos Pereira', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('Ana follows Maria’s donations in every status, the vouchers of each final status and the proof photos', async ({
  page,
  context,
}) => {
  await signInAsAna(page);
  const maria = await filterByMaria(page);
  const open = async (status: string) => {
    await page.goto(`/donation/${maria.get(status)}/details`);
    await expect(page.getByRole('heading', { name: 'Detalhes da doação' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dados da doação' })).toContainText(status);
  };

  await open('Esperando recebimento');
  await expect(page.getByText('Etapa 1 de 4: Aguardando')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dados da doação' })).toContainText(MARIA);
  await expect(page.getByRole('region', { name: 'Dados da doação' })).toContainText(
    'CEU Heliópolis',
  );
  await expect(page.getByText('Data de recebimento')).toHaveCount(0);
  await expectAccessible(page);

  await open('Doação Recebida');
  await expect(page.getByText('Etapa 2 de 4: Recebida pelo líder')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recebimento pelo líder' })).toContainText(
    /\d{2}h\d{2}/,
  );
  await expectAccessible(page);
  const [receipt] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Ver foto do comprovante de recebimento/ }).click(),
  ]);
  await receipt.waitForURL(/\/files\//);
  const photo = await receipt.request.get(receipt.url());
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
  await receipt.close();

  await open('Entregando');
  await expect(page.getByText('Etapa 3 de 4: Em entrega')).toBeVisible();
  await expect(page.getByText('Prazo final para entrega')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cartões' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('3 de 5 cartões com entrega registrada')).toBeVisible();
  await expectAccessible(page);

  await open('Completo');
  await expect(page.getByText('Etapa 4 de 4: Concluída')).toBeVisible();
  const vouchers = page.getByRole('region', { name: 'Cartões' });
  await expectAccessible(page);

  await vouchers.getByRole('link').filter({ hasNotText: 'Não Entregue' }).first().click();
  await expect(page).toHaveURL(/\/delivered-details\//);
  const recipient = page.getByRole('region', { name: 'Quem recebeu' });
  await expect(recipient).toBeVisible();
  await expect(page.getByText('Hora da entrega')).toBeVisible();
  // Masked by default (docs/product.md R11.2).
  await expect(recipient).toContainText(/\*\*\*\.\d{3}\.\d{3}-\*\*|Não informado/);
  await expectAccessible(page);
  const [delivery] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Ver foto da entrega/ }).click(),
  ]);
  await delivery.waitForURL(/\/files\//);
  expect((await delivery.request.get(delivery.url())).headers()['content-type']).toMatch(
    /^image\//,
  );
  await delivery.close();

  await page.getByRole('link', { name: 'Voltar' }).click();
  await vouchers.getByRole('link', { name: /Não Entregue$/ }).click();
  await expect(page.getByRole('region', { name: 'Comentário do líder' })).toContainText(
    'Família não estava em casa',
  );
  await expect(page.getByRole('region', { name: 'Quem recebeu' })).toHaveCount(0);
  await expectAccessible(page);

  for (const closed of ['Devolvido', 'Extraviado']) {
    await open(closed);
    await expect(
      page.getByText(`Esta doação foi encerrada com a situação “${closed}”.`),
    ).toBeVisible();
    await expectAccessible(page);
  }
});

test('Rita (readonly) sees every donation and its details but neither the filter nor the register', async ({
  page,
}) => {
  await signIn(page, demoAccounts.readonly.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Filtrar/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cadastrar doação' })).toHaveCount(0);
  await expectAccessible(page);

  await cards(page).first().click();
  await expect(page.getByRole('heading', { name: 'Detalhes da doação' })).toBeVisible();
  await expectAccessible(page);

  for (const path of ['/filter', '/donation/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/donation-list$/);
  }
});

test('a leader cannot reach the filter, the register or the details', async ({ page }) => {
  await signIn(page, paulo.cpf);
  await expect(page).toHaveURL(/\/terms$/);
  for (const path of ['/filter', '/donation/register', '/donation/SP-20260101000000001/details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('button', { name: 'Filtrar' })).toHaveCount(0);
  }
});
