import { PLACEHOLDER_SUPPORT_PHONE, phoneHref } from '#contract/build-settings.ts';

/** Build-time settings shown to people; scripts/build/build-settings.ts must read them alike. */
function readEnv(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const supportPhone = readEnv(import.meta.env.VITE_SUPPORT_PHONE, PLACEHOLDER_SUPPORT_PHONE);

export const supportPhoneHref = phoneHref(supportPhone);

export const organisationName = readEnv(import.meta.env.VITE_ORG_NAME, 'Cestas Solidárias');

/** Empty by default: without tiles the details show a plain plot with the distances. */
export const mapTileUrl = readEnv(import.meta.env.VITE_MAP_TILE_URL, '');

/** HTML is not allowed, text only. */
export const mapTileAttribution = readEnv(import.meta.env.VITE_MAP_TILE_ATTRIBUTION, '');

const cognitoClientId = readEnv(import.meta.env.VITE_COGNITO_CLIENT_ID, '');
const cognitoDomain = readEnv(import.meta.env.VITE_COGNITO_DOMAIN, '').replace(/^https?:\/\//, '');

/** src/core/identity/select-identity.ts must pick the same way. */
export const usesCognito =
  readEnv(import.meta.env.VITE_COGNITO_USER_POOL_ID, '') !== '' &&
  cognitoClientId !== '' &&
  cognitoDomain !== '';

/** Null on the local provider, whose sign-in page has its own link. */
export function forgotPasswordUrl(origin: string): string | null {
  if (!usesCognito) return null;
  const query = new URLSearchParams({
    client_id: cognitoClientId,
    response_type: 'code',
    scope: 'email openid profile',
    redirect_uri: `${origin}/login`,
  });
  return `https://${cognitoDomain}/forgotPassword?${query.toString()}`;
}
