import type { Page } from '@playwright/test';
import { donationOnServer, retireIfUnfinished } from './leader-donation-api.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { drawnPhoto, freshDonationForJoao, PHONE, signInAsJoao } from './walk-leader.ts';

/**
 * A tap on 'Confirmar' while the photo is being prepared is not lost (docs/product.md R13.6):
 * with the CPU 6× slower (the browser's devtools protocol), João picks a 12 MP photo and taps at
 * once, on the receipt and on a card. The button says 'Preparando a foto…', and the record is sent
 * as soon as the photo is ready, without a second tap.
 *
 * The tap is made by the page itself, the moment the button says 'Preparando a foto…': on a loaded
 * machine, this test process could find the button only after the photo, now ready in about 3 s,
 * had already changed it back (a CI run waited for it until its timeout).
 */

interface KeptTapLog {
  keptTapLog: { kept: boolean; refused: boolean; tapped: boolean };
}

/**
 * Taps the button once, the moment it says 'Preparando a foto…', and notes whether the page ever
 * said the tap was kept, or ever refused the missing photo: the photo may be ready a moment after
 * the tap, too soon for an assertion to see the text.
 */
async function tapWhilePreparing(page: Page) {
  await page.evaluate(() => {
    const log = { kept: false, refused: false, tapped: false };
    (window as unknown as KeptTapLog).keptTapLog = log;
    const observer = new MutationObserver(() => {
      const preparing = [...document.querySelectorAll('button')].find(
        (button) => button.textContent?.trim() === 'Preparando a foto…',
      );
      if (preparing && !log.tapped) {
        log.tapped = true;
        preparing.click();
      }
      const text = document.body.textContent ?? '';
      if (text.includes('Será enviado assim que a foto ficar pronta.')) log.kept = true;
      if (/Adicione a foto (dos cartões recebidos|da entrega)\./.test(text)) log.refused = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

test('João taps Confirmar at once after a 12 MP photo on a slow phone; the receipt and the card are sent (390×844)', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  const { admin, donationId } = await freshDonationForJoao(request, baseURL, 3);
  const cdp = await page.context().newCDPSession(page);
  try {
    await signInAsJoao(page);
    const twelveMegapixels = await drawnPhoto(page, 200, { width: 4000, height: 3000 });
    await page
      .getByRole('list', { name: 'Lista de doações' })
      .getByRole('listitem')
      .filter({ hasText: `Doação ${donationId}` })
      .getByRole('link')
      .click();
    await page.getByRole('link', { name: 'Cartões Recebidos' }).click();
    await page.getByLabel('Quantidade de cartões recebidos').fill('3');

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await tapWhilePreparing(page);
    await page
      .getByLabel('Foto dos cartões recebidos')
      .setInputFiles({ name: 'recebimento.jpg', mimeType: 'image/jpeg', buffer: twelveMegapixels });
    await expect(page).toHaveURL(new RegExp(`/donation/${donationId}/received$`), {
      timeout: 180_000,
    });
    // The one tap was made while the photo was prepared, kept, and never failed on the missing photo.
    expect(await page.evaluate(() => (window as unknown as KeptTapLog).keptTapLog)).toEqual({
      kept: true,
      refused: false,
      tapped: true,
    });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Iniciar Entrega' }).click();
    await page.getByRole('list', { name: 'Cartões desta doação' }).getByRole('link').click();
    await page.getByLabel('Status da Entrega').selectOption({ label: 'Entregue' });
    await page.getByLabel('Nome completo de quem recebeu').fill('Maria Aparecida Souza');
    await tapWhilePreparing(page);
    await page
      .getByLabel('Foto da entrega')
      .setInputFiles({ name: 'entrega.jpg', mimeType: 'image/jpeg', buffer: twelveMegapixels });
    await expect(page.getByText('Doação realizada com sucesso')).toBeVisible({ timeout: 180_000 });
    expect(await page.evaluate(() => (window as unknown as KeptTapLog).keptTapLog)).toEqual({
      kept: true,
      refused: false,
      tapped: true,
    });

    // 'Doação realizada com sucesso' means recorded on the phone; the outbox sends it right after.
    await expect
      .poll(
        async () => {
          const onServer = await donationOnServer(admin, donationId);
          return {
            receivedQuantity: onServer.receivedQuantity,
            statuses: onServer.vouchers.map((voucher) => voucher.status),
            photo: onServer.vouchers[0]?.hasPhoto,
          };
        },
        { timeout: 60_000 },
      )
      .toEqual({ receivedQuantity: 3, statuses: [2, 1, 1], photo: true });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await retireIfUnfinished(admin, donationId);
  }
});
