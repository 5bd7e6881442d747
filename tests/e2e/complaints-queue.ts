import { expect, type Page } from '@playwright/test';

type StageChange = { note: string; answer: string };

/**
 * The ombudsperson (signed in on `page`) answers a complaint in the queue screens: opens
 * 'Reclamações', the complaint by its protocol, moves it to 'Respondida' with a note for the team
 * and the answer the person reads with the protocol, and waits for the confirmation.
 */
export async function answerInQueue(
  page: Page,
  protocol: string,
  { note, answer }: StageChange,
): Promise<void> {
  await page.goto('/complaints');
  await expect(page.getByRole('heading', { name: 'Reclamações', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: protocol, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Reclamação ${protocol}`, level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Nova etapa').selectOption({ label: 'Respondida' });
  await page.getByLabel('Nota para a equipe').fill(note);
  await page.getByLabel('Resposta para a pessoa').fill(answer);
  await page.getByRole('button', { name: 'Salvar etapa' }).click();
  await expect(page.getByText('Etapa mudada para Respondida.')).toBeVisible();
}
