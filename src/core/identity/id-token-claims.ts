import { decodeJwt } from 'jose';

/** The backend checks the token's signature; the browser only reads the claims it shows. */
export interface IdTokenProfile {
  login: string;
  name: string;
  email: string;
}

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
