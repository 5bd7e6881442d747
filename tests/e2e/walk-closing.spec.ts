import type { Page } from '@playwright/test';
import { apiSessionFor } from './admin-api.ts';
import { createDonationWithCards, retireIfUnfinished } from './leader-donation-api.ts';
import { demoAccounts, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { DESK, PHONE } from './walk-leader.ts';

/**
 * Closing a donation asks first, can be undone for a while, and reopened later with a reason
 * (docs/product.md R13.2). Ana works on a donation of Carlos's made fresh for each size, so no
 * other spec reads it; it is left returned at the end.
 */

const CARLOS_CPF_DIGITS = '32165498791';
const CARLOS_SITE = 'Centro Comunitário Jardim Florence';

async function close(
  page: Page,
  donationId: string,
  status: 'Devolvido' | 'Extraviado',
  reason: string,
) {
  const form = page.getByRole('form', { name: 'Encerrar doação' });
  await form.getByRole('combobox', { name: 'Nova situação' }).selectOption({ label: status });
  await form.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await form.getByRole('button', { name: 'Registrar encerramento' }).click();
  return page.getByRole('dialog', { name: `Marcar a doação ${donationId} como ${status}?` });
}

let tag = 0;

for (const size of [PHONE, DESK]) {
  test(`Ana closes a donation after a question, undoes it, closes it again and reopens it with a reason (${size.width}×${size.height})`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const admin = await apiSessionFor(
      request,
      new URL(baseURL ?? '').origin,
      demoAccounts.admin.cpf,
    );
    tag += 1;
    const { donationId } = await createDonationWithCards(
      admin,
      CARLOS_CPF_DIGITS,
      CARLOS_SITE,
      2,
      process.pid * 10 + tag,
    );
    try {
      await signIn(page, demoAccounts.admin.cpf);
      await expect(page).toHaveURL(/\/donation-list$/);
      await page.goto(`/donation/${donationId}/details`);
      await expect(page.getByText('Etapa 1 de 4: Aguardando')).toBeVisible();

      // The question names the donation and the new status; 'Voltar' changes nothing.
      let question = await close(
        page,
        donationId,
        'Devolvido',
        'Cartões devolvidos à unidade pela líder.',
      );
      await expect(question).toContainText('Você poderá desfazer por 5 minutos');
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`closing-question-${size.width}.png`) });
      await question.getByRole('button', { name: 'Voltar' }).click();
      await expect(question).toBeHidden();
      await expect(page.getByText('Etapa 1 de 4: Aguardando')).toBeVisible();

      question = await close(
        page,
        donationId,
        'Devolvido',
        'Cartões devolvidos à unidade pela líder.',
      );
      await question.getByRole('button', { name: 'Sim, marcar como Devolvido' }).click();
      await expect(page.getByText('Doação marcada como Devolvido.')).toBeVisible();
      await expect(
        page.getByText(
          /Você marcou esta doação como Devolvido\. Se foi engano, desfaça até \d{2}h\d{2}\./,
        ),
      ).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`closing-undo-${size.width}.png`),
        fullPage: true,
      });

      // 'Desfazer': back where it was, both lines in the history with who and when.
      await page.getByRole('button', { name: 'Desfazer' }).click();
      await expect(
        page.getByText('Encerramento desfeito. A doação voltou para Esperando recebimento.'),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: 'Encerrar doação' })).toBeVisible();
      const history = page.getByRole('region', { name: 'Histórico da doação' });
      await expect(history).toContainText(
        /Devolvido por Ana Costa em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}/,
      );
      await expect(history).toContainText(
        /Encerramento desfeito por Ana Costa em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}: voltou para Esperando recebimento/,
      );

      // Closed again, then reopened (any time later) with a reason.
      question = await close(page, donationId, 'Extraviado', 'Pacote não chegou à líder.');
      await question.getByRole('button', { name: 'Sim, marcar como Extraviado' }).click();
      const reopen = page.getByRole('form', { name: 'Reabrir doação' });
      await expect(reopen).toContainText(
        'A doação volta para a situação anterior ao encerramento: Esperando recebimento.',
      );
      await reopen
        .getByRole('textbox', { name: 'Motivo da reabertura' })
        .fill('Pacote encontrado na unidade.');
      await reopen.getByRole('button', { name: 'Reabrir doação' }).click();
      await page
        .getByRole('dialog', { name: `Reabrir a doação ${donationId} como Esperando recebimento?` })
        .getByRole('button', { name: 'Sim, reabrir' })
        .click();
      await expect(page.getByText('Doação reaberta como Esperando recebimento.')).toBeVisible();
      await expect(history).toContainText(
        /Reaberta por Ana Costa em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}: voltou para Esperando recebimento/,
      );
      await expect(history).toContainText('Motivo: Pacote encontrado na unidade.');
      await expect(page.getByText('Etapa 1 de 4: Aguardando')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`closing-history-${size.width}.png`),
        fullPage: true,
      });
    } finally {
      await retireIfUnfinished(admin, donationId);
    }
  });
}
