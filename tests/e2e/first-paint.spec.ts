import { test, expect, expectAccessible } from './fixtures.ts';

// What a phone shows before the app's JavaScript has run: the pages the build rendered to HTML.
test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows its text and 'Entrar'", async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apoie uma comunidade contra a fome.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ligar para o suporte/ })).toBeVisible();
  });

  test('/register and /cadastro show their title', async ({ page }) => {
    for (const path of ['/register', '/cadastro']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();
    }
  });
});

test('the landing page comes to life without a mismatch or a layout shift, and Entrar opens the sign-in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
    ),
  ).toBe(0);
  // The first visit loads no session code: nothing but the landing page's own chunks.
  expect(scripts.filter((url) => /SessionApp|session-context|SignedInScope/.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Entre na plataforma' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the app travels compressed', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'document' || type === 'script' || type === 'stylesheet') {
      encodings.set(response.url(), (await response.allHeaders())['content-encoding']);
    }
  });
  await page.goto('/register');
  await page.waitForLoadState('networkidle');
  expect(encodings.size).toBeGreaterThan(1);
  for (const [url, encoding] of encodings) expect(encoding, url).toMatch(/^(br|gzip)$/);
});
