/**
 * The card provider's statement in Chromium (docs/charges.md, 'Extrato do cartão'). Ana loads a
 * statement for demo cards: one delivered card activated and used, one delivered card with a
 * balance, one card still with its leader reported activated (a contradiction) and a card the app
 * does not know. The dry run lists each kind and says nothing is applied; the contradiction asks
 * for a reason before the file applies; on the card's timeline Ana sees both facts and resolves
 * them with a reason. The same file loaded again changes nothing, in the timeline either.
 */
import type { Locator, Page } from '@playwright/test';
import type { DonationList } from '#contract/donations.ts';
import type { VoucherTimeline } from '#contract/voucher-events.ts';
import type { VoucherList } from '#contract/vouchers.ts';
import { apiSessionFor, type ApiSession } from './admin-api.ts';
import { demoAccounts, expect, expectAccessible, signIn, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const spDay = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * Demo cards by what happened to them: delivered ones with their delivery day, and one still with
 * its leader that nothing has happened to since its load (another spec may have moved one).
 */
async function demoCards(admin: ApiSession) {
  const { body } = await admin.get<DonationList>('/donations');
  const delivered: { card: string; day: string }[] = [];
  let withLeader: string | undefined;
  for (const donation of body.donations) {
    const { body: list } = await admin.get<VoucherList>(
      `/vouchers?donationId=${donation.donationId}`,
    );
    for (const voucher of list.vouchers) {
      if (voucher.status === 2 && voucher.delivered)
        delivered.push({ card: voucher.voucherId, day: spDay.format(new Date(voucher.delivered)) });
      if (withLeader || voucher.status !== 1 || donation.status !== 1) continue;
      const { body: timeline } = await admin.get<VoucherTimeline>(
        `/cards/${voucher.voucherId}/timeline`,
      );
      if (timeline.events.length === 1) withLeader = voucher.voucherId;
    }
    if (delivered.length >= 2 && withLeader) break;
  }
  if (delivered.length < 2 || !withLeader) throw new Error('the demo data lacks the cards needed');
  return { delivered, withLeader };
}

async function sendStatement(page: Page, name: string, content: string) {
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Cargas', exact: true })
    .click();
  await page.getByRole('link', { name: 'Adicionar Carga' }).click();
  await page
    .getByRole('combobox', { name: 'Tipo de Carga' })
    .selectOption({ label: 'Extrato do cartão' });
  await page.getByLabel('Carga da Planilha').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Enviar carga' }).click();
  await expect(page).toHaveURL(/\/charge\/[0-9a-f-]+\/extrato$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato do cartão' })).toBeVisible();
}

/** The figure the dry run's summary gives for a kind. */
const count = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/** The timeline's events, whatever their order (the demo's dates decide it; the dom test checks it). */
async function expectEvents(life: Locator, texts: readonly string[]) {
  await expect(life).toHaveCount(texts.length);
  const shown = (await life.locator('p').allTextContents()).map((text) => text.trim());
  expect(shown.sort()).toEqual([...texts].sort());
}

/** A stage of the overview's 'Caminho dos cartões', as its text reads: label, count, share. */
async function funnelStage(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Visão geral' })
    .click();
  return page
    .getByRole('region', { name: 'Caminho dos cartões' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label}`) });
}

test('Ana checks a card statement, applies it with a reason, and the same file again changes nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await apiSessionFor(request, new URL(baseURL ?? '').origin, demoAccounts.admin.cpf);
  const { delivered, withLeader } = await demoCards(admin);
  const [used, withBalance] = delivered;
  const file =
    '\uFEFFcardNumber;activationDate;firstUseDate;balance;expiryDate\r\n' +
    `${used!.card};${used!.day};${used!.day};12,50;31/12/2027\r\n` +
    `${withBalance!.card};;;R$ 50,00;31/12/2027\r\n` +
    `${withLeader};${used!.day};;50,00;31/12/2027\r\n` +
    '9999000000001;;;50,00;31/12/2027\r\n';

  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(await funnelStage(page, 'Ativados')).toHaveText(/^Ativados0 · 0%/);
  await sendStatement(page, 'extrato-e2e.csv', file);

  await expect(page.getByText('Nada deste extrato foi aplicado ainda.')).toBeVisible();
  await expect(count(page, 'Ativados')).toHaveText('2');
  await expect(count(page, 'Usados')).toHaveText('1');
  await expect(count(page, 'Contradizem o registro')).toHaveText('1');
  await expect(count(page, 'Cartões desconhecidos')).toHaveText('1');
  await expect(
    page
      .getByRole('list', { name: 'Contradizem o registro (1)' })
      .getByText(`Ativado em ${used!.day}, mas o cartão não foi entregue a uma família.`),
  ).toBeVisible();
  await expect(page.getByText('Linha 5 · Cartão 9999000000001')).toBeVisible();
  await expectAccessible(page);

  // The contradiction: nothing applies without a reason, and the reason is kept.
  await page.getByRole('button', { name: 'Aplicar com o motivo' }).click();
  const reason = page.getByRole('textbox', { name: 'Motivo para aplicar assim mesmo' });
  await expect(reason).toBeFocused();
  await expect(page.getByText('Explique o motivo com pelo menos 10 caracteres.')).toBeVisible();
  await expectAccessible(page);
  await reason.fill('A líder confirmou a entrega por telefone.');
  await page.getByRole('button', { name: 'Aplicar com o motivo' }).click();
  await expect(page.getByText(/^Extrato aplicado em \d{2}\/\d{2}\/\d{4} às/)).toBeVisible();
  await expect(
    page.getByText(
      'Aplicado apesar das contradições. Motivo: A líder confirmou a entrega por telefone.',
    ),
  ).toBeVisible();

  // The overview's funnel moves: two cards activated, one used.
  await expect(await funnelStage(page, 'Ativados')).toHaveText(/^Ativados2 · /);
  await expect(await funnelStage(page, 'Usados')).toHaveText(/^Usados1 · /);
  const inconsistent = page.getByRole('region', { name: /^Inconsistentes/ });
  await expect(inconsistent.getByRole('heading')).toHaveText('Inconsistentes (1)');
  await expect(inconsistent.getByRole('link', { name: `Cartão ${withLeader}` })).toBeVisible();
  await expectAccessible(page);

  // Its timeline: both facts, and Ana resolves the contradiction with a reason.
  await inconsistent.getByRole('link', { name: `Cartão ${withLeader}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico do cartão' })).toBeVisible();
  const conflict = page.getByRole('region', { name: 'Inconsistente: dois fatos não batem' });
  await expect(conflict.getByText(`Ativado: ${used!.day}`)).toBeVisible();
  await expect(conflict.getByText(/^Carregado na doação: /)).toBeVisible();
  await page.getByRole('button', { name: 'Resolver' }).click();
  const resolution = page.getByRole('textbox', { name: /Motivo da resolução/ });
  await expect(resolution).toBeFocused();
  await expect(page.getByText('Informe o motivo.')).toBeVisible();
  await resolution.fill('A operadora ativou o cartão por engano; ele segue com a líder.');
  await page.getByRole('button', { name: 'Resolver' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Inconsistência resolvida' }),
  ).toBeVisible();
  const life = page.getByRole('region', { name: 'Tudo o que aconteceu' }).getByRole('listitem');
  const lifeEvents = [
    'Carregado na doação',
    'Ativado',
    'Saldo informado',
    'Inconsistência resolvida',
  ];
  await expectEvents(life, lifeEvents);
  // The provider's day counts from its end (docs/product.md R20), so today's activation may
  // come after the resolution in time: the resolution is found by its kind, not its place.
  await expect(life.filter({ hasText: 'Inconsistência resolvida' })).toContainText(
    'A operadora ativou o cartão por engano; ele segue com a líder.',
  );
  await expect(life.filter({ hasText: 'Ativado' })).toContainText(
    'Extrato do cartão: extrato-e2e.csv',
  );
  await expectAccessible(page);

  // The same file again: nothing new to record, nothing contradicts any more.
  await sendStatement(page, 'extrato-e2e-de-novo.csv', file);
  await expect(count(page, 'Ativados')).toHaveText('0');
  await expect(count(page, 'Usados')).toHaveText('0');
  await expect(count(page, 'Saldo ou validade atualizados')).toHaveText('0');
  await expect(count(page, 'Contradizem o registro')).toHaveText('0');
  await expect(count(page, 'Sem mudança')).toHaveText('3');
  await page.getByRole('button', { name: 'Confirmar e aplicar' }).click();
  await expect(page.getByText(/^Extrato aplicado em/)).toBeVisible();

  await page.getByRole('link', { name: 'Voltar' }).click();
  const listed = page.getByRole('article', { name: 'extrato-e2e.csv' });
  await expect(listed).toContainText('Tipo:Extrato do cartão');
  await expect(listed).toContainText('Situação:Processado');
  await expect(listed.getByRole('link', { name: 'Ver o extrato' })).toBeVisible();

  // At the desk, the card number finds its timeline: nothing was added by the second file.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Doações' })
    .click();
  await page.getByRole('combobox', { name: 'Buscar por código' }).fill(withLeader);
  await page.getByRole('combobox', { name: 'Buscar por código' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `Cartão ${withLeader}` })).toBeVisible();
  await expectEvents(life, lifeEvents);
});
