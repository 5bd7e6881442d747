import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

/**
 * QA follows the machines live: /machines open in one tab, João uses the app in another tab of
 * the same browser. Opening one of his waiting donations (not the newest: leader-flow.spec walks
 * that one) starts a donation-flow actor whose state the inspector highlights. Nothing is
 * submitted, so no donation changes status.
 */

test('the /machines page follows the session and donation-flow actors of another tab', async ({ context }, testInfo) => {
  test.setTimeout(120_000);
  const inspector = await context.newPage();
  await inspector.goto('/machines');
  await expect(inspector.getByRole('heading', { level: 1, name: 'Máquinas de estado' })).toBeVisible();
  const flow = inspector.locator('section[data-machine="donationFlow"]');
  const flowState = flow.getByRole('status').filter({ hasText: 'Estado atual' });
  await expect(flowState).toHaveText('Estado atual: nenhum ator em execução');
  await expect(flow.locator('[data-active="true"]')).toHaveCount(0);
  await expectAccessible(inspector);

  const app = await context.newPage();
  await signIn(app, demoAccounts.joao.cpf);
  // João has no checklist yet unless another spec already confirmed it today.
  await expect(app).toHaveURL(/\/(checklist|donation-list)$/);
  if (app.url().endsWith('/checklist')) {
    await app.getByRole('checkbox').check();
    await app.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(app).toHaveURL(/\/donation-list$/);
  await expect(inspector.locator('section[data-machine="session"]').getByRole('status').filter({ hasText: 'Estado atual' })).toContainText('signedIn');

  const list = app.getByRole('list', { name: 'Lista de doações' });
  const waitingCard = list.getByRole('link').filter({ hasText: 'Esperando recebimento' }).last();
  await waitingCard.click();
  await expect(app).toHaveURL(/\/donation\/RJ-\d{17}\/wait$/);
  await app.getByRole('link', { name: 'Cartões Recebidos' }).click();
  await expect(app).toHaveURL(/\/donation\/RJ-\d{17}\/wait\/prof$/);
  await expect(app.getByLabel('Foto dos cartões recebidos')).toBeAttached();

  // The flow loaded the donation (status 1) and waits for its receipt: the inspector shows it.
  await expect(flowState).toHaveText('Estado atual: waiting');
  await expect(flow.locator('[data-state-id="donationFlow.waiting"]')).toHaveAttribute('data-active', 'true');
  // The donation this actor follows, and the arrow that brought it to 'waiting'.
  await expect(flow.getByRole('button', { name: /^RJ-\d{17} \(.+\): waiting$/ })).toBeVisible();
  await expect(flow.locator('[data-last="true"]').first()).toBeAttached();
  await expect(flow.locator('[data-state-id="donationFlow.loading"]')).not.toHaveAttribute('data-active', 'true');
  const log = inspector.getByTestId('machines-event-log');
  await expect(log.getByRole('cell', { name: 'xstate.done.actor.loadDonation' }).first()).toBeVisible();
  await expect(log.getByRole('cell', { name: /^\d{2}:\d{2}:\d{2}$/ }).first()).toBeVisible();
  // Event types and state values only: no CPF, no token, no name in the log.
  await expect(log).not.toContainText('246');
  await expect(log).not.toContainText('João');

  await inspector.bringToFront();
  await flow.scrollIntoViewIfNeeded();
  const screenshot = testInfo.outputPath('machines-inspector.png');
  await inspector.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('machines-inspector', { path: screenshot, contentType: 'image/png' });
  await expectAccessible(inspector);
});

type Box = { x: number; y: number; width: number; height: number };

/** Every label of a diagram (state names, arrow labels) and the diagram's window, on screen. */
async function labelBoxes(section: Locator): Promise<{ viewport: Box; labels: { text: string; box: Box }[] }> {
  return section.evaluate((element) => {
    const toBox = (rect: DOMRect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
    const viewport = element.querySelector('[data-diagram-viewport]')!.getBoundingClientRect();
    const labels = [...element.querySelectorAll('[data-label]')].map((label) => ({
      text: label.textContent ?? '',
      box: toBox(label.getBoundingClientRect()),
    }));
    return { viewport: toBox(viewport), labels };
  });
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

async function expectReadableLayout(page: Page) {
  const sections = page.locator('section[data-machine]');
  await expect(sections).toHaveCount(4);
  for (const section of await sections.all()) {
    await expect(section.locator('svg[data-machine-diagram] [data-label="transition"]').first()).toBeAttached({ timeout: 30_000 });
    await section.getByRole('button', { name: 'Ajustar à tela' }).click();
    const { viewport, labels } = await labelBoxes(section);
    expect(labels.length).toBeGreaterThan(5);
    const outside = labels.filter((label) => !inside(label.box, viewport)).map((label) => label.text);
    expect(outside, 'labels outside the diagram').toEqual([]);
    const overlapping: string[] = [];
    labels.forEach((a, i) => {
      for (const b of labels.slice(i + 1)) if (overlaps(a.box, b.box)) overlapping.push(`${a.text} × ${b.text}`);
    });
    expect(overlapping, 'labels on top of each other').toEqual([]);
  }
  // The page itself never scrolls sideways: the diagrams pan inside their windows.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const width of [390, 1280]) {
  test(`after 'Ajustar à tela' at ${width} px every machine's labels lie apart and inside the diagram`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/machines');
    await expectReadableLayout(page);
    // The coverage arrives from its worker: no transition is left without a test path.
    for (const machine of ['session', 'donationFlow', 'voucherDelivery']) {
      await expect(page.locator(`[data-unwalked="${machine}"]`)).toContainText('Nenhuma: todos os caminhos gerados juntos percorrem cada transição.', { timeout: 30_000 });
    }
    await expectAccessible(page);
  });
}
