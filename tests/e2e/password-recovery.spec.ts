/**
 * A forgotten password on the local provider: the sign-in page shows the app's name and mark and
 * 'Esqueci minha senha' (what to do); Ana gives Fernanda a temporary password from her profile;
 * Fernanda signs in with it, must choose her own, and is in the app. Fernanda is used only here.
 */
import {
  test,
  expect,
  signIn,
  signOut,
  openSignInPage,
  expectAccessible,
  demoAccounts,
  demoPassword,
} from './fixtures.ts';
import { PLACEHOLDER_SUPPORT_PHONE, phoneHref } from '#contract/build-settings.ts';

const fernanda = { cpf: '741.852.963-55', name: 'Fernanda Oliveira' };
/** The phone the served build shows: global-setup builds with this same environment. */
const supportPhone = process.env.VITE_SUPPORT_PHONE?.trim() || PLACEHOLDER_SUPPORT_PHONE;

test('the sign-in page carries the app’s name and mark, and “Esqueci minha senha” says how to recover access', async ({
  page,
}) => {
  await openSignInPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na plataforma' })).toBeVisible();
  await expect(page.getByText('Cestas Solidárias', { exact: true })).toBeVisible();
  await expect(page.locator('main svg')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sign-in-390.png', fullPage: true });

  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await expect(
    page.getByText('Peça a um administrador da sua organização para redefinir a sua senha.'),
  ).toBeVisible();
  // How to reach that administrator: the support phone, a link a thumb can tap.
  const call = page
    .getByRole('list', { name: 'Para falar com a equipe:' })
    .getByRole('link', { name: `Ligar para o suporte: ${supportPhone}` });
  await expect(call).toHaveAttribute('href', phoneHref(supportPhone));
  expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/forgot-password-390.png', fullPage: true });
  await page.getByRole('link', { name: 'Voltar para entrar' }).click();
  await page.getByLabel('Digite seu CPF').fill(demoAccounts.readonly.cpf);
  await page.getByLabel('Digite sua senha').fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The state of the sign-in the app started survived the detour.
  await expect(page).toHaveURL(/\/donation-list$/);
});

test('Ana resets Fernanda’s password; Fernanda signs in with it once and chooses her own', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('link', { name: 'Contas e senhas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contas e senhas' })).toBeVisible();
  await page.getByLabel(/^CPF da pessoa/).fill(fernanda.cpf);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const found = page.getByRole('region', { name: 'Pessoa encontrada' });
  await expect(found).toContainText(fernanda.name);
  await expect(found).toContainText('Nunca');
  await expectAccessible(page);
  await found.getByRole('button', { name: 'Gerar senha temporária' }).click();
  const question = page.getByRole('dialog', { name: `Redefinir a senha de ${fernanda.name}?` });
  await question.getByRole('button', { name: 'Gerar senha temporária' }).click();
  const result = page
    .getByRole('status')
    .filter({ hasText: `Senha temporária de ${fernanda.name}` });
  await expect(result).toBeVisible();
  const temporary = (await result.locator('p[translate="no"]').textContent())?.trim() ?? '';
  expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(found).not.toContainText('Nunca');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/password-reset-390.png', fullPage: true });
  await signOut(page);

  // Her old password no longer works; the temporary one leads to 'Defina sua nova senha'.
  await signIn(page, fernanda.cpf, demoPassword);
  await expect(page.getByText('CPF ou Senha incorretos. Tente novamente.')).toBeVisible();
  await page.getByLabel('Digite sua senha').fill(temporary);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Defina sua nova senha' }),
  ).toBeVisible();
  await expect(page.getByText('Cestas Solidárias', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nova senha', { exact: true }).fill('fernanda-2026');
  await page.getByLabel('Confirme a nova senha').fill('fernanda-2027');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('As senhas digitadas não são iguais.');
  await page.screenshot({ path: 'test-results/screens/new-password-390.png', fullPage: true });
  await page.getByLabel('Nova senha', { exact: true }).fill('fernanda-2026');
  await page.getByLabel('Confirme a nova senha').fill('fernanda-2026');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  // In the app: a leader goes on to her gates (terms, checklist) or her list.
  await expect(page).toHaveURL(/\/(terms|checklist|donation-list)$/);

  // Signing in again, the temporary password is dead and her own works.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, fernanda.cpf, temporary);
  await expect(page.getByText('CPF ou Senha incorretos. Tente novamente.')).toBeVisible();
  await page.getByLabel('Digite sua senha').fill('fernanda-2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/(terms|checklist|donation-list)$/);
});
