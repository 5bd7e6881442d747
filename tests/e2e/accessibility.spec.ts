/**
 * Every screen, as each role sees it, at a phone's 390×844, a desk's 1280×800 and 320 px wide
 * (400 % zoom): axe-core, nothing cut or scrolled sideways, nothing cut with WCAG 1.4.12's text
 * spacing, no focused control under the fixed bars, and a title of its own (accessibility-pass.ts
 * holds the checks). One page load per screen and size.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSessionFor, type ApiSession } from './admin-api.ts';
import { retireIfUnfinished } from './leader-donation-api.ts';
import { demoAccounts, expect, signIn, test } from './fixtures.ts';
import { checkScreen, DESK, NARROW, PHONE } from './accessibility-pass.ts';
import { MESSAGE_CONSENT_VERSION } from '#contract/message-consent.ts';
import type { FamilyMessageList } from '#contract/family-messages.ts';
import { drawnPhoto, freshDonationForJoao, signInAsJoao } from './walk-leader.ts';

/** `stepOf`: a later step of the same screen, which the SPEC names with the same heading. */
type Visit = { path: string; title?: string; stepOf?: string };
const SIZES = [PHONE, DESK, NARROW] as const;

async function checkEveryScreen(page: Page, screens: readonly Visit[]) {
  const titles = new Map<string, string>();
  for (const screen of screens) {
    for (const size of SIZES) await checkScreen(page, screen, size);
    if (!screen.stepOf) titles.set(screen.path, await page.title());
  }
  // A title of its own: no two screens of the walk share one.
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  const shared = [...byTitle].filter(([, paths]) => paths.length > 1);
  expect.soft(shared, 'screens that share a title').toEqual([]);
}

/**
 * One donation of João's waiting for him, one received with its first card not delivered, its
 * second delivered with consent and its third still to deliver.
 */
let waiting: { admin: ApiSession; donationId: string };
/** A complaint every complaint reader may open (not sensitive), taken by phone. */
let complaintId: string;
/** The demo 'Pacote' (a donation charge file), whose donor report Ana opens. */
let packageId: string;
let received: { admin: ApiSession; donationId: string; voucherIds: string[] };
/** A verification round of every delivery so far, drawn by the ombudsperson. */
let roundId: string;
/** A card provider's statement waiting for Ana's confirmation (its dry run). */
let statementId: string;

let request: APIRequestContext;

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  waiting = await freshDonationForJoao(request, baseURL, 2);
  received = await freshDonationForJoao(request, baseURL, 3);
  const joao = await apiSessionFor(request, new URL(baseURL ?? '').origin, demoAccounts.joao.cpf);
  // The server takes a leader's writes only after today's health checklist (R8.12).
  expect((await joao.post('/checklist', {})).status).toBe(201);
  const page = await browser.newPage();
  const photo = await drawnPhoto(page, 200);
  await page.close();
  const at = { lat: '-23.5505', lon: '-46.6333' };
  const receipt = await joao.post(`/donations/${received.donationId}/receive`, {
    multipart: {
      receivedQuantity: '3',
      ...at,
      receiveDonationFile: { name: 'recebimento.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(receipt.status).toBe(204);
  const card = await joao.post(`/donations/${received.donationId}/donate`, {
    multipart: {
      voucherId: received.voucherIds[0]!,
      ...at,
      delivered: 'false',
      leaderComment: 'A família mudou de endereço.',
    },
  });
  expect(card.status).toBe(204);
  // The second card delivered with the family's consent: 'Mensagens de teste' holds its message.
  const consented = await joao.post(`/donations/${received.donationId}/donate`, {
    multipart: {
      voucherId: received.voucherIds[1]!,
      ...at,
      delivered: 'true',
      receivedName: 'Josefa Ribeiro',
      receivedContactNumber: '(11) 98765-1200',
      messageConsent: MESSAGE_CONSENT_VERSION,
      donateDonationFile: { name: 'entrega.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(consented.status).toBe(204);
  const olga = await apiSessionFor(
    request,
    new URL(baseURL ?? '').origin,
    demoAccounts.ouvidoria.cpf,
  );
  // Drawn with its answer form: the message has reached the local provider's phone.
  await expect
    .poll(async () => {
      const list = await olga.get<FamilyMessageList>('/messages');
      return list.body.messages.find((m) => m.voucherId === received.voucherIds[1])?.status;
    })
    .toBe('sent');
  const opened = await olga.post<{ id: string }>('/complaints', {
    data: {
      category: 'cardProblem',
      description: 'O cartão veio sem saldo.',
      phone: '11987654321',
      anonymous: false,
      donationId: received.donationId,
    },
  });
  expect(opened.status).toBe(201);
  complaintId = opened.body.id;
  const charges = await waiting.admin.get<{ loads: { _id: string; type: string }[] }>('/load');
  packageId = charges.body.loads.find((load) => load.type === 'donation')!._id;
  const round = await olga.post<{ round: { id: string } }>('/verification/rounds', {
    data: {
      from: '2020-01-01',
      to: new Date().toISOString().slice(0, 10),
      method: 'call',
      sizeKind: 'count',
      size: 3,
    },
  });
  expect(round.status).toBe(201);
  roundId = round.body.round.id;
  const statement = await received.admin.post<{ _id: string }>('/load/statement', {
    multipart: {
      file: {
        name: 'extrato.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `cardNumber;activationDate;firstUseDate;balance;expiryDate\r\n${received.voucherIds[1]};;;50,00;31/12/2027\r\n`,
        ),
      },
    },
  });
  expect(statement.status).toBe(201);
  statementId = statement.body._id;
});

test.afterAll(async () => {
  await retireIfUnfinished(waiting.admin, waiting.donationId);
  await retireIfUnfinished(received.admin, received.donationId);
  await request.dispose();
});

const donationScreens = (): Visit[] => [
  { path: `/donation/${received.donationId}/details` },
  { path: `/donation/${received.donationId}/delivered-details/${received.voucherIds[0]}` },
];

test('a stranger: the public screens', async ({ page }) => {
  test.setTimeout(120_000);
  await checkEveryScreen(page, [
    { path: '/', title: 'Cestas Solidárias' },
    { path: '/cadastro' },
    // The light pages are made at build time with a title of their own.
    { path: '/comprovante', title: 'Conferir entrega – Cestas Solidárias' },
    { path: '/ouvidoria', title: 'Fale conosco / Ouvidoria – Cestas Solidárias' },
    { path: '/transparencia', title: 'Transparência – Cestas Solidárias' },
    { path: '/pagina-que-nao-existe' },
  ]);
});

test('João, a leader: every screen of his flow', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsJoao(page);
  const donation = received.donationId;
  await checkEveryScreen(page, [
    { path: '/donation-list' },
    { path: `/donation/${waiting.donationId}/wait` },
    { path: `/donation/${waiting.donationId}/wait/prof` },
    { path: `/donation/${donation}/received/current` },
    { path: `/donation/${donation}/received/current/${received.voucherIds[2]}/prof` },
    { path: '/profile' },
    { path: '/profile/settings' },
    { path: '/profile/password' },
  ]);
});

test('Ana, an admin: every screen of the desk and the phone', async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await checkEveryScreen(page, [
    { path: '/donation-list' },
    { path: '/overview' },
    { path: '/donation/register' },
    ...donationScreens(),
    { path: '/filter' },
    { path: '/charge' },
    { path: '/charge/add' },
    { path: `/charge/${packageId}/donor-report` },
    { path: `/charge/${statementId}/extrato` },
    { path: `/cards/${received.voucherIds[1]}` },
    { path: '/export' },
    { path: '/export/types' },
    { path: '/export/filters', stepOf: '/export/types' },
    { path: '/profile' },
    { path: '/profile/settings' },
    { path: '/profile/password' },
    { path: '/accounts/password-reset' },
    { path: '/access-log' },
    { path: '/data-subject' },
    { path: '/complaints' },
    { path: '/complaints?show=overdue', stepOf: '/complaints' },
    { path: `/complaints/${complaintId}` },
    { path: '/complaints/new' },
    { path: '/verification' },
    { path: `/verification/${roundId}` },
    { path: '/messages' },
    // QA's inspector, built in for this suite (global-setup) and open to staff.
    { path: '/machines' },
  ]);
});

test('Rita, readonly: the screens she may open', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demoAccounts.readonly.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await checkEveryScreen(page, [
    { path: '/donation-list' },
    { path: '/overview' },
    ...donationScreens(),
    { path: '/charge' },
    { path: '/export' },
    { path: '/export/types' },
    { path: '/profile' },
    { path: '/complaints' },
    { path: `/complaints/${complaintId}` },
    { path: '/verification' },
    { path: `/verification/${roundId}` },
  ]);
});

test("Olga, the ombudsperson: her queue, the families' messages and her profile", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demoAccounts.ouvidoria.cpf);
  await expect(page).toHaveURL(/\/complaints$/);
  await checkEveryScreen(page, [
    { path: '/complaints' },
    { path: `/complaints/${complaintId}` },
    { path: '/complaints/new' },
    { path: '/verification' },
    { path: `/verification/${roundId}` },
    { path: '/messages' },
    { path: '/profile' },
    { path: '/profile/settings' },
    { path: '/profile/password' },
  ]);
});
