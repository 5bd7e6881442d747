import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

// Maria's first sign-in (terms not yet accepted) is walked once, in leader-onboarding.spec.ts,
// because accepting the term changes the shared demo data.
test.describe('signing in through the hosted page', () => {
  // Checked here once, not on every spec's sign-in: the same two pages, four seconds of axe each time.
  test('the landing page and the hosted sign-in page pass the accessibility checks', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Entre na plataforma' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a tap on Entrar before the page has its script still opens the hosted sign-in page', async ({
    page,
  }) => {
    // The landing page paints from its HTML; its script starts when idle or at the first touch.
    // Hold every script back until the tap has happened, as a weak connection would.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).click();
    releaseScripts();
    await expect(page.getByRole('heading', { name: 'Entre na plataforma' })).toBeVisible();
  });

  test('a wrong password shows the error and keeps the CPF typed', async ({ page }) => {
    await signIn(page, demoAccounts.admin.cpf, 'senha-errada');
    await expect(page.getByText('CPF ou Senha incorretos. Tente novamente.')).toBeVisible();
    await expect(page.getByLabel('Digite seu CPF')).toHaveValue(demoAccounts.admin.cpf);
    await expectAccessible(page);
  });

  test('Ana (admin) lands on the donation list', async ({ page }) => {
    await signIn(page, demoAccounts.admin.cpf);
    await expect(page).toHaveURL(/\/donation-list$/);
    await expect(page.getByRole('link', { name: /Cadastrar doação/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('Rita (readonly) lands on the donation list without the register button', async ({
    page,
  }) => {
    await signIn(page, demoAccounts.readonly.cpf.replace(/\D/g, ''));
    await expect(page).toHaveURL(/\/donation-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Cadastrar doação/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('João (leader, term accepted) is sent to the health checklist', async ({ page }) => {
    await signIn(page, demoAccounts.joao.cpf);
    await expect(page).toHaveURL(/\/checklist$/);
    await expectAccessible(page);
  });

  test('a private page without a session goes back to the landing page', async ({ page }) => {
    await page.goto('/donation-list');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
  });
});
