import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { test, expect, signIn, demoAccounts } from './fixtures.ts';

// The build the e2e server serves: `npm start` serves dist/ of this checkout.
const dist = path.resolve('dist');
const inDist = (url: string) =>
  existsSync(path.join(dist, decodeURIComponent(url.replace(/^\//, '').split(/[?#]/)[0] ?? '')));

/** Every file index.html asks the browser to fetch early: module preloads, style preloads, scripts, styles. */
function preloadedFiles(html: string): string[] {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const hrefs = links
    .filter((link) => /rel="(modulepreload|preload|stylesheet)"/.test(link))
    .map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? '');
  return [...hrefs, ...scripts].filter((href) => href.startsWith('/'));
}

/** The service worker's precache list: `{url:"…",revision:…}` entries in dist/sw.js. */
function precachedFiles(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/\burl:"([^"]+)"/g)].map((match) => match[1] ?? '');
}

test.describe('the build asks only for files it has', () => {
  test('every preload of index.html and of the prerendered pages is a file in dist/', () => {
    const pages = [
      'index.html',
      'prerendered/index.html',
      'prerendered/register.html',
      'prerendered/cadastro.html',
    ];
    for (const page of pages) {
      const files = preloadedFiles(readFileSync(path.join(dist, page), 'utf8'));
      expect(
        files.length,
        `${page} names no file at all; has the build changed shape?`,
      ).toBeGreaterThan(0);
      expect(
        files.filter((file) => !inDist(file)),
        `${page} names files missing from dist/`,
      ).toEqual([]);
    }
    // The signed-in shell preloads the session chunks: the check above had something to check.
    expect(
      preloadedFiles(readFileSync(path.join(dist, 'index.html'), 'utf8')).filter((f) =>
        /SessionApp-.*\.js$/.test(f),
      ),
    ).toHaveLength(1);
  });

  test('every precache entry of the service worker is a file in dist/', () => {
    const entries = precachedFiles(readFileSync(path.join(dist, 'sw.js'), 'utf8'));
    expect(entries).toContain('index.html');
    expect(entries.filter((entry) => !inDist(entry))).toEqual([]);
  });

  test('a signed-in page load gets no 404 from our origin', async ({ page, baseURL }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().startsWith(baseURL ?? ''))
        missing.push(response.url());
    });
    await signIn(page, demoAccounts.admin.cpf);
    await expect(page).toHaveURL(/\/donation-list$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
  });
});
