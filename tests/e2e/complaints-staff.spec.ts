/**
 * The ombudsperson's screens (docs/product.md R16.4–R16.6): a family complains on /ouvidoria
 * without signing in, Olga signs in straight to 'Reclamações', answers it in the queue screens,
 * and the family reads the answer by its protocol; a complaint taken by phone gets its protocol;
 * a family's '2' to the message after a delivery (R18) reaches her queue.
 */
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import type { FamilyMessageList } from '#contract/family-messages.ts';
import { apiSessionFor } from './admin-api.ts';
import { answerInQueue } from './complaints-queue.ts';
import { test, expect, expectAccessible, demoAccounts, signIn } from './fixtures.ts';
import { recordCard } from './leader-steps.ts';
import { donationOnServer, retireIfUnfinished } from './leader-donation-api.ts';
import { drawnPhoto, freshDonationForJoao, PHONE, signInAsJoao } from './walk-leader.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a family complains, the ombudsperson answers in the queue, the family reads the answer', async ({
  browser,
  page,
}) => {
  const family = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await family.goto('/ouvidoria');
  await family.getByLabel('Assunto').selectOption({ label: 'Conduta da liderança' });
  await family
    .getByLabel('O que aconteceu?')
    .fill('A líder disse que só entrega o cartão para quem vota nela.');
  await family.getByLabel('Quero ficar anônimo').check();
  await family.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(family.getByRole('heading', { name: 'Mensagem enviada' })).toBeFocused();
  const protocol = (await family.getByText(/^OUV-[0-9A-Z]{6}$/).textContent()) ?? '';
  expect(protocol).toMatch(/^OUV-[0-9A-HJKMNP-TV-Z]{6}$/);

  // Signed in, the ombudsperson lands on her queue, not on the donations.
  await signIn(page, demoAccounts.ouvidoria.cpf);
  await expect(page).toHaveURL(/\/complaints$/);
  await expect(page.getByRole('heading', { name: 'Reclamações', level: 1 })).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: protocol }) });
  await expect(item.getByText('Sensível')).toBeVisible();
  await expect(item.getByText('Conduta da liderança')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Doações' })).toHaveCount(0);
  await expectAccessible(page);

  // A move to 'Respondida' without the answer says how to fix it, and keeps the note.
  await page.getByRole('link', { name: protocol, exact: true }).click();
  await page.getByLabel('Nova etapa').selectOption({ label: 'Respondida' });
  await page.getByLabel('Nota para a equipe').fill('Conversei com a coordenação da região.');
  await page.getByRole('button', { name: 'Salvar etapa' }).click();
  await expect(
    page.getByText('Para marcar como Respondida, escreva a resposta que a pessoa vai ler.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nota para a equipe')).toHaveValue(
    'Conversei com a coordenação da região.',
  );
  await expectAccessible(page);

  const answer = 'A coordenação vai acompanhar as próximas entregas na sua região.';
  await answerInQueue(page, protocol, {
    note: 'Conversei com a coordenação da região.',
    answer,
  });
  const history = page.getByRole('region', { name: 'Histórico' });
  await expect(history.getByText(`Resposta para a pessoa: ${answer}`)).toBeVisible();
  await expect(history.getByText('Olga Ramos')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);

  // The family reads the stage and the answer, and nothing of the team's note.
  await family.getByRole('textbox', { name: 'Protocolo' }).fill(protocol);
  await family.getByRole('button', { name: 'Consultar' }).click();
  await expect(family.getByText('Respondida', { exact: true })).toBeVisible();
  await expect(family.getByText(answer)).toBeVisible();
  await expect(family.getByText('Conversei com a coordenação')).toHaveCount(0);
  await family.close();
});

test('the ombudsperson opens a complaint taken by phone and reads its protocol', async ({
  page,
}) => {
  await signIn(page, demoAccounts.ouvidoria.cpf);
  await expect(page).toHaveURL(/\/complaints$/);
  // A page of the donations sends her back to her queue.
  await page.goto('/donation-list');
  await expect(page).toHaveURL(/\/complaints$/);
  await page.getByRole('link', { name: 'Abrir reclamação' }).click();
  await expect(page.getByRole('heading', { name: 'Abrir reclamação', level: 1 })).toBeVisible();

  await page.getByLabel('O que a pessoa contou').fill('Cartão');
  await page.getByLabel('Telefone para retorno (se a pessoa quiser)').fill('1198');
  await page.getByRole('button', { name: 'Abrir reclamação' }).click();
  await expect(page.getByText('Escolha o assunto da sua mensagem.')).toBeVisible();
  await expect(page.getByText(/Digite o telefone com DDD/)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Assunto').selectOption({ label: 'Cartão sem saldo ou bloqueado' });
  await page
    .getByLabel('O que a pessoa contou')
    .fill('Ligou dizendo que o cartão foi recusado no mercado.');
  await page.getByLabel('Telefone para retorno (se a pessoa quiser)').fill('(11) 98765-4321');
  await page.getByRole('button', { name: 'Abrir reclamação' }).click();
  const opened = page.getByRole('status').filter({ hasText: 'Leia o protocolo para a pessoa' });
  await expect(opened).toBeVisible();
  const protocol = (await opened.getByText(/^OUV-[0-9A-Z]{6}$/).textContent()) ?? '';
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ver reclamação' }).click();
  await expect(page.getByRole('heading', { name: `Reclamação ${protocol}` })).toBeVisible();
  await expect(page.getByText('Telefone (aberta pela equipe)')).toBeVisible();
  await expect(page.getByText('****-4321')).toBeVisible();
});

test("a family answers '2' to the message after a consented delivery, then 'SAIR'", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { admin, donationId, voucherIds } = await freshDonationForJoao(request, baseURL, 3);
  const [consented, withoutConsent, afterStop] = voucherIds as [string, string, string];
  // A number of this run's own: a SAIR from an earlier run would silence it.
  const last4 = String(Date.now() % 10_000).padStart(4, '0');
  const phone = `(11) 97${last4.slice(0, 3)}-${last4}`;
  const origin = new URL(baseURL ?? '').origin;
  const joao = await apiSessionFor(request, origin, demoAccounts.joao.cpf);
  const olga = await apiSessionFor(request, origin, demoAccounts.ouvidoria.cpf);
  const messageOf = async (voucherId: string) =>
    (await olga.get<FamilyMessageList>('/messages')).body.messages.find(
      (message) => message.voucherId === voucherId,
    );
  const leader = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  try {
    await signInAsJoao(leader);
    const photo = await drawnPhoto(leader, 40);
    const at = { lat: '-23.5505', lon: '-46.6333' };
    const receipt = await joao.post(`/donations/${donationId}/receive`, {
      multipart: {
        receivedQuantity: '3',
        ...at,
        receiveDonationFile: { name: 'recebimento.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    });
    expect(receipt.status).toBe(204);

    // João's form, with the family's consent to the message.
    await leader.goto(`/donation/${donationId}/received/current`);
    await recordCard(
      leader,
      donationId,
      consented,
      { delivered: true, name: 'Josefa Ribeiro', cpf: '', phone, messageConsent: true },
      photo,
    );
    await expect
      .poll(async () => {
        const { vouchers } = await donationOnServer(admin, donationId);
        return vouchers.find((card) => card.voucherId === consented)?.status;
      })
      .toBe(2);
    await leader.context().close();

    // The local provider's phone shows the message once the job queue has sent it.
    await signIn(page, demoAccounts.ouvidoria.cpf);
    await expect(page).toHaveURL(/\/complaints$/, { timeout: 30_000 }); // the code exchange is slow on a loaded machine
    await page.goto('/messages');
    const item = page
      .getByRole('list', { name: 'Mensagens enviadas' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Para (**) *****-${last4}` }) });
    await expect(async () => {
      await page.getByRole('button', { name: 'Atualizar lista' }).click({ timeout: 2_000 });
      await expect(item.getByText('Enviada', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(item.getByText(/Recebeu\? Responda 1 \(sim\) ou 2 \(nao\)/)).toBeVisible();

    // '2': a 'Não recebi' complaint about this card, in Olga's queue.
    await item.getByRole('button', { name: 'Responder 2 (não recebi)' }).click();
    const answered = item.getByText(/Protocolo OUV-[0-9A-Z]{6}\.$/);
    await expect(answered).toBeVisible();
    const protocol = /OUV-[0-9A-Z]{6}/.exec((await answered.textContent()) ?? '')?.[0] ?? '';
    await page.goto('/complaints');
    await page.getByRole('link', { name: protocol, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Reclamação ${protocol}` })).toBeVisible();
    await expect(page.getByText('Não recebi o cartão')).toBeVisible();
    await expect(page.getByText('Resposta à mensagem de confirmação')).toBeVisible();
    await expect(page.getByRole('link', { name: donationId })).toBeVisible();
    expect((await messageOf(consented))?.replies).toMatchObject([{ text: '2', protocol }]);

    // 'SAIR': a later delivery to the same number, with consent, sends nothing.
    await page.goto('/messages');
    await item.getByRole('button', { name: 'Responder SAIR' }).click();
    await expect(item.getByText('Pediu para não receber mais mensagens.')).toBeVisible();
    const deliver = async (voucherId: string, consent: Record<string, string>) => {
      const delivered = await joao.post(`/donations/${donationId}/donate`, {
        multipart: {
          voucherId,
          ...at,
          delivered: 'true',
          receivedName: 'Josefa Ribeiro',
          receivedContactNumber: phone,
          ...consent,
          donateDonationFile: { name: 'entrega.jpg', mimeType: 'image/jpeg', buffer: photo },
        },
      });
      expect(delivered.status).toBe(204);
    };
    // Without consent the delivery queues no message at all: it goes first, so the job that
    // queues the consented one after it has seen it too.
    await deliver(withoutConsent, {});
    await deliver(afterStop, { messageConsent: MESSAGE_CONSENT_VERSION });
    await expect.poll(async () => (await messageOf(afterStop))?.status).toBe('suppressed');
    expect((await messageOf(afterStop))?.sentAt).toBeNull();
    expect(await messageOf(withoutConsent)).toBeUndefined();
  } finally {
    await retireIfUnfinished(admin, donationId);
  }
});
