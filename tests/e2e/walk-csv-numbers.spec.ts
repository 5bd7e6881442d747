import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { apiSessionFor } from './admin-api.ts';
import { retireIfUnfinished } from './leader-donation-api.ts';
import { demoAccounts, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { drawnPhoto, freshDonationForJoao, PHONE } from './walk-leader.ts';

/**
 * Exported coordinates are numbers (OWASP CSV injection: only cells that are not plain numbers
 * are neutralised). João records three cards of a fresh donation through the API at a
 * Brazilian position, with reasons that look like formulas; Ana exports its cards (complete) on a phone
 * and the CSV keeps '-23.5505' a number while '-1+1', '=1' and '@x' are prefixed.
 */

test("Ana's card export keeps negative coordinates as numbers and neutralises formulas (390×844)", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const { admin, donationId, voucherIds } = await freshDonationForJoao(request, baseURL, 3);
  try {
    const joao = await apiSessionFor(request, new URL(baseURL ?? '').origin, demoAccounts.joao.cpf);
    // The server takes a leader's writes only after today's health checklist (R8.12).
    expect((await joao.post('/checklist', {})).status).toBe(201);
    await page.goto('/');
    const photo = await drawnPhoto(page, 30);
    const at = { lat: '-23.5505', lon: '-46.6333' };
    const received = await joao.post(`/donations/${donationId}/receive`, {
      multipart: {
        receivedQuantity: '3',
        ...at,
        receiveDonationFile: { name: 'recebimento.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    });
    expect(received.status).toBe(204);
    for (const [index, reason] of ['-1+1', '=1', '@x'].entries()) {
      const recorded = await joao.post(`/donations/${donationId}/donate`, {
        multipart: {
          voucherId: voucherIds[index]!,
          ...at,
          delivered: 'false',
          leaderComment: reason,
        },
      });
      expect(recorded.status).toBe(204);
    }

    await signIn(page, demoAccounts.admin.cpf);
    await expect(page).toHaveURL(/\/donation-list$/);
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Exportação' })
      .click();
    await page.getByRole('link', { name: 'Nova Exportação' }).click();
    await page.getByRole('radio', { name: /^Cartões/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('textbox', { name: /Códigos das doações/ }).fill(donationId);
    // The complete file: a masked one leaves the comments out and rounds the positions.
    await page.getByRole('radio', { name: /^Completos/ }).check();
    await page.getByRole('button', { name: 'Gerar exportação' }).click();
    await expect(page).toHaveURL(/\/export$/);
    const item = page.getByRole('article', {
      name: new RegExp(`^Cartões — Doações: ${donationId}`),
    });
    await expect(item).toContainText('Situação:Processado', { timeout: 30_000 });
    await expectAccessible(page);

    const downloaded = new Promise<Download>((resolve) => {
      page.context().on('page', (tab) => tab.on('download', resolve));
      page.on('download', resolve);
    });
    await item.getByRole('button', { name: /^Baixar/ }).click();
    const bytes = await readFile(await (await downloaded).path());
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    const header = lines[0]!.split(';');
    const rows = lines.slice(1).map((line) => line.split(';'));
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(rows).toHaveLength(3);
    expect(column('Latitude')).toEqual(['-23.550500', '-23.550500', '-23.550500']);
    expect(column('Longitude')).toEqual(['-46.633300', '-46.633300', '-46.633300']);
    expect(column('Comentário do líder')).toEqual(["'-1+1", "'=1", "'@x"]);
  } finally {
    await retireIfUnfinished(admin, donationId);
  }
});
