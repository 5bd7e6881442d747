import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

test('signing out from the profile clears everything stored locally', async ({ page }) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.goto('/profile');
  await expect(page.getByText(demoAccounts.admin.name)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page.getByText('Tem certeza que deseja sair ?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/$/);
  // One navigation: the landing page shown is the page the provider's logout came back to, not an
  // app-side redirect that the provider's navigation would then replace.
  await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
  const loadedPath = await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname);
  expect(loadedPath).toBe('/');
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.goto('/donation-list');
  await expect(page).toHaveURL(/\/$/);
});
