import { SignJWT } from 'jose';
import type { SigningKeys } from './signing-keys.ts';

export interface TokenSubject {
  id: string;
  login: string;
  name: string;
  email: string;
}

export interface IssuedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}

export interface TokenIssuerOptions {
  keys: SigningKeys;
  issuer: string;
  clientId: string;
  ttlSeconds: number;
  now: () => Date;
}

export class TokenIssuer {
  constructor(private readonly options: TokenIssuerOptions) {}

  /** `sid` is checked against revocations on every request. */
  async issue(
    user: TokenSubject,
    grant: { scope: string; authTime?: number; sid?: string },
  ): Promise<IssuedTokens> {
    const { keys, issuer, clientId, ttlSeconds, now } = this.options;
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + ttlSeconds;
    const header = { alg: 'RS256', kid: keys.kid, typ: 'JWT' };
    // Amplify revokes the refresh token on sign-out only when origin_jti is there.
    const originJti = crypto.randomUUID();
    const idToken = await new SignJWT({
      token_use: 'id',
      email: user.email,
      name: user.name,
      'cognito:username': user.login,
      auth_time: grant.authTime ?? iat,
      origin_jti: originJti,
      ...(grant.sid ? { sid: grant.sid } : {}),
    })
      .setProtectedHeader(header)
      .setSubject(user.id)
      .setAudience(clientId)
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(keys.privateKey);
    const accessToken = await new SignJWT({
      token_use: 'access',
      client_id: clientId,
      scope: grant.scope,
      username: user.login,
      auth_time: grant.authTime ?? iat,
      origin_jti: originJti,
      ...(grant.sid ? { sid: grant.sid } : {}),
    })
      .setProtectedHeader(header)
      .setSubject(user.id)
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(crypto.randomUUID())
      .sign(keys.privateKey);
    return { idToken, accessToken, expiresIn: ttlSeconds };
  }
}
