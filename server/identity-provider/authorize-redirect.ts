import type { Db } from '../db/db.ts';
import { createAuthCode } from '../identity/auth-grants.ts';
import { DEFAULT_SCOPE, type AuthorizeParams } from './oauth-params.ts';
import type { TokenIssuer, TokenSubject } from '../identity/token-issuer.ts';

export async function authorizeRedirect(
  db: Db,
  issuer: TokenIssuer,
  params: AuthorizeParams,
  user: TokenSubject,
  now: Date,
): Promise<string> {
  const scope = params.scope || DEFAULT_SCOPE;
  const redirect = new URL(params.redirect_uri);
  if (params.response_type === 'code') {
    const code = await createAuthCode(
      db,
      {
        userId: user.id,
        clientId: params.client_id,
        redirectUri: params.redirect_uri,
        codeChallenge: params.code_challenge,
        scope,
        authTime: now,
      },
      now,
    );
    redirect.searchParams.set('code', code);
    if (params.state) redirect.searchParams.set('state', params.state);
  } else {
    const tokens = await issuer.issue(user, { scope, authTime: Math.floor(now.getTime() / 1000) });
    redirect.hash = new URLSearchParams({
      access_token: tokens.accessToken,
      id_token: tokens.idToken,
      token_type: 'Bearer',
      expires_in: String(tokens.expiresIn),
      state: params.state,
    }).toString();
  }
  return redirect.toString();
}
