import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The settings are read when the module loads: each case loads it afresh with its own build settings. */
async function load(cognito: boolean) {
  vi.resetModules();
  vi.stubEnv('VITE_COGNITO_USER_POOL_ID', cognito ? 'us-east-1_Exemplo1' : '');
  vi.stubEnv('VITE_COGNITO_CLIENT_ID', cognito ? 'cliente-exemplo' : '');
  vi.stubEnv(
    'VITE_COGNITO_DOMAIN',
    cognito ? 'https://cestas.auth.us-east-1.amazoncognito.com' : '',
  );
  const config = await import('#src/core/public-config.ts');
  const { LandingScreen } = await import('#src/shell/landing/LandingScreen.tsx');
  return { config, LandingScreen };
}

afterEach(() => vi.unstubAllEnvs());

describe('“Esqueci minha senha” with a Cognito user pool', () => {
  it('links from the landing page to the hosted UI’s own recovery page, which returns to /login', async () => {
    const { config, LandingScreen } = await load(true);
    const url = new URL(config.forgotPasswordUrl('https://cestas.exemplo.org') ?? '');
    expect(url.origin + url.pathname).toBe(
      'https://cestas.auth.us-east-1.amazoncognito.com/forgotPassword',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cliente-exemplo',
      response_type: 'code',
      scope: 'email openid profile',
      redirect_uri: 'https://cestas.exemplo.org/login',
    });
    render(<LandingScreen onSignIn={() => {}} signingIn={false} sessionExpired={false} />);
    const link = screen.getByRole('link', { name: 'Esqueci minha senha' });
    expect(link.getAttribute('href')).toBe(config.forgotPasswordUrl(window.location.origin));
  });

  it('is not on the landing page with the local provider, whose sign-in page has its own', async () => {
    const { config, LandingScreen } = await load(false);
    expect(config.forgotPasswordUrl('https://cestas.exemplo.org')).toBeNull();
    render(<LandingScreen onSignIn={() => {}} signingIn={false} sessionExpired={false} />);
    expect(screen.queryByRole('link', { name: 'Esqueci minha senha' })).not.toBeInTheDocument();
  });
});
