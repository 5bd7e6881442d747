/**
 * Verification by sampling (docs/product.md R19): Ana draws a round of the campaign's deliveries,
 * shows one family's phone with a reason, records that nobody answered, and sees the round's
 * results and its draw checked. 'Não atendeu' changes nothing on the card, so the other specs
 * that share this server read the same deliveries.
 */
import { test, expect, expectAccessible, demoAccounts, signIn } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('Ana creates a verification round, shows a phone and records an outcome', async ({ page }) => {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.goto('/verification');
  await expect(
    page.getByRole('heading', { name: 'Verificação por amostragem', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Entregas de', { exact: true }).fill('2020-01-01');
  await page.getByLabel('Método', { exact: true }).selectOption({ label: 'Ligação' });
  // A size that is not a number is refused on the spot, with how to fix it.
  await page.getByLabel('Tamanho da amostra', { exact: true }).fill('dez');
  await page.getByRole('button', { name: 'Sortear amostra' }).click();
  await expect(page.getByLabel('Tamanho da amostra', { exact: true })).toBeFocused();
  await expect(page.getByText(/Informe o tamanho da amostra/)).toBeVisible();
  await page.getByLabel('Tamanho da amostra', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Sortear amostra' }).click();

  await expect(page).toHaveURL(/\/verification\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: 'Rodada de verificação', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/^3 de \d+ entregas sorteadas/)).toBeVisible();
  const calls = page.getByRole('list', { name: 'Entregas sorteadas' }).getByRole('listitem');
  await expect(calls).toHaveCount(3);
  const first = calls.first();
  await expect(first.getByText(/\(\*\*\) \*\*\*\*\*-\d{4}/)).toBeVisible();
  await expectAccessible(page);

  // The phone, whole, only with a reason.
  await first.getByRole('button', { name: 'Mostrar telefone' }).click();
  await first.getByLabel('Motivo para ver o telefone').fill('Ligação da verificação');
  await first.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(first.getByRole('link', { name: /\(\d{2}\) \d{4,5}-\d{4}/ })).toBeVisible();

  await first.getByLabel('Resultado', { exact: true }).selectOption({ label: 'Não atendeu' });
  await first.getByLabel('Observação').fill('Caixa postal às 10h.');
  await first.getByRole('button', { name: 'Registrar resultado' }).click();
  await expect(first.getByText('Resultado: Não atendeu')).toBeVisible();
  await expect(first.getByText('Observação: Caixa postal às 10h.')).toBeVisible();
  // Nobody answered: another try is offered.
  await expect(first.getByRole('button', { name: 'Registrar nova tentativa' })).toBeVisible();
  await expect(page.getByText(/1 de 3 com resultado/)).toBeVisible();

  await page.getByRole('button', { name: 'Conferir sorteio' }).click();
  await expect(
    page.getByText('O sorteio refeito com a semente guardada dá a mesma amostra.'),
  ).toBeVisible();
  await expectAccessible(page);

  // The round is listed with its results, and on the overview.
  await page.goto('/overview');
  const section = page.getByRole('region', { name: 'Resultados das rodadas mais recentes' });
  await expect(section.getByRole('row')).not.toHaveCount(0);
});
