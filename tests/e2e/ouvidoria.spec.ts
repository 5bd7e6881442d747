/**
 * /ouvidoria (docs/product.md R16.1–R16.3) at 390×844, without signing in: the form, the
 * protocol, its status before and after the ombudsperson answers, nothing typed lost on a refusal,
 * and the page reachable from the landing page.
 */
import { apiSessionFor } from './admin-api.ts';
import { test, expect, expectAccessible, demoAccounts } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a family sends a complaint, keeps the protocol and reads the answer', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Fale conosco \/ Ouvidoria/ }).click();
  await expect(page).toHaveURL(/\/ouvidoria$/);
  await expect(page).toHaveTitle('Fale conosco / Ouvidoria – Cestas Solidárias');
  await expectAccessible(page);

  // What is wrong is said beside the field, and nothing typed is lost.
  await page.getByLabel('O que aconteceu?').fill('O cartão veio bloqueado.');
  await page.getByLabel('Telefone para contato (se quiser)').fill('1198');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Escolha o assunto da sua mensagem.')).toBeVisible();
  await expect(page.getByText(/Digite o telefone com DDD/)).toBeVisible();
  await expect(page.getByLabel('O que aconteceu?')).toHaveValue('O cartão veio bloqueado.');
  await expectAccessible(page);

  await page.getByLabel('Assunto').selectOption({ label: 'Cartão sem saldo ou bloqueado' });
  await page.getByLabel('Quero ficar anônimo').check();
  await expect(page.getByLabel('Telefone para contato (se quiser)')).toBeDisabled();
  await expect(page.getByLabel('Telefone para contato (se quiser)')).toHaveValue('');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();

  await expect(page.getByRole('heading', { name: 'Mensagem enviada' })).toBeFocused();
  const protocol = (await page.getByText(/^OUV-[0-9A-Z]{6}$/).textContent()) ?? '';
  expect(protocol).toMatch(/^OUV-[0-9A-HJKMNP-TV-Z]{6}$/);
  // Nothing typed travels in the address.
  expect(page.url()).not.toContain('bloqueado');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Nova', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Ainda sem resposta. Consulte de novo em alguns dias.'),
  ).toBeVisible();

  const origin = new URL(baseURL ?? '').origin;
  const olga = await apiSessionFor(request, origin, demoAccounts.ouvidoria.cpf.replace(/\D/g, ''));
  const queue = await olga.get<{ complaints: { id: string; protocol: string }[] }>(
    '/complaints?stage=open',
  );
  const complaint = queue.body.complaints.find((item) => item.protocol === protocol);
  expect(complaint).toBeDefined();
  const answered = await olga.post(`/complaints/${complaint!.id}/stage`, {
    data: {
      stage: 'answered',
      note: 'Falei com a operadora do cartão.',
      publicAnswer: 'O cartão foi desbloqueado. Tente usar de novo.',
    },
  });
  expect(answered.status).toBe(204);

  await page.reload();
  await page.getByRole('textbox', { name: 'Protocolo' }).fill(protocol.toLowerCase());
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Respondida', { exact: true })).toBeVisible();
  await expect(page.getByText('O cartão foi desbloqueado. Tente usar de novo.')).toBeVisible();
  await expect(page.getByText('Falei com a operadora')).toHaveCount(0);
  await expectAccessible(page);
});

test('an unknown protocol says so, and the page fits 320 px without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/ouvidoria');
  await page.getByRole('textbox', { name: 'Protocolo' }).fill('OUV-000000');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(
    page.getByText('Não encontramos este protocolo. Confira as letras e números.'),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
