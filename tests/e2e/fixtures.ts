import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const demoAccounts = {
  admin: { cpf: '529.982.247-25', name: 'Ana Costa' },
  maria: { cpf: '111.444.777-35', name: 'Maria da Silva' },
  joao: { cpf: '246.813.579-28', name: 'João Santos' },
  readonly: { cpf: '987.654.321-00', name: 'Rita Lima' },
  ouvidoria: { cpf: '853.461.927-19', name: 'Olga Ramos' },
} as const;
export const demoPassword = 'senha1234';

/**
 * Fails on any WCAG 2.x A/AA violation of the page as it is now; `soft` records the failure and
 * lets the test go on (a pass over many screens reports them all).
 */
export async function expectAccessible(
  page: Page,
  { soft = false, exclude = [] as readonly string[] } = {},
): Promise<void> {
  // Legacy mode runs axe in the page itself: no blank page opened per check (our pages hold no
  // iframes), about a second less for each of the suite's hundred checks.
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
  );
  (soft ? expect.soft : expect)(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * From the landing page to the hosted sign-in page with one tap on 'Entrar', at once: a tap that
 * comes before the page's script has loaded is replayed once it has (public/landing-boot.js).
 */
export async function openSignInPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Entre na plataforma' })).toBeVisible();
}

/** From the landing page through the hosted sign-in page back into the app. */
export async function signIn(page: Page, cpf: string, password = demoPassword): Promise<void> {
  await openSignInPage(page);
  await page.getByLabel('Digite seu CPF').fill(cpf);
  await page.getByLabel('Digite sua senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** From any signed-in screen: Perfil › 'Sair da conta', confirmed, back on the landing page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Perfil' }).click();
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
}

export const test = base.extend({
  // Every page of the suite keeps to the server's Content-Security-Policy: a style, script or form
  // it refuses is a screen that looks or works wrong for the person.
  page: async ({ page }, use) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        refused.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring; it needs none
  baseURL: async ({}, use, testInfo) => {
    const url = process.env[`E2E_BASE_URL_${testInfo.project.name}`] ?? process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: global setup did not start the app');
    await use(url);
  },
});
export { expect };

/** The build folder the current test's server serves (global-setup.ts gives each its own). */
export function servedDist(): string {
  return process.env[`E2E_DIST_DIR_${test.info().project.name}`] ?? path.resolve('dist');
}
