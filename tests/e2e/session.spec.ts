import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

test('signing out from the profile clears everything stored locally', async ({ page, context }) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.goto('/profile');
  await expect(page.getByText(demoAccounts.admin.name)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page.getByText('Tem certeza que deseja sair ?')).toBeVisible();
  // The provider holds the revocation: until it has ended its session nothing is cleared (an
  // unreachable provider keeps the person signed in), and afterwards the app must not go to the
  // landing page on its own, since the provider's logout navigation would cut off whatever comes next.
  let releaseRevoke = () => {};
  const revokeHeld = new Promise<void>((resolve) => (releaseRevoke = resolve));
  await context.route('**/auth/oauth2/revoke', async (route) => {
    await revokeHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('button', { name: 'Sair da conta' })).toBeDisabled();
  await expect(page.getByText(demoAccounts.admin.name)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  releaseRevoke();
  await expect(page).toHaveURL(/\/$/);
  // One navigation: the landing page shown is the page the provider's logout came back to.
  await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
  const loadedPath = await page.evaluate(
    () => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname,
  );
  expect(loadedPath).toBe('/');
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.goto('/donation-list');
  await expect(page).toHaveURL(/\/$/);
});

test('signing out without a connection keeps the person signed in and says why; back online it signs out', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.goto('/profile');
  await expect(page.getByText(demoAccounts.admin.name)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  // The connection is checked first: no question that could not be acted on, the reason at once.
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sem conexão. Conecte-se à internet para sair da conta.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(demoAccounts.admin.name)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cestas.session'))).not.toBeNull();
  // Still signed in: the list is one tap away.
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Doações' })
    .click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
});
