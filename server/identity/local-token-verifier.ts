import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import type { TokenVerifier, VerifiedToken } from './token-verifier.ts';

export interface JwtTokenVerifierOptions {
  keySet: JWTVerifyGetKey;
  issuer: string;
  clientId: string;
  now: () => Date;
}

export class JwtTokenVerifier implements TokenVerifier {
  constructor(private readonly options: JwtTokenVerifierOptions) {}

  async verify(jwt: string): Promise<VerifiedToken> {
    const { keySet, issuer, clientId, now } = this.options;
    const { payload } = await jwtVerify(jwt, keySet, {
      issuer,
      algorithms: ['RS256'],
      currentDate: now(),
      requiredClaims: ['sub', 'exp', 'iat', 'token_use'],
    });
    const sub = payload.sub;
    if (!sub) throw new Error('token has no subject');
    const common = {
      sub,
      issuedAt: payload.iat ?? 0,
      ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
    };
    if (payload.token_use === 'id') {
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!audiences.includes(clientId)) throw new Error('token audience mismatch');
      return {
        ...common,
        tokenUse: 'id',
        email: typeof payload.email === 'string' ? payload.email : undefined,
        username:
          typeof payload['cognito:username'] === 'string' ? payload['cognito:username'] : undefined,
      };
    }
    if (payload.token_use === 'access') {
      if (payload.client_id !== clientId) throw new Error('token client_id mismatch');
      return {
        ...common,
        tokenUse: 'access',
        username: typeof payload.username === 'string' ? payload.username : undefined,
      };
    }
    throw new Error('unexpected token_use');
  }
}

export function localTokenVerifier(
  jwks: JSONWebKeySet,
  options: Omit<JwtTokenVerifierOptions, 'keySet'>,
) {
  return new JwtTokenVerifier({ ...options, keySet: createLocalJWKSet(jwks) });
}

export function remoteTokenVerifier(
  jwksUrl: string,
  options: Omit<JwtTokenVerifierOptions, 'keySet'>,
) {
  return new JwtTokenVerifier({ ...options, keySet: createRemoteJWKSet(new URL(jwksUrl)) });
}
