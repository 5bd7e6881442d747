/**
 * The calls of the light public pages (no sign-in): JSON to `/api/public/...` by POST, so what a
 * person typed never goes in a URL. No REST client, no schema library: these pages must stay
 * light on a weak network (src/shell/light-pages.tsx). The server answers in pt-BR; a refusal
 * keeps its message, a throttled call says when to try again.
 */

export type PublicAnswer<T> =
  | { ok: true; status: number; value: T }
  | {
      ok: false;
      /** Both null when no answer came at all (the page says so in its own words). */
      status: number | null;
      message: string | null;
      /** From `Retry-After`, on a 429. */
      retryAfterSeconds: number | null;
    };

const TIMEOUT_MS = 20_000;

function publicBaseUrl(): string {
  const configured = import.meta.env.VITE_API_URL as string | undefined;
  return `${(configured && configured.trim() !== '' ? configured.trim() : '/api').replace(/\/$/, '')}/public`;
}

export async function postPublic<T>(path: string, body: unknown): Promise<PublicAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(`${publicBaseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: null, message: null, retryAfterSeconds: null };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, value: answer as T };
  const message =
    typeof answer === 'object' && answer !== null && 'message' in answer
      ? String(answer.message)
      : null;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    ok: false,
    status: response.status,
    message,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

/** A public address under `/api/public` (a download link, a GET). */
export function publicUrl(path: string): string {
  return `${publicBaseUrl()}${path}`;
}

/** GET of a public call: the JSON answer, or null when none came or it was refused. */
export async function getPublic<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(publicUrl(path), {
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
