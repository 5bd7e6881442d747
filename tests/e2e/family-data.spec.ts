/**
 * One family, one basket per period, and a family's data anonymised on request (docs/privacy.md)
 * in Chromium: João delivers a fresh donation of his own, one card to Josefa Ribeiro, whom Maria
 * served in the seeded completed donation, and one to a family no one else served. Ana sees
 * 'Família já atendida neste período' on João's donation and follows it to Maria's delivery; then
 * she anonymises the second family from 'Titular dos dados', and its card says so. Seeded
 * deliveries are only read.
 */
import { expect, signIn, signOut, test, demoAccounts, expectAccessible } from './fixtures.ts';
import { confirmReceipt, recordCard, type CardEntry } from './leader-steps.ts';
import { donationOnServer, retireIfUnfinished } from './leader-donation-api.ts';
import { drawnPhoto, freshDonationForJoao, signInAsJoao } from './walk-leader.ts';
import type { ApiSession } from './admin-api.ts';

/** Josefa Ribeiro (server/demo/demo-data.ts): the first card of Maria's completed donation. */
const SERVED_BY_MARIA: CardEntry = {
  delivered: true,
  name: 'Josefa Ribeiro',
  cpf: '12345678909',
  phone: '11987654321',
};
/** A family only this spec serves, so anonymising it touches nothing another spec reads. */
const ASKS_TO_BE_FORGOTTEN: CardEntry = {
  delivered: true,
  name: 'Benedita Lima',
  cpf: '39053344705',
  phone: '11955554444',
};

let arranged: { admin: ApiSession; donationId: string } | null = null;
test.afterEach(async () => {
  if (arranged) await retireIfUnfinished(arranged.admin, arranged.donationId);
  arranged = null;
});

test('João serves a family Maria already served: Ana sees the flag and the other delivery, then anonymises a family on request', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { admin, donationId, voucherIds } = await freshDonationForJoao(request, baseURL, 2);
  arranged = { admin, donationId };

  await signInAsJoao(page);
  await page
    .getByRole('list', { name: 'Lista de doações' })
    .getByRole('link')
    .filter({ hasText: `Doação ${donationId}` })
    .click();
  await confirmReceipt(page, donationId, await drawnPhoto(page, 200), 2);
  await page.getByRole('button', { name: 'Iniciar Entrega' }).click();
  await recordCard(page, donationId, voucherIds[0]!, SERVED_BY_MARIA, await drawnPhoto(page, 230));
  await recordCard(
    page,
    donationId,
    voucherIds[1]!,
    ASKS_TO_BE_FORGOTTEN,
    await drawnPhoto(page, 260),
  );
  await page.getByRole('button', { name: 'Encerrar Entrega' }).click();
  await page
    .getByRole('dialog', { name: 'Entrega de doação completa!' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page).toHaveURL(/\/donation-list$/);
  // The flag is set when the deliveries reach the server (a leader is never refused for it).
  await expect
    .poll(async () => (await donationOnServer(admin, donationId)).status, { timeout: 60_000 })
    .toBe(4);

  await signOut(page);
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/, { timeout: 30_000 });
  await page.goto(`/donation/${donationId}/details`);
  await expect(
    page.getByRole('list', { name: 'Alertas' }).getByText('Família já atendida neste período'),
  ).toBeVisible();
  const earlier = page.getByRole('region', { name: 'Famílias já atendidas neste período' });
  // The match is by the CPF's keyed hash: the flag names the card and the leader, never the family.
  await expect(earlier).toContainText(
    `Cartão ${voucherIds[0]}: a mesma família (mesmo CPF) recebeu um cartão em`,
  );
  await expect(earlier).toContainText('entregue por Maria da Silva');
  await expect(earlier).not.toContainText('Josefa');
  await expectAccessible(page);
  await earlier.getByRole('link', { name: /^Ver a outra entrega/ }).click();
  await expect(page).toHaveURL(/\/delivered-details\//);
  await expect(page.getByRole('region', { name: 'Quem recebeu' })).toContainText('Josefa Ribeiro');

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Titular dos dados' }).click();
  await page.getByRole('textbox', { name: /^CPF do titular/ }).fill('390.533.447-05');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Benedita Lima').first()).toBeVisible();
  const anonymise = page.getByRole('form', { name: 'Anonimizar agora' });
  await anonymise
    .getByRole('textbox', { name: 'Motivo' })
    .fill('Pedido da titular em 24/11, identidade conferida.');
  await anonymise.getByRole('button', { name: 'Anonimizar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Anonimizar os dados deste titular?' });
  await expect(confirm).toContainText('1 entrega será anonimizada. Não é possível desfazer.');
  await confirm.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(page.getByText('1 entrega anonimizada.')).toBeVisible();

  await page.goto(`/donation/${donationId}/delivered-details/${voucherIds[1]}`);
  await expect(page.getByText(/^Dados anonimizados em \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Benedita');
  await expectAccessible(page);
});
