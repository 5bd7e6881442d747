import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { readJwtClaims } from '#src/lib/jwt-claims.ts';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJh`;

describe('the claims of a JWT, read in the browser without jose', () => {
  it('reads what jose reads, accents and base64url characters included', () => {
    // The note puts '-' and '_' in the base64url text; the name needs UTF-8.
    const claims = { sub: 'user-1', auth_time: 1_700_000_000, name: 'Conceição Araújo', note: '~~~???>>>ÿÿÿ', 'cognito:username': '52998224725' };
    const jwt = token(claims);
    expect(jwt).toMatch(/-.*_|_.*-/);
    expect(readJwtClaims(jwt)).toEqual(claims);
    expect(readJwtClaims(jwt)).toEqual(decodeJwt(jwt));
  });

  it.each([
    ['two parts', 'a.b'],
    ['an empty payload', `${part({})}..sig`],
    ['a payload that is not JSON', `${part({})}.bm90IGpzb24.sig`],
    ['an array', token([1, 2])],
    ['a string', token('claims')],
  ])('refuses %s', (_what, jwt) => {
    expect(() => readJwtClaims(jwt)).toThrow();
  });
});
