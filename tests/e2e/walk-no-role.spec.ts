import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { PHONE } from './walk-leader.ts';

/** A person without a role is not stuck (docs/product.md R13.3): Bruno reads whom to ask and signs out. */

const BRUNO_CPF = '369.258.147-55';

test('Bruno, without a role, reads whom to ask and signs out so someone else can sign in (390×844)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signIn(page, BRUNO_CPF);
  await expect(page.getByText('Seu acesso ainda não foi liberado.')).toBeVisible();
  await expect(page.getByText('Você entrou como Bruno Alves.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('no-role.png'), fullPage: true });

  await page.getByRole('button', { name: 'Sair' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByText('Seu acesso ainda não foi liberado.')).toHaveCount(0);
});
