import type { Browser, Page } from '@playwright/test';
import { expect, signIn } from './fixtures.ts';
import { PHONE } from './walk-leader.ts';

/** Carlos, a demo leader, says on his phone that he cannot deliver, and later comes back (R13.4). */

export const CARLOS = {
  cpf: '321.654.987-91',
  digits: '32165498791',
  name: 'Carlos Pereira',
  site: 'Centro Comunitário Jardim Florence',
} as const;
export const AWAY_FLAG = 'Líder avisou que não pode entregar agora';

/** Carlos, on his phone, from the sign-in to 'Avisar a equipe' on the checklist's help. */
export async function carlosReportsSymptoms(browser: Browser): Promise<Page> {
  const phone = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    geolocation: { latitude: -22.9389, longitude: -47.1297 },
    permissions: ['geolocation'],
  });
  const page = await phone.newPage();
  await signIn(page, CARLOS.cpf);
  await expect(page).toHaveURL(/\/checklist$/, { timeout: 30_000 });
  await page.getByText('Estou com sintomas, o que fazer?').click();
  await page.getByRole('button', { name: 'Estou com sintomas', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Avisar a equipe que você está com sintomas?' })
    .getByRole('button', { name: 'Avisar a equipe' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Você avisou que não pode entregar' }),
  ).toBeVisible();
  return page;
}

/** Back: 'Já posso entregar' and the checklist again end his report. */
export async function carlosComesBack(page: Page) {
  await page.getByRole('button', { name: 'Já posso entregar' }).click();
  await expect(page).toHaveURL(/\/checklist$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await page.context().close();
}
