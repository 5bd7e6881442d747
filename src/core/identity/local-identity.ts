import { IdentityError, type IdentityPort, type Tokens } from './identity.ts';
import { codeChallengeFor, createCodeVerifier, createState, type CryptoLike } from './pkce.ts';
import { paths } from '#src/lib/paths.ts';

export const LOCAL_CLIENT_ID = 'cestas-web';
/** sessionStorage: the verifier and state of the sign-in this tab started, used once. */
export const PENDING_SIGN_IN_KEY = 'cestas.pendingSignIn';
/** When an answer leaves out `expires_in`: Cognito's default lifetime. */
const DEFAULT_EXPIRES_IN_SECONDS = 3600;

export interface LocalIdentityEnvironment {
  origin: string;
  providerUrl?: string;
  navigate(url: string): void;
  fetch: typeof fetch;
  pendingStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  crypto: CryptoLike;
}

interface PendingSignIn {
  verifier: string;
  state: string;
}

export function createLocalIdentity(env: LocalIdentityEnvironment): IdentityPort {
  const provider = env.providerUrl ?? `${env.origin}/auth`;
  const redirectUri = `${env.origin}${paths.login.link()}`;

  function takePendingSignIn(): PendingSignIn | null {
    const raw = env.pendingStorage.getItem(PENDING_SIGN_IN_KEY);
    env.pendingStorage.removeItem(PENDING_SIGN_IN_KEY);
    return parsePendingSignIn(raw);
  }

  async function requestTokens(form: Record<string, string>): Promise<Tokens> {
    const response = await callProvider(() =>
      env.fetch(`${provider}/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form, client_id: LOCAL_CLIENT_ID }).toString(),
      }),
    );
    if (!response.ok) {
      throw new IdentityError(
        response.status >= 500 ? 'unavailable' : 'rejected',
        `token endpoint answered ${response.status}`,
      );
    }
    return tokensFromAnswer(await readJson(response));
  }

  return {
    async startSignIn() {
      const pending: PendingSignIn = {
        verifier: createCodeVerifier(env.crypto),
        state: createState(env.crypto),
      };
      env.pendingStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: LOCAL_CLIENT_ID,
        redirect_uri: redirectUri,
        scope: 'email openid profile',
        state: pending.state,
        code_challenge: await codeChallengeFor(pending.verifier, env.crypto),
        code_challenge_method: 'S256',
      });
      env.navigate(`${provider}/oauth2/authorize?${query.toString()}`);
    },

    async completeSignIn(url) {
      const returned = new URL(url);
      const query = returned.searchParams;
      const fragment = new URLSearchParams(returned.hash.slice(1));
      const pending = takePendingSignIn();

      const error = query.get('error') ?? fragment.get('error');
      if (error !== null) {
        throw new IdentityError(
          'rejected',
          query.get('error_description') ?? fragment.get('error_description') ?? error,
        );
      }

      // A return this tab did not ask for could sign it into someone else's account.
      const state = query.get('state') ?? fragment.get('state');
      if (pending === null || state !== pending.state) {
        throw new IdentityError(
          'invalidReturn',
          'the return does not answer a sign-in started in this tab',
        );
      }

      if (fragment.has('access_token') || fragment.has('id_token')) {
        // An implicit-flow answer, from a provider configured for the legacy client.
        return tokensFromAnswer(Object.fromEntries(fragment));
      }

      const code = query.get('code');
      if (code === null)
        throw new IdentityError('invalidReturn', 'no code and no tokens in the return URL');
      return requestTokens({
        grant_type: 'authorization_code',
        code,
        code_verifier: pending.verifier,
        redirect_uri: redirectUri,
      });
    },

    async refresh(tokens) {
      if (!tokens.refreshToken) throw new IdentityError('rejected', 'no refresh token');
      const renewed = await requestTokens({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      });
      // The provider rotates refresh tokens; one that keeps it may leave it out of the answer.
      return { ...renewed, refreshToken: renewed.refreshToken ?? tokens.refreshToken };
    },

    async endProviderSession(refreshToken) {
      // Nothing to revoke: the provider's key set (harmless to read) proves it reachable for the
      // logout.
      const response = await callProvider(() =>
        refreshToken
          ? env.fetch(`${provider}/oauth2/revoke`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({
                token: refreshToken,
                client_id: LOCAL_CLIENT_ID,
              }).toString(),
            })
          : env.fetch(`${provider}/.well-known/jwks.json`),
      );
      // A refusal (an unknown or already revoked token) still means the provider is there.
      if (response.status >= 500)
        throw new IdentityError('unavailable', `the provider answered ${response.status}`);
    },

    async signOut() {
      env.pendingStorage.removeItem(PENDING_SIGN_IN_KEY);
      const query = new URLSearchParams({
        client_id: LOCAL_CLIENT_ID,
        logout_uri: `${env.origin}${paths.landing.link()}`,
      });
      env.navigate(`${provider}/logout?${query.toString()}`);
    },

    async changePassword(tokens, previous, proposed) {
      const response = await callProvider(() =>
        env.fetch(`${provider}/change-password`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${tokens.accessToken}`,
          },
          body: JSON.stringify({ previousPassword: previous, proposedPassword: proposed }),
        }),
      );
      if (response.ok) return;
      const message = await serverMessage(response);
      if (response.status === 400) throw new IdentityError('invalidPassword', message);
      if (response.status === 401) throw new IdentityError('rejected', message);
      throw new IdentityError('unavailable', message);
    },
  };
}

export function browserLocalIdentityEnvironment(): LocalIdentityEnvironment {
  return {
    origin: window.location.origin,
    navigate: (url) => window.location.assign(url),
    fetch: (input, init) => window.fetch(input, init),
    pendingStorage: window.sessionStorage,
    crypto: window.crypto,
  };
}

function parsePendingSignIn(raw: string | null): PendingSignIn | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'verifier' in value &&
      typeof value.verifier === 'string' &&
      'state' in value &&
      typeof value.state === 'string'
    ) {
      return { verifier: value.verifier, state: value.state };
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return null;
}

function tokensFromAnswer(answer: unknown): Tokens {
  const field = (name: string): unknown =>
    typeof answer === 'object' && answer !== null
      ? (answer as Record<string, unknown>)[name]
      : undefined;
  const accessToken = field('access_token');
  const idToken = field('id_token');
  if (
    typeof accessToken !== 'string' ||
    accessToken === '' ||
    typeof idToken !== 'string' ||
    idToken === ''
  ) {
    throw new IdentityError('invalidReturn', 'the answer lacks the access token or the id token');
  }
  const refreshToken = field('refresh_token');
  const expiresIn = Number(field('expires_in') ?? DEFAULT_EXPIRES_IN_SECONDS);
  if (!Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new IdentityError('invalidReturn', 'expires_in is not a positive number');
  }
  return {
    accessToken,
    idToken,
    expiresIn,
    ...(typeof refreshToken === 'string' && refreshToken !== '' ? { refreshToken } : {}),
  };
}

async function callProvider(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch {
    throw new IdentityError('unavailable', 'the identity provider could not be reached');
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new IdentityError(
      'unavailable',
      'the identity provider answered something that is not JSON',
    );
  }
}

async function serverMessage(response: Response): Promise<string> {
  const body = await response.json().catch(() => null);
  const message: unknown =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' ? message : `identity provider answered ${response.status}`;
}
