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
  const flowState = flow.getByRole('status');
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
  await expect(inspector.locator('section[data-machine="session"]').getByRole('status')).toContainText('signedIn');

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
