import { apiSessionFor } from './admin-api.ts';
import { AWAY_FLAG, CARLOS, carlosComesBack, carlosReportsSymptoms } from './away-leader.ts';
import { demoAccounts, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { createDonationWithCards, retireIfUnfinished } from './leader-donation-api.ts';
import { DESK, PHONE, signInAsJoao } from './walk-leader.ts';

/**
 * An away leader's donation handed on in the app (docs/product.md R13.4): Carlos says he has
 * symptoms, Ana passes his donation to João from its details with a reason, the history says so,
 * and João finds it in his list. The donation is made fresh for this spec and retired at the end.
 */

const REASON = 'Carlos avisou que está com sintomas.';

test('Carlos reports away, Ana passes his donation to João with a reason, João lists it (1280×800, usable at 390)', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESK);
  const admin = await apiSessionFor(request, new URL(baseURL ?? '').origin, demoAccounts.admin.cpf);
  const { donationId } = await createDonationWithCards(
    admin,
    CARLOS.digits,
    CARLOS.site,
    2,
    process.pid * 10 + 7,
  );
  const carlos = await carlosReportsSymptoms(browser);
  try {
    await signIn(page, demoAccounts.admin.cpf);
    await expect(page).toHaveURL(/\/donation-list$/, { timeout: 30_000 });
    await page.goto(`/donation/${donationId}/details`);
    await expect(page.getByRole('list', { name: 'Alertas' })).toContainText(AWAY_FLAG);

    const form = page.getByRole('form', { name: 'Passar para outra liderança' });
    await form.getByRole('combobox', { name: 'Nova liderança' }).fill('João');
    await form.getByRole('option', { name: /João Santos/ }).click();
    await expect(form.getByText(/^Escolhida: João Santos \(CPF .+\)$/)).toBeVisible();
    await form.getByRole('textbox', { name: 'Motivo' }).fill(REASON);
    await form.getByRole('button', { name: 'Passar doação' }).click();
    const question = page.getByRole('dialog', {
      name: `Passar a doação ${donationId} para João Santos?`,
    });
    await expect(question).toContainText('Sai da lista de Carlos Pereira');
    await question.getByRole('button', { name: 'Sim, passar' }).click();

    await expect(page.getByText('Doação passada para João Santos.')).toBeVisible();
    const data = page.getByRole('region', { name: 'Dados da doação' });
    await expect(data).toContainText('João Santos');
    const history = page.getByRole('region', { name: 'Histórico da doação' });
    await expect(history).toContainText(
      /Passada de Carlos Pereira para João Santos por Ana Costa em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}/,
    );
    await expect(history).toContainText(`Motivo: ${REASON}`);
    await expectAccessible(page);

    // The same screen on a phone: the form fits and reads without sideways scrolling.
    await page.setViewportSize(PHONE);
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('combobox', { name: 'Nova liderança' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await expectAccessible(page);

    const joaoPhone = await browser.newContext({
      viewport: PHONE,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    try {
      const joao = await joaoPhone.newPage();
      await signInAsJoao(joao);
      await expect(
        joao
          .getByRole('list', { name: 'Lista de doações' })
          .getByRole('listitem')
          .filter({ hasText: `Doação ${donationId}` }),
      ).toContainText('Esperando recebimento');
    } finally {
      await joaoPhone.close();
    }
  } finally {
    await retireIfUnfinished(admin, donationId);
    await carlosComesBack(carlos);
  }
});
