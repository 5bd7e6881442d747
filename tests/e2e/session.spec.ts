import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

test('signing out from the profile clears everything stored locally', async ({ page, context }) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.goto('/profile');
  await expect(page.getByText(demoAccounts.admin.name)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page.getByText('Tem certeza que deseja sair ?')).toBeVisible();
  // The provider holds the revocation: the app must not go to the landing page on its own meanwhile,
  // since the provider's logout navigation that follows would cut off whatever the person does there.
  let releaseRevoke = () => {};
  const revokeHeld = new Promise<void>((resolve) => (releaseRevoke = resolve));
  await context.route('**/auth/oauth2/revoke', async (route) => {
    await revokeHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  releaseRevoke();
  await expect(page).toHaveURL(/\/$/);
  // One navigation: the landing page shown is the page the provider's logout came back to.
  await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
  const loadedPath = await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname);
  expect(loadedPath).toBe('/');
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.goto('/donation-list');
  await expect(page).toHaveURL(/\/$/);
});
