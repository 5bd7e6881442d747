import { expect, expectAccessible, signIn, demoAccounts, test } from './fixtures.ts';
import { freshDonationForJoao, PHONE } from './walk-leader.ts';
import { retireIfUnfinished } from './leader-donation-api.ts';

/**
 * A leader who is sick can say so (docs/product.md R13.4). From the checklist's help João says
 * 'Estou com sintomas'; the team's flag shows on his donation for Ana, his list stays readable
 * without delivering, and 'Já posso entregar' with the checklist again ends it.
 */

test('João reports symptoms from the checklist; Ana sees it on his donation; he reads his list and comes back (390×844)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const { admin, donationId } = await freshDonationForJoao(request, baseURL, 2);
  const desk = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    geolocation: { latitude: -23.5505, longitude: -46.6333 },
    permissions: ['geolocation'],
  });
  try {
    await signIn(page, demoAccounts.joao.cpf);
    await expect(page).toHaveURL(/\/checklist$/, { timeout: 30_000 });
    await page.getByText('Estou com sintomas, o que fazer?').click();
    await page.getByRole('button', { name: 'Estou com sintomas', exact: true }).click();
    const question = page.getByRole('dialog', {
      name: 'Avisar a equipe que você está com sintomas?',
    });
    await question.getByRole('button', { name: 'Avisar a equipe' }).click();

    // His list, read-only: what he said, whom to call, his donation not a link.
    await expect(page).toHaveURL(/\/donation-list$/);
    // The heading: every card of his that has cards left says it too (other specs may leave him more than one).
    await expect(
      page.getByRole('heading', { name: 'Você avisou que não pode entregar' }),
    ).toBeVisible();
    await expect(
      page.getByText(/Em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2} você informou: Estou com sintomas\./),
    ).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Lista de doações' })
      .getByRole('listitem')
      .filter({ hasText: `Doação ${donationId}` });
    await expect(card).toContainText('Entregas pausadas: você avisou que não pode entregar agora.');
    await expect(card.getByRole('link')).toHaveCount(0);
    await expectAccessible(page);
    // A flow address leads back to the list meanwhile.
    await page.goto(`/donation/${donationId}/wait`);
    await expect(page).toHaveURL(/\/donation-list$/);

    // Ana sees the flag on the donation, naming the report.
    const ana = await desk.newPage();
    await signIn(ana, demoAccounts.admin.cpf);
    await expect(ana).toHaveURL(/\/donation-list$/);
    await ana.goto(`/donation/${donationId}/details`);
    await expect(ana.getByText('Líder avisou que não pode entregar agora')).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(ana);

    // Back: the checklist again, and the donation opens.
    await page.getByRole('button', { name: 'Já posso entregar' }).click();
    await expect(page).toHaveURL(/\/checklist$/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/donation-list$/);
    await expect(page.getByText('Você avisou que não pode entregar')).toHaveCount(0);
    await expect(card.getByRole('link')).toHaveCount(1);
  } finally {
    await desk.close();
    await retireIfUnfinished(admin, donationId);
  }
});
