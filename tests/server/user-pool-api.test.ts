import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  api,
  demo,
  DEMO_PASSWORD,
  startTestServer,
  testClock,
  type TestServer,
} from './harness.ts';
import { codeFlowQuery, postSignInForm } from '#tests/support/hosted-sign-in.ts';
import { LOST_ANSWER_GRACE_MS } from '#server/identity/refresh-tokens.ts';

/** Cognito's user-pool JSON API as aws-amplify v6 calls it after a hosted-UI sign-in. */

const clock = testClock(new Date('2026-11-22T12:00:00.000Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

/** A hosted-UI sign-in and its code exchange, as Amplify does them: the token endpoint's answer. */
async function signInThroughHostedUi(cpf: string) {
  const { query, verifier } = codeFlowQuery(server.baseUrl);
  const redirect = await postSignInForm(server.baseUrl, query, cpf, DEMO_PASSWORD);
  const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const reply = await fetch(`${server.baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      client_id: 'cestas-web',
      redirect_uri: query.get('redirect_uri')!,
    }),
  });
  return (await reply.json()) as { access_token: string; id_token: string; refresh_token: string };
}

async function userPoolCall(operation: string, input: Record<string, unknown>) {
  const response = await fetch(`${server.baseUrl}/auth/cognito-idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(input),
  });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own reply shape
    json: (await response.json()) as Record<string, any>,
  };
}

const refresh = (refreshToken: string) =>
  userPoolCall('GetTokensFromRefreshToken', { ClientId: 'cestas-web', RefreshToken: refreshToken });

describe('GetTokensFromRefreshToken', () => {
  it('rotates the refresh token and hands out tokens that /api accepts', async () => {
    const first = await signInThroughHostedUi(demo.admin);
    expect(decodeJwt(first.access_token).origin_jti).toEqual(expect.any(String));
    clock.advance(30 * 60 * 1000);

    const reply = await refresh(first.refresh_token);
    expect(reply.status).toBe(200);
    const result = reply.json.AuthenticationResult as Record<string, unknown>;
    expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    expect(result.RefreshToken).not.toBe(first.refresh_token);
    expect(decodeJwt(String(result.IdToken))['cognito:username']).toBe(demo.admin);
    const profile = await api(server, String(result.IdToken))('GET', '/profile');
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({ login: demo.admin, role: 'admin' });
  });

  it('answers NotAuthorizedException to a used-up token, and then the whole family is revoked', async () => {
    const first = await signInThroughHostedUi(demo.joao);
    const next = String(
      (await refresh(first.refresh_token)).json.AuthenticationResult.RefreshToken,
    );
    clock.advance(LOST_ANSWER_GRACE_MS + 1000);

    const reused = await refresh(first.refresh_token);
    expect(reused).toMatchObject({
      status: 400,
      errorType: 'NotAuthorizedException',
      json: { __type: 'NotAuthorizedException' },
    });
    expect((await refresh(next)).status).toBe(400);
  });
});

describe('RevokeToken', () => {
  it('ends the session: its refresh token no longer refreshes', async () => {
    const tokens = await signInThroughHostedUi(demo.readonly);
    const revoked = await userPoolCall('RevokeToken', {
      ClientId: 'cestas-web',
      Token: tokens.refresh_token,
    });
    expect(revoked.status).toBe(200);
    expect(await refresh(tokens.refresh_token)).toMatchObject({
      status: 400,
      errorType: 'NotAuthorizedException',
    });
  });
});

describe('requests it does not serve', () => {
  it('refuses another app client and operations other than refresh and revoke', async () => {
    const tokens = await signInThroughHostedUi(demo.maria);
    expect(
      await userPoolCall('GetTokensFromRefreshToken', {
        ClientId: 'outro-app',
        RefreshToken: tokens.refresh_token,
      }),
    ).toMatchObject({
      status: 400,
      errorType: 'ResourceNotFoundException',
    });
    expect(
      await userPoolCall('InitiateAuth', {
        ClientId: 'cestas-web',
        AuthFlow: 'USER_PASSWORD_AUTH',
      }),
    ).toMatchObject({
      status: 400,
      errorType: 'UnknownOperationException',
    });
    // The refused calls did not use the token up.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });
});

describe('GlobalSignOut', () => {
  it('ends every session of the person, on every device, and their tokens with them', async () => {
    const phone = await signInThroughHostedUi(demo.readonly);
    const laptop = await signInThroughHostedUi(demo.readonly);
    const someoneElse = await signInThroughHostedUi(demo.maria);

    const reply = await userPoolCall('GlobalSignOut', { AccessToken: phone.access_token });

    expect(reply.status).toBe(200);
    for (const session of [phone, laptop]) {
      expect((await refresh(session.refresh_token)).errorType).toBe('NotAuthorizedException');
      expect((await api(server, session.id_token)('GET', '/profile')).status).toBe(401);
    }
    expect((await api(server, someoneElse.id_token)('GET', '/profile')).status).toBe(200);
  });

  it('refuses a token that is not a live access token, and ends nobody’s session', async () => {
    const session = await signInThroughHostedUi(demo.joao);
    for (const token of [session.id_token, 'x.y.z', '']) {
      expect((await userPoolCall('GlobalSignOut', { AccessToken: token })).errorType).toBe(
        'NotAuthorizedException',
      );
    }
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });
});
