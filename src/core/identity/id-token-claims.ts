import { decodeJwt } from 'jose';

/**
 * Who the id token says the person is. The token's signature is checked by the backend
 * (docs/architecture.md A9); the browser only reads the claims it shows.
 */
export interface IdTokenProfile {
  /** `cognito:username`: the CPF digits. */
  login: string;
  name: string;
  email: string;
}

/** Throws when the token cannot be decoded or has no email claim (docs/product.md R6.3: login needs one). */
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
