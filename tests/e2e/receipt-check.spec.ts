/**
 * The family's voice (docs/product.md R15) in Chromium at 390×844. João delivers a card online and
 * one offline (a reload in between, then back online); after each his screen shows the receipt
 * code large, with the text-only share. A second browser, never signed in, checks both at
 * /comprovante with the CPF's first 3 digits: 'Recebi o cartão' for one, 'Não recebi' for the
 * other, which gives a protocol the ombudsperson answers and raises the donation's alert for Ana.
 * A wrong pair reveals nothing, and the throttle says when to try again.
 */
import type { Browser, Page } from '@playwright/test';
import { apiSessionFor } from './admin-api.ts';
import { answerInQueue } from './complaints-queue.ts';
import { demoAccounts, expect, expectAccessible, signIn, signOut, test } from './fixtures.ts';
import { confirmReceipt, recordCard, type CardEntry } from './leader-steps.ts';
import { donationOnServer, retireIfUnfinished } from './leader-donation-api.ts';
import { drawnPhoto, freshDonationForJoao, JOAO_SITE, PHONE, signInAsJoao } from './walk-leader.ts';

test.use({ viewport: PHONE });

type Delivered = Extract<CardEntry, { delivered: true }>;

const received: Delivered = {
  delivered: true,
  name: 'Rosa Maria Gomes',
  cpf: '73190528497',
  phone: '',
};
const missing: Delivered = {
  delivered: true,
  name: 'Antônio Pereira',
  cpf: '64281739050',
  phone: '',
};

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const NOT_FOUND =
  'Não encontramos uma entrega com este código e estes números do CPF. Confira o que digitou e tente de novo.';

/** What the phone's share sheet was given, kept in the page: this Chromium has no share sheet. */
declare global {
  interface Window {
    shared?: ShareData[];
  }
}

/** After 'Registrar entrega': the code shown large for the family, shared as text; its value. */
async function codeShownFor(page: Page, voucherId: string, cpf: string): Promise<string> {
  const panel = page.getByRole('region', { name: `Código do comprovante – Cartão ${voucherId}` });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByText('Mostre este código à família: ela pode anotar ou fotografar'),
  ).toBeVisible();
  const shown = panel.getByText(CODE);
  const code = (await shown.textContent()) ?? '';
  expect(code).toMatch(CODE);
  // On one line, as the family copies or photographs it, even with the widest letters.
  const lines = await shown.evaluate((element) => {
    const code = element.textContent;
    element.textContent = 'WWWW-MMMM';
    const count =
      element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight);
    element.textContent = code;
    return Math.round(count);
  });
  expect(lines).toBe(1);
  await panel.getByRole('button', { name: 'Compartilhar' }).click();
  const shared = await page.evaluate(() => window.shared?.at(-1));
  expect(Object.keys(shared ?? {})).toEqual(['text']);
  expect(shared?.text).toContain(code);
  expect(shared?.text).toContain('/comprovante');
  // The CPF's first digits, which the family types beside the code, are never in the message; the
  // app's address (its port) and the code are left out of the look, as they may hold them by chance.
  const words = (shared?.text ?? '').replace(new URL(page.url()).origin, '').replace(code, '');
  expect(words).not.toContain(cpf.slice(0, 3));
  return code;
}

async function familyPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

async function check(page: Page, code: string, cpfDigits: string) {
  await page.getByLabel('Código do comprovante').fill(code);
  await page.getByLabel('3 primeiros números do CPF').fill(cpfDigits);
  await page.getByRole('button', { name: 'Conferir' }).click();
}

test('João delivers online and offline; the family confirms one card and disputes the other', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await context.addInitScript(() => {
    window.shared = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        window.shared?.push(data);
      },
    });
  });
  const { admin, donationId, voucherIds } = await freshDonationForJoao(request, baseURL, 2);
  const [first, second] = voucherIds as [string, string];
  try {
    await signInAsJoao(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto(`/donation/${donationId}/wait`);
    const photo = await drawnPhoto(page, 200);
    await confirmReceipt(page, donationId, photo, 2);
    await page.getByRole('button', { name: 'Iniciar Entrega' }).click();

    // Online: the code comes with the confirmation.
    await recordCard(page, donationId, first, received, photo);
    const receivedCode = await codeShownFor(page, first, received.cpf);
    await expectAccessible(page);

    // Offline: the phone makes the code, and it is the one the server keeps.
    await context.setOffline(true);
    await recordCard(page, donationId, second, missing, photo);
    await expect(
      page.getByText('Salvo no aparelho. Será enviado quando houver conexão.'),
    ).toBeVisible();
    const missingCode = await codeShownFor(page, second, missing.cpf);
    await page.reload();
    await page.getByRole('link', { name: 'Doações' }).click();
    await expect(page.getByRole('region', { name: 'Aguardando envio (1)' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Todos os registros foram enviados.')).toBeVisible({
      timeout: 60_000,
    });
    const { vouchers: cards } = await donationOnServer(admin, donationId);
    expect(
      cards.map((card) => [card.voucherId, card.receiptCode, card.receiptCodeFromServer]),
    ).toEqual([
      [first, receivedCode.replace('-', ''), false],
      [second, missingCode.replace('-', ''), false],
    ]);

    // The family, in a browser never signed in, from the landing page.
    const family = await familyPage(browser, baseURL);
    await family.goto('/');
    await family.getByRole('link', { name: 'Recebeu um cartão? Confira a entrega' }).click();
    await expect(family).toHaveURL(/\/comprovante$/);
    await expect(family).toHaveTitle('Conferir entrega – Cestas Solidárias');
    await expectAccessible(family);

    // A wrong pair, either half, reveals nothing and says the same.
    await check(family, receivedCode, missing.cpf.slice(0, 3));
    await expect(family.getByRole('alert')).toHaveText(NOT_FOUND);
    const unknownCode = receivedCode.startsWith('Z')
      ? 'Y' + receivedCode.slice(1)
      : 'Z' + receivedCode.slice(1);
    await check(family, unknownCode, received.cpf.slice(0, 3));
    await expect(family.getByRole('alert')).toHaveText(NOT_FOUND);
    await expect(family.getByRole('region', { name: 'Entrega encontrada' })).toBeHidden();

    // 'Recebi o cartão'.
    await check(family, receivedCode.toLowerCase(), received.cpf.slice(0, 3));
    const delivery = family.getByRole('region', { name: 'Entrega encontrada' });
    await expect(delivery.getByRole('heading')).toBeFocused();
    await expect(delivery).toContainText('João');
    await expect(delivery).toContainText(JOAO_SITE);
    await expect(delivery).toContainText('Ainda não respondeu');
    await expect(delivery).not.toContainText(received.name);
    await expectAccessible(family);
    await delivery.getByRole('button', { name: 'Recebi o cartão' }).click();
    await expect(family.getByText('Obrigado! Sua confirmação foi registrada.')).toBeVisible();
    await expect(delivery).toContainText(/Recebi o cartão \(em \d{2}\/\d{2}\/\d{4}\)/);
    await expect(delivery.getByRole('button', { name: 'Recebi o cartão' })).toBeHidden();

    // 'Não recebi' for the card recorded offline: a complaint with its protocol.
    await family.getByRole('link', { name: 'Conferir outro código' }).click();
    await check(family, missingCode, missing.cpf.slice(0, 3));
    await family.getByRole('button', { name: 'Não recebi / tenho um problema' }).click();
    await expect(family.getByRole('heading', { name: 'Conte o que aconteceu' })).toBeFocused();
    await expect(family.getByLabel('Assunto')).toHaveValue('notReceived');
    await family.getByRole('button', { name: 'Enviar' }).click();
    await expect(family.getByText(/^Conte o que aconteceu \(de 5/)).toBeVisible();
    await expect(family.getByLabel('O que aconteceu?')).toBeFocused();
    await family.getByLabel('O que aconteceu?').fill('O cartão nunca chegou na minha casa.');
    await family.getByLabel('Quero ficar anônimo').check();
    await expectAccessible(family);
    await family.getByRole('button', { name: 'Enviar' }).click();
    await expect(family.getByRole('heading', { name: 'Recebemos sua mensagem' })).toBeFocused();
    const protocol = (await family.getByText(/^OUV-[0-9A-Z]{6}$/).textContent()) ?? '';
    expect(protocol).toMatch(/^OUV-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(family.url()).not.toContain(missingCode);
    await expectAccessible(family);

    // Its status page says 'Nova'.
    await family.getByRole('link', { name: 'Acompanhar em Fale conosco / Ouvidoria' }).click();
    await family.getByRole('textbox', { name: 'Protocolo' }).fill(protocol);
    await family.getByRole('button', { name: 'Consultar' }).click();
    await expect(family.getByText('Nova', { exact: true })).toBeVisible();

    // The ombudsperson finds it, linked to the card, and answers in her queue.
    const olga = await apiSessionFor(
      request,
      new URL(baseURL ?? '').origin,
      demoAccounts.ouvidoria.cpf.replace(/\D/g, ''),
    );
    const queue = await olga.get<{
      complaints: {
        protocol: string;
        channel: string;
        donationId: string | null;
        voucherId: string | null;
      }[];
    }>('/complaints?stage=open');
    const complaint = queue.body.complaints.find((item) => item.protocol === protocol);
    expect(complaint).toMatchObject({ channel: 'receipt', donationId, voucherId: second });
    await signOut(page);
    await signIn(page, demoAccounts.ouvidoria.cpf);
    await expect(page).toHaveURL(/\/complaints(\?|$)/, { timeout: 30_000 });
    await answerInQueue(page, protocol, {
      note: 'Conferi com a liderança.',
      answer: 'Vamos entregar um novo cartão na sua unidade.',
    });
    await expect(page.getByRole('link', { name: donationId, exact: true })).toBeVisible();
    await family.reload();
    await family.getByRole('textbox', { name: 'Protocolo' }).fill(protocol);
    await family.getByRole('button', { name: 'Consultar' }).click();
    await expect(family.getByText('Respondida', { exact: true })).toBeVisible();
    await expect(family.getByText('Vamos entregar um novo cartão na sua unidade.')).toBeVisible();
    await expect(family.getByText('Conferi com a liderança.')).toHaveCount(0);
    await family.context().close();

    // Ana sees the alert and each card's code and answer on the donation.
    await signOut(page);
    await signIn(page, demoAccounts.admin.cpf);
    await expect(page).toHaveURL(/\/donation-list$/, { timeout: 30_000 });
    await page.goto(`/donation/${donationId}/details`);
    await expect(
      page.getByRole('list', { name: 'Alertas' }).getByText('Família diz que não recebeu'),
    ).toBeVisible();
    const firstCard = page.getByRole('link', { name: new RegExp(`Cartão ${first}`) });
    await expect(firstCard).toContainText(`Código ${receivedCode}`);
    await expect(firstCard).toContainText('Família confirmou');
    const secondCard = page.getByRole('link', { name: new RegExp(`Cartão ${second}`) });
    await expect(secondCard).toContainText(`Código ${missingCode}`);
    await expect(secondCard).toContainText('Família diz que não recebeu');
  } finally {
    await context.setOffline(false);
    await retireIfUnfinished(admin, donationId);
  }
});

test('the check is throttled per code and says when to try again', async ({
  page,
  request,
  baseURL,
}) => {
  // A code no delivery has: each try counts against it all the same.
  const code = 'W4T7-R9QX';
  await page.goto('/comprovante');
  for (let tries = 1; tries <= 10; tries += 1) {
    const answer = await request.post(
      `${new URL(baseURL ?? '').origin}/api/public/receipts/check`,
      {
        data: { code, cpfDigits: String(100 + tries) },
      },
    );
    expect(answer.status()).toBe(404);
  }
  await check(page, code, '111');
  await expect(page.getByRole('alert')).toHaveText(
    /^Muitas tentativas seguidas\. Tente de novo daqui a \d+ minutos?\.$/,
  );
  await expectAccessible(page);
});
