import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, servedDist, signIn, test } from './fixtures.ts';

/**
 * The app on a weak or absent network (issue 11): installable, opens offline from the saved
 * data, keeps a failed screen inside the frame, and waits for 'Atualizar' to switch versions.
 * Only João is signed in; nothing here changes his data.
 */

async function signInJoaoToList(page: Page) {
  await signIn(page, demoAccounts.joao.cpf);
  await expect(page).toHaveURL(/\/checklist$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(page.getByRole('list', { name: 'Lista de doações' })).toBeVisible();
}

/** The service worker has installed its precache (every route chunk) and is active. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

const donationCards = (page: Page) =>
  page.getByRole('list', { name: 'Lista de doações' }).getByRole('link');

test.describe('with the service worker', () => {
  test('an offline reload opens the app with the saved list and the donation opened before', async ({
    page,
    context,
  }) => {
    await signInJoaoToList(page);
    await serviceWorkerReady(page);

    // Open one waiting donation, so its screen is saved on the device too.
    const waiting = donationCards(page).filter({ hasText: 'Esperando recebimento' });
    const opened =
      (await waiting.first().getByRole('heading').textContent())?.replace('Doação ', '').trim() ??
      '';
    // The received one (status 2): other specs may already have taken João's second waiting donation.
    const received = donationCards(page).filter({ hasText: 'Doação Recebida' });
    const neverOpened =
      (await received.first().getByRole('heading').textContent())?.replace('Doação ', '').trim() ??
      '';
    await waiting.first().click();
    await expect(page.getByRole('link', { name: 'Cartões Recebidos' })).toBeVisible();
    await page.getByRole('link', { name: 'Doações' }).click();
    await expect(donationCards(page).first()).toBeVisible();
    await page.waitForFunction(
      (id) => localStorage.getItem('cestas.apollo-cache')?.includes(`"${id}"`) ?? false,
      opened,
    );

    await context.setOffline(true);
    await page.reload();

    await expect(donationCards(page).filter({ hasText: opened })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Sem conexão' });
    await expect(notice).toContainText(
      /Mostrando os dados salvos em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}\./,
    );

    await donationCards(page).filter({ hasText: opened }).click();
    await expect(page.getByRole('link', { name: 'Cartões Recebidos' })).toBeVisible();

    // A donation never opened on this device: an offline state with a way to ask again, inside the app.
    await page.getByRole('link', { name: 'Doações' }).click();
    await donationCards(page).filter({ hasText: neverOpened }).click();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();

    // Back online, the same screen loads when asked again.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar Entrega' })).toBeVisible();

    // Cache Storage holds the build only: no API answer, no signed file, nothing personal.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(20);
    expect(cached.filter((url) => /^\/(api|auth|files)\//.test(url))).toEqual([]);

    // Signing out still removes everything of the session stored on the device.
    await page.getByRole('link', { name: 'Perfil' }).click();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('cestas.')),
      ),
    ).toEqual([]);
  });

  test('the manifest passes the installability checks', async ({ page, request }) => {
    const manifestResponse = await request.get('/manifest.webmanifest');
    expect(manifestResponse.ok()).toBe(true);
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Cestas Solidárias',
      short_name: 'Cestas',
      lang: 'pt-BR',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (candidate) => candidate.sizes === `${size}x${size}` && candidate.type === 'image/png',
      );
      expect(icon, `a ${size}px PNG icon`).toBeDefined();
      const png = await (await request.get(icon?.src ?? '')).body();
      // The PNG header's IHDR chunk: width and height at bytes 16 and 20.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }

    await page.goto('/');
    await serviceWorkerReady(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito, which Chrome reports of the browser, not of the app.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  });

  test("a newer version waits for 'Atualizar' instead of replacing the app mid-flow", async ({
    page,
  }) => {
    await page.goto('/');
    await serviceWorkerReady(page);
    await page.reload(); // from the second visit on, the service worker controls the page

    // Deploy a new version: the service worker script changes on the server.
    const swFile = path.join(servedDist(), 'sw.js');
    const original = readFileSync(swFile, 'utf8');
    // The server sends the build's precompressed copies first: the new version needs them too.
    const copies = [`${swFile}.br`, `${swFile}.gz`]
      .filter((file) => existsSync(file))
      .map((file) => [file, readFileSync(file)] as const);
    try {
      const next = `${original}\n// nova versão ${Date.now()}\n`;
      writeFileSync(swFile, next);
      for (const [file] of copies)
        writeFileSync(file, file.endsWith('.br') ? brotliCompressSync(next) : gzipSync(next));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });

      const prompt = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
      await expect(prompt).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Apoie uma comunidade contra a fome.' }),
      ).toBeVisible();

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Atualizar' }).click();
      await reloaded;
      await expect(prompt).toBeHidden();
    } finally {
      writeFileSync(swFile, original);
      for (const [file, bytes] of copies) writeFileSync(file, bytes);
    }
  });
});

test.describe('without a service worker (a screen whose code never reached the device)', () => {
  test.use({ serviceWorkers: 'block' });

  test('an offline tap on a screen never opened keeps navigation and recovers without a reload', async ({
    page,
    context,
  }) => {
    await signInJoaoToList(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Perfil' }).click();

    await expect(page.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});
