import { retireIfUnfinished } from './leader-donation-api.ts';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';
import { DESK, PHONE, drawnPhoto, freshDonationForJoao, signInAsJoao } from './walk-leader.ts';

/**
 * The location gate recovers by itself (docs/product.md R13.1): with the location refused, the
 * term, the receipt and the card forms say so; once the person allows it in the browser, the
 * page goes on without a reload. Paulo's term is only looked at, never accepted (another spec
 * relies on it being pending); João's donation is made fresh and retired at the end.
 */

const INACTIVE = 'Verifique, se sua localização esta ativa e tente novamente.';
const DECLARATION = 'Declaro que li e estou de acordo com os Termos de Uso da aplicacao';
const PAULO_CPF = '159.753.486-25';

for (const size of [PHONE, DESK]) {
  test(`the term's declaration turns on by itself once the location is allowed (${size.width}×${size.height})`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize(size);
    await context.clearPermissions();
    await signIn(page, PAULO_CPF);
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByText(INACTIVE)).toBeVisible();
    await expect(page.getByLabel(DECLARATION)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`terms-refused-${size.width}.png`),
      fullPage: true,
    });

    await context.grantPermissions(['geolocation']);

    await expect(page.getByLabel(DECLARATION)).toBeEnabled();
    await expect(page.getByText(INACTIVE)).toBeHidden();
    await page.getByLabel(DECLARATION).check();
    await expect(page.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    await page.screenshot({
      path: testInfo.outputPath(`terms-recovered-${size.width}.png`),
      fullPage: true,
    });
  });
}

test('the receipt and a card form go on by themselves once the location is allowed (390×844)', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const { admin, donationId, voucherIds } = await freshDonationForJoao(request, baseURL, 2);
  try {
    await signInAsJoao(page);

    await context.clearPermissions();
    await page.goto(`/donation/${donationId}/wait/prof`);
    await expect(page.getByText(INACTIVE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar recebimento' })).toBeDisabled();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('receipt-refused.png'), fullPage: true });

    await context.grantPermissions(['geolocation']);
    await expect(page.getByText(INACTIVE)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Confirmar recebimento' })).toBeEnabled();

    await page.getByLabel('Quantidade de cartões recebidos').fill('2');
    await page.getByLabel('Foto dos cartões recebidos').setInputFiles({
      name: 'recebimento.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawnPhoto(page, 30),
    });
    await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received$`));

    await context.clearPermissions();
    await page.goto(`/donation/${donationId}/received/current/${voucherIds[0]}/prof`);
    await expect(page.getByRole('heading', { name: `Cartão ${voucherIds[0]}` })).toBeVisible();
    await expect(page.getByText(INACTIVE)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('card-refused.png'), fullPage: true });

    await context.grantPermissions(['geolocation']);
    await expect(page.getByText(INACTIVE)).toBeHidden();
    await page.getByLabel('Status da Entrega').selectOption({ label: 'Não entregue' });
    await page.getByLabel('Motivo da não entrega').fill('Família mudou de endereço.');
    await page.getByRole('button', { name: 'Registrar entrega' }).click();
    await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received/current$`));
    await expect(
      page.getByRole('list', { name: 'Cartões desta doação' }).getByRole('listitem').first(),
    ).toContainText('Não entregue');
  } finally {
    await retireIfUnfinished(admin, donationId);
  }
});
