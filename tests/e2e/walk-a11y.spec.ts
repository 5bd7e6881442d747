import type { Page } from '@playwright/test';
import { demoAccounts, expect, signIn, test } from './fixtures.ts';
import { retireIfUnfinished } from './leader-donation-api.ts';
import { drawnPhoto, freshDonationForJoao, signInAsJoao } from './walk-leader.ts';

/**
 * After a form refuses what was typed, the focus goes to the first field to fix, and that field's
 * label is in view below the sticky header (WCAG 2.4.3, 2.4.11), whether the form checked it
 * itself or react-hook-form did.
 */

/** How far the focused field's label lies below the header's bottom edge (negative: under it). */
async function focusedLabelClearance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    const label =
      field?.labels?.[0] ??
      document.getElementById(field?.getAttribute('aria-labelledby')?.split(' ')[0] ?? '');
    const header = document.querySelector('header')!.getBoundingClientRect();
    return label ? label.getBoundingClientRect().top - header.bottom : Number.NaN;
  });
}

/** Submits from the bottom of the page, where the person taps the button. */
async function submitFromBelow(page: Page, button: string) {
  const submit = page.getByRole('button', { name: button, exact: true });
  await submit.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await submit.click();
}

test('Ana at 390 px: a refused form takes her to the first field to fix, its label in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoAccounts.admin.cpf);
  await expect(page).toHaveURL(/\/donation-list$/);

  // The leader is searched, not typed: its error belongs to the search field, the first one.
  await page.goto('/donation/register');
  await expect(page.getByLabel('Unidade')).toBeVisible();
  await submitFromBelow(page, 'Cadastrar');
  await expect(page.getByRole('combobox', { name: 'Líder' })).toBeFocused();
  expect(await focusedLabelClearance(page)).toBeGreaterThanOrEqual(0);

  // Forms that check by hand.
  await page.goto('/complaints/new');
  await expect(page.getByLabel('Assunto')).toBeVisible();
  await submitFromBelow(page, 'Abrir reclamação');
  await expect(page.getByLabel('Assunto')).toBeFocused();
  expect(await focusedLabelClearance(page)).toBeGreaterThanOrEqual(0);

  await page.goto('/data-subject');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByLabel('CPF do titular')).toBeFocused();
  expect(await focusedLabelClearance(page)).toBeGreaterThanOrEqual(0);
});

test('João at 390 px: after picking a photo the focus is back on the photo field, now ready', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { admin, donationId } = await freshDonationForJoao(request, baseURL, 1);
  try {
    await signInAsJoao(page);
    const photo = await drawnPhoto(page, 40);
    // Listened for before the page opens: Playwright starts catching choosers a moment after the
    // first listener, and a key pressed within that moment opens one it never reports.
    const chooser = page.waitForEvent('filechooser');
    await page.goto(`/donation/${donationId}/wait/prof`);
    // Picked with the keyboard: the field opens the phone's chooser.
    const field = page.getByLabel('Foto dos cartões recebidos');
    await field.focus();
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'cartoes.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: /Foto dos cartões recebidos/ })).toBeVisible();
    await expect(field).toBeFocused();
  } finally {
    await retireIfUnfinished(admin, donationId);
  }
});
