/**
 * Issue 14 items 15–17 in Chromium on the demo data: Ana opens Fernanda's completed donation and
 * sees its anomaly flags and the plot of receipt, site and deliveries with distances (no map tiles
 * here: there is no internet), marks Carlos's waiting donation 'Extraviado' with a reason and sees
 * the audit entry, then filters the list by one flag. Only Carlos's seeded donation is changed.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, expectAccessible, demoAccounts } from './fixtures.ts';

async function signInAsAna(page: Page) {
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(page.getByRole('list', { name: 'Lista de doações' })).toBeVisible();
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de doações' }).getByRole('link');

test('Ana sees the flags and the delivery proof with distances on a donation with anomalies', async ({
  page,
}) => {
  await signInAsAna(page);
  await cards(page).filter({ hasText: 'Líder: Fernanda Oliveira' }).first().click();
  await expect(page).toHaveURL(/\/donation\/RJ-\d{17}\/details$/);

  const flags = page.getByRole('list', { name: 'Alertas' });
  // Each flag, then what raised it (docs/product.md R13.5).
  await expect(flags.locator(':scope > li')).toHaveText([
    /^Entrega a mais de 20 km do ponto de recebimento/,
    /^Mesma foto usada em duas entregas/,
    /^Entrega depois do prazo de 24 horas/,
    /^Quantidade recebida diferente da enviada/,
  ]);
  await expect(flags.getByText(/^Cartão 2: a 33,\d+ km do ponto de recebimento$/)).toBeVisible();
  await expect(flags.getByText('Recebimento: 3 cartões recebidos de 2 enviados')).toBeVisible();

  const proof = page.getByRole('region', { name: 'Comprovação da entrega' });
  const plot = proof.getByRole('img', {
    name: /ponto de recebimento \(R\), unidade \(U\) e 2 entregas/,
  });
  await expect(plot).toBeVisible();
  await expect(plot).toContainText(/33,\d+ km/);
  await expect(
    proof.getByText(/^Cartão 2 \(entregue\): a 33,\d+ km do recebimento, a 33,\d+ km da unidade$/),
  ).toBeVisible();
  await expect(proof.getByText('Ponto de recebimento: a 0 km da unidade')).toBeVisible();
  // Completed: nothing to close.
  await expect(page.getByRole('form', { name: 'Encerrar doação' })).toHaveCount(0);
  await expectAccessible(page);
});

test('Ana marks a waiting donation Extraviado with a reason and sees who did it, then filters by a flag', async ({
  page,
}) => {
  await signInAsAna(page);
  await cards(page)
    .filter({ hasText: 'Líder: Carlos Pereira' })
    .filter({ hasText: 'Esperando recebimento' })
    .first()
    .click();
  await expect(page.getByText('Etapa 1 de 4: Aguardando')).toBeVisible();
  await expect(page.getByText('Nenhum alerta para esta doação.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Encerrar doação' });
  await form.getByRole('combobox', { name: 'Nova situação' }).selectOption({ label: 'Extraviado' });
  await form.getByRole('button', { name: 'Registrar encerramento' }).click();
  await expect(form.getByText('Informe o motivo, de 5 a 500 caracteres.')).toBeVisible();
  await expectAccessible(page);

  await form
    .getByRole('textbox', { name: 'Motivo' })
    .fill('Pacote extraviado no transporte até Campinas.');
  await form.getByRole('button', { name: 'Registrar encerramento' }).click();
  await page
    .getByRole('dialog', { name: /^Marcar a doação [A-Z]{2}-\d{17} como Extraviado\?$/ })
    .getByRole('button', { name: 'Sim, marcar como Extraviado' })
    .click();
  await expect(page.getByText('Doação marcada como Extraviado.')).toBeVisible();
  const audit = page.getByRole('region', { name: 'Histórico da doação' });
  await expect(audit).toContainText(
    /Extraviado por Ana Costa em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}/,
  );
  await expect(audit).toContainText('Motivo: Pacote extraviado no transporte até Campinas.');
  await expect(
    page.getByText('Esta doação foi encerrada com a situação “Extraviado”.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Encerrar doação' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await expectAccessible(page);

  // Filter the list by one flag: only Maria's donation recorded 3 s apart.
  await page.goto('/donation-list');
  await page.getByRole('link', { name: /^Filtrar/ }).click();
  await expect(page).toHaveURL(/\/filter$/);
  await page
    .getByRole('combobox', { name: 'Alerta' })
    .selectOption({ label: '3 ou mais entregas em 10 segundos' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Maria da Silva');
  await expect(cards(page).first()).toContainText('Completo');
  await expectAccessible(page);
});
