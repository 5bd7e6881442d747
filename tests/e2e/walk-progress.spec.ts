import type { Page } from '@playwright/test';
import { donationOnServer, retireIfUnfinished } from './leader-donation-api.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { drawnPhoto, freshDonationForJoao, PHONE, signInAsJoao } from './walk-leader.ts';

/**
 * Offline progress that adds up (docs/offline.md, "Progress that adds up"): exactly the walk's
 * sequence. João opens his list, receives and delivers two cards online from the donation
 * screens, records the third offline, and opens the list: the list card, the delivering screen
 * and the pending section say the same thing offline, after an offline reload, while sending and
 * once sent. Before, the list card read '1 de 3 cartões registrados · 1 entregue · 2 pendentes'.
 */

const donationCard = (page: Page, donationId: string) =>
  page
    .getByRole('list', { name: 'Lista de doações' })
    .getByRole('listitem')
    .filter({ hasText: `Doação ${donationId}` });

async function expectListCard(page: Page, donationId: string) {
  const card = donationCard(page, donationId);
  await expect(card).toContainText('3 de 3 cartões registrados');
  await expect(card).toContainText('2 entregues');
  await expect(card).toContainText('1 não entregue');
  await expect(card).toContainText('0 pendentes');
  return card;
}

test("João's third card recorded offline: the list, the donation and the pending section agree (390×844)", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const { admin, donationId } = await freshDonationForJoao(request, baseURL, 3);
  try {
    await signInAsJoao(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The list as he first read it: the donation waiting, nothing recorded.
    await expect(donationCard(page, donationId)).toContainText('Esperando recebimento');
    await page.waitForFunction(
      (id) => localStorage.getItem('cestas.apollo-cache')?.includes(`"${id}"`) ?? false,
      donationId,
    );

    // Online: the receipt and cards 1 and 2, without going back to the list.
    await donationCard(page, donationId).getByRole('link').click();
    const photo = await drawnPhoto(page, 140);
    await page.getByRole('link', { name: 'Cartões Recebidos' }).click();
    await page.getByLabel('Quantidade de cartões recebidos').fill('3');
    await page
      .getByLabel('Foto dos cartões recebidos')
      .setInputFiles({ name: 'recebimento.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Confirmar recebimento' }).click();
    await page.getByRole('button', { name: 'Iniciar Entrega' }).click();
    const vouchers = page.getByRole('list', { name: 'Cartões desta doação' });
    for (const name of ['Maria Aparecida Souza', 'José Carlos Lima']) {
      await vouchers.getByRole('link').click();
      await page.getByLabel('Status da Entrega').selectOption({ label: 'Entregue' });
      await page
        .getByLabel('Foto da entrega')
        .setInputFiles({ name: 'entrega.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
      await page.getByLabel('Nome completo de quem recebeu').fill(name);
      await page.getByRole('button', { name: 'Registrar entrega' }).click();
      await expect(page.getByText('Doação realizada com sucesso')).toBeVisible();
    }
    await expect
      .poll(async () => (await donationOnServer(admin, donationId)).vouchers.map((v) => v.status), {
        timeout: 30_000,
      })
      .toEqual([2, 2, 1]);
    await expect(page.getByText('2 de 3 cartões com entrega registrada')).toBeVisible();

    // Offline: card 3 never arrived.
    await context.setOffline(true);
    await vouchers.getByRole('link').click();
    await page.getByLabel('Status da Entrega').selectOption({ label: 'Não entregue' });
    await page.getByLabel('Motivo da não entrega').fill('Cartão não recebido');
    await page.getByRole('button', { name: 'Registrar entrega' }).click();
    await expect(
      page.getByText('Salvo no aparelho. Será enviado quando houver conexão.'),
    ).toBeVisible();
    await expect(page.getByText('3 de 3 cartões com entrega registrada')).toBeVisible();

    // The list says the same, with the one record waiting.
    await page.getByRole('link', { name: 'Doações' }).click();
    const card = await expectListCard(page, donationId);
    await expect(card).toContainText('Aguardando envio');
    const pending = page.getByRole('region', { name: 'Aguardando envio (1)' });
    await expect(pending.getByRole('listitem')).toHaveCount(1);
    await expect(pending.getByRole('listitem')).toContainText('Cartão 3: não entregue');
    await expectAccessible(page);

    // After a reload, still offline: the saved answer and the device agree as before.
    await page.reload();
    await expectListCard(page, donationId);
    await expect(page.getByRole('region', { name: 'Aguardando envio (1)' })).toBeVisible();
    await card.getByRole('link').click();
    await expect(page.getByText('3 de 3 cartões com entrega registrada')).toBeVisible();
    await page.getByRole('link', { name: 'Doações' }).click();

    // Online again: while it is sent (the server's answer held back) and once it is, the counts never move.
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await context.route(/\/api\/donations\//, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      return route.fallback();
    });
    await context.setOffline(false);
    await expect(page.getByRole('region', { name: 'Aguardando envio (1)' })).toContainText(
      'Enviando…',
      { timeout: 30_000 },
    );
    await expectListCard(page, donationId);
    answer();
    await expect(page.getByText('Todos os registros foram enviados.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(card).not.toContainText('Aguardando envio');
    await expectListCard(page, donationId);
    expect((await donationOnServer(admin, donationId)).vouchers.map((v) => v.status)).toEqual([
      2, 2, 3,
    ]);
  } finally {
    await context.setOffline(false);
    await retireIfUnfinished(admin, donationId);
  }
});
