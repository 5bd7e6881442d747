import type { APIRequestContext, Page } from '@playwright/test';
import { apiSessionFor, type ApiSession } from './admin-api.ts';
import { createDonationWithCards } from './leader-donation-api.ts';
import { demoAccounts, expect, signIn } from './fixtures.ts';

/**
 * What the second-walk specs share: João with a donation of his own, made fresh by the admin
 * (so no other spec reads it, and the specs run in any order), and the sizes the walk used.
 */

export const PHONE = { width: 390, height: 844 } as const;
export const DESK = { width: 1280, height: 800 } as const;

export const JOAO_CPF_DIGITS = demoAccounts.joao.cpf.replace(/\D/g, '');
export const JOAO_SITE = 'Associação de Moradores da Rocinha';

let tag = 0;

/** A fresh donation of João's with `cards` cards, and the admin's API session that made it. */
export async function freshDonationForJoao(
  request: APIRequestContext,
  baseURL: string | undefined,
  cards: number,
) {
  const admin: ApiSession = await apiSessionFor(
    request,
    new URL(baseURL ?? '').origin,
    demoAccounts.admin.cpf,
  );
  tag += 1;
  const donation = await createDonationWithCards(
    admin,
    JOAO_CPF_DIGITS,
    JOAO_SITE,
    cards,
    process.pid * 100 + tag,
  );
  return { admin, ...donation };
}

/** João signs in and confirms the 24-hour checklist (he has accepted the term). */
export async function signInAsJoao(page: Page) {
  await signIn(page, demoAccounts.joao.cpf);
  await expect(page).toHaveURL(/\/checklist$/, { timeout: 30_000 }); // the code exchange is slow on a loaded machine
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
}

/** A small photo drawn in the page, a different picture for each `hue`. */
export async function drawnPhoto(
  page: Page,
  hue: number,
  size = { width: 320, height: 240 },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ h, width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = `hsl(${h} 60% 55%)`;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#fff';
      context.font = `${Math.round(height / 8)}px sans-serif`;
      context.fillText(`foto ${h}`, width / 8, height / 2);
      const bytes = new Uint8Array(
        await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer(),
      );
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { h: hue, ...size },
  );
  return Buffer.from(base64, 'base64');
}
