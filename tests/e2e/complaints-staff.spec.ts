/**
 * The ombudsperson's screens (docs/product.md R16.4–R16.6): a family complains on /ouvidoria
 * without signing in, Olga signs in straight to 'Reclamações', answers it in the queue screens,
 * and the family reads the answer by its protocol; a complaint taken by phone gets its protocol.
 */
import { answerInQueue } from './complaints-queue.ts';
import { test, expect, expectAccessible, demoAccounts, signIn } from './fixtures.ts';

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
