/**
 * Families' personal data in Chromium on the demo data (docs/privacy.md): Rita (readonly) sees a
 * family's identifiers masked only; Ana reveals them with a reason and finds her reveal in the
 * 'Registro de acessos'; Ana answers a data subject with the file they may take; the public
 * 'Aviso de privacidade' opens from the landing and the sign-in pages. Nothing seeded is changed
 * (family-data.spec.ts anonymises a family of its own: the seeded ones keep the photos other specs open).
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  openSignInPage,
  expectAccessible,
  demoAccounts,
} from './fixtures.ts';

const WHOLE_CPF = /\d{3}\.\d{3}\.\d{3}-\d{2}/;
const MASKED_CPF = /\*\*\*\.\d{3}\.\d{3}-\*\*/;

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de doações' }).getByRole('link');

/** Back from the hosted page: the code exchange runs scrypt, slow on a busy machine. */
const SIGN_IN_MS = 30_000;

/** Fernanda's completed donation (seeded), then its first delivered card; returns the donation id. */
async function openDeliveredCard(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/donation-list$/, { timeout: SIGN_IN_MS });
  await cards(page)
    .filter({ hasText: 'Líder: Fernanda Oliveira' })
    .filter({ hasText: 'Completo' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/donation\/[A-Z]{2}-\d{17}\/details$/);
  const donationId = /\/donation\/([A-Z]{2}-\d{17})\//.exec(page.url())![1]!;
  await page
    .getByRole('region', { name: 'Cartões' })
    .getByRole('link')
    .filter({ hasText: 'Entregue' })
    .filter({ hasNotText: 'Não Entregue' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/delivered-details\//);
  await expect(page.getByRole('region', { name: 'Quem recebeu' })).toBeVisible();
  return donationId;
}

test('Rita (readonly) sees the family’s CPF masked and cannot reveal it', async ({ page }) => {
  await signIn(page, demoAccounts.readonly.cpf);
  await openDeliveredCard(page);
  const recipient = page.getByRole('region', { name: 'Quem recebeu' });
  await expect(recipient).toContainText(MASKED_CPF);
  await expect(recipient).not.toContainText(WHOLE_CPF);
  await expect(page.getByRole('button', { name: 'Mostrar dados completos' })).toHaveCount(0);
  await expectAccessible(page);
});

test('Ana reveals a family’s data with a reason, and the access log shows it', async ({ page }) => {
  await signIn(page, demoAccounts.admin.cpf);
  const donationId = await openDeliveredCard(page);
  const recipient = page.getByRole('region', { name: 'Quem recebeu' });
  await expect(recipient).toContainText(MASKED_CPF);

  // Each step replaces the button just pressed: the focus goes to what came in its place.
  await page.getByRole('button', { name: 'Mostrar dados completos' }).click();
  const reason = page.getByRole('textbox', { name: 'Motivo do acesso' });
  await expect(reason).toBeFocused();
  await reason.fill('Família ligou: cartão bloqueado.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(
    page.getByText('Dados completos exibidos. Este acesso foi registrado.'),
  ).toBeVisible();
  await expect(recipient).toContainText(WHOLE_CPF);
  await expect(recipient.getByRole('heading', { name: 'Quem recebeu' })).toBeFocused();
  await page.getByRole('button', { name: 'Ocultar dados completos' }).click();
  await expect(page.getByRole('button', { name: 'Mostrar dados completos' })).toBeFocused();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Registro de acessos' }).click();
  await expect(page).toHaveURL(/\/access-log$/);
  await page.getByRole('textbox', { name: 'Código da doação' }).fill(donationId);
  await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
  const reveal = page.getByRole('listitem').filter({ hasText: 'Mostrou os dados completos' });
  await expect(reveal).toHaveCount(1);
  await expect(reveal).toContainText('Ana Costa');
  await expect(reveal).toContainText('Família ligou: cartão bloqueado.');
  // Opening the details was a read too.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Abriu os dados da entrega' }).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('Ana answers a data subject: everything held about the CPF, and the file they may take', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/, { timeout: SIGN_IN_MS });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Titular dos dados' }).click();
  await expect(page).toHaveURL(/\/data-subject$/);
  await page.getByRole('textbox', { name: /^CPF do titular/ }).fill('123.456.789-09');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Josefa Ribeiro').first()).toBeVisible();
  await expect(page.getByText('123.456.789-09').first()).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar arquivo (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const content = JSON.parse(
    await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8')),
  );
  expect(JSON.stringify(content)).toContain('Josefa Ribeiro');
});

test('the privacy notice opens without signing in, from the landing page and from the sign-in page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Aviso de privacidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seus direitos' })).toBeVisible();
  await expect(page.getByText(/365 dias depois que a doação é encerrada/)).toBeVisible();
  await expectAccessible(page);

  await openSignInPage(page);
  await page.getByRole('link', { name: 'Aviso de privacidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
});
