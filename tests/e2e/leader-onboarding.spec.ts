import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

// Maria has not accepted the term yet; these steps change that, so they run in order.
test.describe.configure({ mode: 'serial' });

test('without location, Maria lands on the term but cannot accept it, and a warning says why', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await signIn(page, demoAccounts.maria.cpf);
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText('Termo de compromisso').first()).toBeVisible();
  await expect(
    page.getByText('Verifique, se sua localização esta ativa e tente novamente.'),
  ).toBeVisible();
  await expect(
    page.getByLabel('Declaro que li e estou de acordo com os Termos de Uso da aplicacao'),
  ).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await expectAccessible(page);
});

test('Maria accepts the term, fills the checklist and reaches her donations; 24 h later only the checklist is asked again', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, demoAccounts.maria.cpf);

  await expect(page).toHaveURL(/\/terms$/);
  const acceptTerms = page.getByRole('button', { name: 'Confirmar' });
  await expect(acceptTerms).toBeDisabled();
  await page
    .getByLabel('Declaro que li e estou de acordo com os Termos de Uso da aplicacao')
    .check();
  await acceptTerms.click();

  await expect(page).toHaveURL(/\/checklist$/);
  await expectAccessible(page);
  const confirmChecklist = page.getByRole('button', { name: 'Confirmar' });
  await expect(confirmChecklist).toBeDisabled();
  await page.getByRole('checkbox').check();
  await confirmChecklist.click();

  await expect(page).toHaveURL(/\/donation-list$/);
  await expectAccessible(page);

  await page.reload();
  await expect(page).toHaveURL(/\/donation-list$/);

  await page.clock.fastForward('24:00:01');
  await page.goto('/donation-list');
  await expect(page).toHaveURL(/\/checklist$/);
});
