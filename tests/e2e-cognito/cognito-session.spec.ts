/**
 * The Cognito adapter (aws-amplify v6) in Chromium, against the local identity provider standing
 * in for the user pool over HTTPS (global-setup.ts): Ana signs in through Amplify's hosted-UI
 * redirect, her session refreshes through the user-pool API, and signing out revokes it and
 * passes through the hosted UI's /logout back to the landing page.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, signIn, demoAccounts } from '#tests/e2e/fixtures.ts';

const AMZ_TARGET = 'AWSCognitoIdentityProviderService.';

function userPoolCall(page: Page, base: string, operation: string) {
  return page.waitForResponse(
    (response) =>
      response.url() === `${base}/auth/cognito-idp` &&
      response.request().headers()['x-amz-target'] === `${AMZ_TARGET}${operation}`,
  );
}

const isSignInConfirmation = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/cognito/sign-in';

test('Ana signs in through Amplify, her session refreshes, and signing out ends it', async ({
  page,
  baseURL,
}) => {
  const base = baseURL!;
  // The app refreshes 5 minutes before the hour-long tokens expire; the page's clock gets there without waiting.
  await page.clock.install();

  const authorize = page.waitForRequest((request) =>
    request.url().startsWith(`${base}/auth/oauth2/authorize?`),
  );
  const codeExchange = page.waitForResponse(
    (response) => response.url() === `${base}/auth/oauth2/token`,
  );
  await signIn(page, demoAccounts.admin.cpf);
  const asked = new URL((await authorize).url()).searchParams;
  expect(Object.fromEntries(asked)).toMatchObject({
    response_type: 'code',
    client_id: 'cestas-web',
    redirect_uri: `${base}/login`,
    code_challenge_method: 'S256',
  });
  const exchange = await codeExchange;
  expect(new URLSearchParams(exchange.request().postData() ?? '').get('grant_type')).toBe(
    'authorization_code',
  );
  expect(exchange.status()).toBe(200);
  await expect(page).toHaveURL(/\/donation-list$/);
  await expect(
    page.getByRole('list', { name: 'Lista de doações' }).getByRole('link').first(),
  ).toBeVisible();

  const refresh = userPoolCall(page, base, 'GetTokensFromRefreshToken');
  const confirmation = page.waitForRequest(isSignInConfirmation);
  await page.clock.fastForward('56:00');
  const refreshed = await refresh;
  expect(refreshed.status()).toBe(200);
  const { AuthenticationResult: renewed } = (await refreshed.json()) as {
    AuthenticationResult: { IdToken: string };
  };
  // The app confirms the renewed session with the backend, carrying the renewed id token, and /api accepts it.
  const confirmed = await confirmation;
  expect(confirmed.headers()['authorization']).toBe(`Bearer ${renewed.IdToken}`);
  expect((await confirmed.response())?.status()).toBe(200);

  await page.getByRole('link', { name: 'Perfil' }).click();
  await expect(page.getByText(demoAccounts.admin.name)).toBeVisible();
  const globalSignOut = userPoolCall(page, base, 'GlobalSignOut');
  const logout = page.waitForRequest((request) => request.url().startsWith(`${base}/auth/logout?`));
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  expect((await globalSignOut).status()).toBe(200);
  expect(new URL((await logout).url()).searchParams.get('logout_uri')).toBe(`${base}/`);
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByText('Apoie uma comunidade contra a fome.')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.goto('/donation-list');
  await expect(page).toHaveURL(`${base}/`);
});
