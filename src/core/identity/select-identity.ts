import type { IdentityPort } from './identity.ts';

/**
 * Both adapters load lazily, off the landing page; Amplify is not downloaded for the local
 * provider.
 */

let identity: Promise<IdentityPort> | null = null;

export function loadIdentity(): Promise<IdentityPort> {
  identity ??= createIdentity().catch((error: unknown) => {
    identity = null; // a failed chunk download may succeed on the next try
    throw error;
  });
  return identity;
}

async function createIdentity(): Promise<IdentityPort> {
  const userPoolId = import.meta.env.VITE_COGNITO_USER_POOL_ID as string | undefined;
  const clientId = import.meta.env.VITE_COGNITO_CLIENT_ID as string | undefined;
  const domain = import.meta.env.VITE_COGNITO_DOMAIN as string | undefined;
  const userPoolEndpoint =
    (import.meta.env.VITE_COGNITO_USER_POOL_ENDPOINT as string | undefined) || undefined;
  if (userPoolId && clientId && domain) {
    const { createCognitoIdentity } = await import('./cognito-identity.ts');
    return createCognitoIdentity({
      userPoolId,
      clientId,
      domain,
      origin: window.location.origin,
      userPoolEndpoint,
    });
  }
  const { createLocalIdentity, browserLocalIdentityEnvironment } =
    await import('./local-identity.ts');
  return createLocalIdentity(browserLocalIdentityEnvironment());
}
