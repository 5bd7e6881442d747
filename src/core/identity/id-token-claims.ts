import { decodeJwt } from 'jose';

/** The backend checks the token's signature; the browser only reads the claims it shows. */
export interface IdTokenProfile {
  /** `cognito:username`: the CPF digits. */
  login: string;
  name: string;
  email: string;
}

/** Throws when the token cannot be decoded or has no email claim: sign-in needs one. */
export function profileFromIdToken(idToken: string): IdTokenProfile {
  const claims = decodeJwt(idToken);
  const email = claims['email'];
  if (typeof email !== 'string' || email.trim() === '') {
    throw new Error('the id token has no email claim');
  }
  const name = claims['name'];
  const username = claims['cognito:username'];
  return {
    email,
    name: typeof name === 'string' ? name : '',
    login: typeof username === 'string' ? username : '',
  };
}
