import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn, signOut, expectAccessible, demoAccounts } from './fixtures.ts';

/** The inspector is for staff (decision 167): Ana signs in, then opens /machines in the same tab. */
async function openInspector(page: Page): Promise<void> {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.goto('/machines');
}

test('a stranger who opens /machines is sent to the landing page, a leader to his list', async ({
  page,
}) => {
  await page.goto('/machines');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { name: 'Máquinas de estado' })).toHaveCount(0);

  await signIn(page, demoAccounts.joao.cpf);
  await expect(page).toHaveURL(/\/(checklist|donation-list)$/);
  await page.goto('/machines');
  await expect(page).toHaveURL(/\/(checklist|donation-list)$/);
  await expect(page.getByRole('heading', { name: 'Máquinas de estado' })).toHaveCount(0);
});

/**
 * QA follows the machines live: /machines open in one tab, João uses the app in another tab of
 * the same browser. Opening one of his waiting donations (not the newest: leader-flow.spec walks
 * that one) starts a donation-flow actor whose state the inspector highlights. Nothing is
 * submitted, so no donation changes status.
 */

test('the /machines page follows the session and donation-flow actors of another tab', async ({
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const inspector = await context.newPage();
  await openInspector(inspector);
  await expect(
    inspector.getByRole('heading', { level: 1, name: 'Máquinas de estado' }),
  ).toBeVisible({ timeout: 60_000 });
  const flow = inspector.locator('section[data-machine="donationFlow"]');
  const flowState = flow.getByRole('status').filter({ hasText: 'Estado atual' });
  await expect(flowState).toHaveText('Estado atual: nenhum ator em execução');
  await expect(flow.locator('[data-active="true"]')).toHaveCount(0);
  await expectAccessible(inspector);

  // The app's tab shares Ana's sign-in: she leaves it there (the inspector keeps hers) for João.
  const app = await context.newPage();
  await app.goto('/donation-list');
  await signOut(app);
  await signIn(app, demoAccounts.joao.cpf);
  // João has no checklist yet unless another spec already confirmed it today.
  await expect(app).toHaveURL(/\/(checklist|donation-list)$/);
  if (app.url().endsWith('/checklist')) {
    await app.getByRole('checkbox').check();
    await app.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(app).toHaveURL(/\/donation-list$/);
  await expect(
    inspector
      .locator('section[data-machine="session"]')
      .getByRole('status')
      .filter({ hasText: 'Estado atual' }),
  ).toContainText('signedIn');

  const list = app.getByRole('list', { name: 'Lista de doações' });
  const waitingCard = list.getByRole('link').filter({ hasText: 'Esperando recebimento' }).last();
  await waitingCard.click();
  await expect(app).toHaveURL(/\/donation\/RJ-\d{17}\/wait$/);
  await app.getByRole('link', { name: 'Cartões Recebidos' }).click();
  await expect(app).toHaveURL(/\/donation\/RJ-\d{17}\/wait\/prof$/);
  await expect(app.getByLabel('Foto dos cartões recebidos')).toBeAttached();

  // The flow loaded the donation (status 1) and waits for its receipt: the inspector shows it.
  await expect(flowState).toHaveText('Estado atual: waiting');
  await expect(flow.locator('[data-state-id="donationFlow.waiting"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  // The donation this actor follows, and the arrow that brought it to 'waiting'.
  await expect(flow.getByRole('button', { name: /^RJ-\d{17} \(.+\): waiting$/ })).toBeVisible();
  await expect(flow.locator('[data-last="true"]').first()).toBeAttached();
  await expect(flow.locator('[data-state-id="donationFlow.loading"]')).not.toHaveAttribute(
    'data-active',
    'true',
  );
  const log = inspector.getByTestId('machines-event-log');
  await expect(
    log.getByRole('cell', { name: 'xstate.done.actor.loadDonation' }).first(),
  ).toBeVisible();
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

/**
 * Every label of a diagram (state names, arrow labels) with its size on screen (its font size
 * times the drawing's zoom), the diagram's window, and the part of the window the drawing covers.
 */
async function labelBoxes(
  section: Locator,
): Promise<{ viewport: Box; drawing: Box; labels: { text: string; box: Box; px: number }[] }> {
  return section.evaluate((element) => {
    const toBox = (rect: DOMRect) => ({
      x: rect.x,
      y: rect.y,
      width: rect.width,
      height: rect.height,
    });
    const viewport = element.querySelector('[data-diagram-viewport]')!.getBoundingClientRect();
    const layer = element.querySelector<SVGGElement>('[data-zoom-layer]')!;
    const labels = [...element.querySelectorAll<SVGGraphicsElement>('[data-label]')].map(
      (label) => {
        const text = label.matches('text') ? label : label.querySelector('text')!;
        return {
          text: label.textContent ?? '',
          box: toBox(label.getBoundingClientRect()),
          px: Number(text.getAttribute('font-size')) * (text.getScreenCTM()?.a ?? 0),
        };
      },
    );
    return { viewport: toBox(viewport), drawing: toBox(layer.getBoundingClientRect()), labels };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** How much of `outer`'s width and height `inner` covers, 0–1. */
const coverage = (inner: Box, outer: Box) => ({
  width:
    Math.max(
      0,
      Math.min(inner.x + inner.width, outer.x + outer.width) - Math.max(inner.x, outer.x),
    ) / outer.width,
  height:
    Math.max(
      0,
      Math.min(inner.y + inner.height, outer.y + outer.height) - Math.max(inner.y, outer.y),
    ) / outer.height,
});

/** After 'Ajustar à tela': every label at least 11 px on screen, none on top of another, no empty bands. */
async function expectReadable(section: Locator, name: string) {
  await section.getByRole('button', { name: 'Ajustar à tela' }).click();
  const { viewport, drawing, labels } = await labelBoxes(section);
  expect(labels.length, name).toBeGreaterThan(3);
  const small = labels
    .filter((label) => label.px < 11)
    .map((label) => `${label.text} (${label.px.toFixed(1)} px)`);
  expect(small, `${name}: labels under 11 px on screen`).toEqual([]);
  const overlapping: string[] = [];
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1))
      if (overlaps(a.box, b.box)) overlapping.push(`${a.text} × ${b.text}`);
  });
  expect(overlapping, `${name}: labels on top of each other`).toEqual([]);
  // The drawing fills its window across at least one side: no thin strip between empty bands.
  const covered = coverage(drawing, viewport);
  expect(
    Math.max(covered.width, covered.height),
    `${name}: part of the window the drawing covers`,
  ).toBeGreaterThan(0.9);
  // Something readable is in view at once: the fitted drawing starts inside the window.
  expect(
    labels.some((label) => overlaps(label.box, viewport)),
    `${name}: a label in view`,
  ).toBe(true);
}

async function expectReadableLayout(page: Page) {
  const sections = page.locator('section[data-machine]');
  await expect(sections).toHaveCount(4, { timeout: 60_000 });
  for (const section of await sections.all()) {
    await expect(
      section.locator('svg[data-machine-diagram] [data-label="transition"]').first(),
    ).toBeAttached({ timeout: 90_000 });
    await expectReadable(section, (await section.getAttribute('data-machine')) ?? '');
  }
  // The page itself never scrolls sideways: the diagrams pan inside their windows.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

for (const width of [390, 1280]) {
  test(`after 'Ajustar à tela' at ${width} px every machine's labels are readable (≥ 11 px) and lie apart`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openInspector(page);
    await expectReadableLayout(page);
    // The coverage arrives from its worker: no transition is left without a test path.
    for (const machine of ['session', 'donationFlow', 'voucherDelivery']) {
      await expect(page.locator(`[data-unwalked="${machine}"]`)).toContainText(
        'Nenhuma: todos os caminhos gerados juntos percorrem cada transição.',
        { timeout: 30_000 },
      );
    }
    await expectAccessible(page);
  });
}

test("'Abrir este estado' draws one compound state alone, readable, and 'Mostrar a máquina inteira' brings the machine back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openInspector(page);
  const session = page.locator('section[data-machine="session"]');
  await expect(session.locator('[data-label="transition"]').first()).toBeAttached({
    timeout: 90_000,
  });
  const whole = await session.locator('[data-state-id]').count();

  // Reached with Tab, a button panned out of the window is brought into view (WCAG 2.4.11), then pressed.
  const open = session.getByRole('button', { name: 'Abrir este estado: signedIn' });
  await open.focus();
  await expect(open).toBeInViewport();
  await open.press('Enter');
  await expect(
    session.getByRole('status').filter({ hasText: 'Mostrando só o estado signedIn' }),
  ).toBeVisible();
  await expect(session.locator('[data-state-id="session.signedIn"]')).toBeAttached();
  await expect(session.locator('[data-state-id="session.restoring"]')).toHaveCount(0);
  expect(await session.locator('[data-state-id]').count()).toBeLessThan(whole);
  await expectReadable(session, 'session.signedIn');
  await expectAccessible(page);

  await session.getByRole('button', { name: 'Mostrar a máquina inteira' }).click();
  await expect(session.locator('[data-state-id="session.restoring"]')).toBeAttached();
  expect(await session.locator('[data-state-id]').count()).toBe(whole);
});

test('from 1024 px the simulation sits beside its diagram, and the guards show their names', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInspector(page);
  await expect(page.locator('[data-diagram-viewport]')).toHaveCount(4, { timeout: 90_000 });
  for (const section of await page.locator('section[data-machine]').all()) {
    const name = await section.getAttribute('data-machine');
    const diagram = (await section.locator('[data-diagram-viewport]').boundingBox())!;
    const simulation = (await section.locator('section[data-simulation]').boundingBox())!;
    expect(simulation.x, `${name}: simulation to the right of the diagram`).toBeGreaterThanOrEqual(
      diagram.x + diagram.width,
    );
    expect(simulation.y, `${name}: simulation beside the diagram, not below it`).toBeLessThan(
      diagram.y + diagram.height,
    );
  }
  // Each guard offered now is named, never an inline function's 'guard'.
  const guards = page.locator('section[data-simulation] li[data-guard-passed]');
  await expect(guards.first()).toBeAttached();
  expect((await guards.allTextContents()).filter((text) => /\bguard:/.test(text))).toEqual([]);
});
