import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  signInWithRedirect,
  signOut,
  updatePassword,
  type AuthSession,
} from 'aws-amplify/auth';
// Completes the code exchange when the hosted UI sends the browser back to /login.
import 'aws-amplify/auth/enable-oauth-listener';
import { IdentityError, type IdentityPort, type Tokens } from './identity.ts';
import { paths } from '#src/lib/paths.ts';

export interface CognitoSettings {
  userPoolId: string;
  clientId: string;
  /** The hosted UI's host name; a scheme given is dropped. */
  domain: string;
  origin: string;
  /** Only for a stand-in such as the local provider in CI. */
  userPoolEndpoint?: string;
}

const HOSTED_UI_WAIT_MS = 10_000;
const DEFAULT_EXPIRES_IN_SECONDS = 3600;

export function createCognitoIdentity(settings: CognitoSettings): IdentityPort {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: settings.userPoolId,
        userPoolClientId: settings.clientId,
        ...(settings.userPoolEndpoint ? { userPoolEndpoint: settings.userPoolEndpoint } : {}),
        loginWith: {
          oauth: {
            domain: settings.domain.replace(/^https?:\/\//, ''),
            scopes: ['email', 'openid', 'profile'],
            redirectSignIn: [`${settings.origin}${paths.login.link()}`],
            redirectSignOut: [`${settings.origin}${paths.landing.link()}`],
            responseType: 'code',
          },
        },
      },
    },
  });

  return {
    async startSignIn() {
      await signInWithRedirect({ options: { lang: 'pt-BR' } });
    },

    async completeSignIn(url) {
      const returned = new URL(url);
      const error = returned.searchParams.get('error');
      if (error !== null) {
        throw new IdentityError(
          'rejected',
          returned.searchParams.get('error_description') ?? error,
        );
      }
      // Amplify reads the code from the page's own URL; fetchAuthSession waits for that exchange.
      const session = await withTimeout(fetchAuthSession(), HOSTED_UI_WAIT_MS);
      return tokensOf(session);
    },

    async refresh() {
      try {
        return tokensOf(await fetchAuthSession({ forceRefresh: true }));
      } catch (error) {
        // Amplify names a failed request 'NetworkError': the session may still be good.
        if (error instanceof Error && error.name === 'NetworkError')
          throw new IdentityError('unavailable', error.message);
        throw error;
      }
    },

    async endProviderSession() {
      // Global signOut needs the hosted UI's logout reachable first (an opaque answer is enough, no
      // CORS).
      const hostedUi = `https://${settings.domain.replace(/^https?:\/\//, '')}/`;
      try {
        await fetch(hostedUi, { mode: 'no-cors', cache: 'no-store' });
      } catch {
        throw new IdentityError('unavailable', 'the hosted UI could not be reached');
      }
    },

    async signOut() {
      // Ends every device's refresh token; tokens already issued stay valid until they expire.
      await signOut({ global: true });
    },

    async changePassword(_tokens, previous, proposed) {
      try {
        await updatePassword({ oldPassword: previous, newPassword: proposed });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        const message = error instanceof Error ? error.message : 'updatePassword failed';
        if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') {
          throw new IdentityError('invalidPassword', message);
        }
        if (name === 'NotAuthorizedException') throw new IdentityError('rejected', message);
        throw new IdentityError('unavailable', message);
      }
    },
  };
}

function tokensOf(session: AuthSession): Tokens {
  const access = session.tokens?.accessToken;
  const id = session.tokens?.idToken;
  if (!access || !id) throw new IdentityError('rejected', 'Cognito returned no tokens');
  // A lifetime (exp − iat of the same token), never exp compared with this device's clock.
  const { exp, iat } = access.payload;
  const expiresIn =
    typeof exp === 'number' && typeof iat === 'number' && exp > iat
      ? exp - iat
      : DEFAULT_EXPIRES_IN_SECONDS;
  return { accessToken: access.toString(), idToken: id.toString(), expiresIn };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new IdentityError('unavailable', 'Cognito did not answer in time')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new IdentityError('unavailable', String(error)));
      },
    );
  });
}
