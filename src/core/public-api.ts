/**
 * POST, so what a person typed never goes in a URL; no REST client or schema library, to stay
 * light.
 */

export type PublicAnswer<T> =
  | { ok: true; status: number; value: T }
  | {
      ok: false;
      /** Both null when no answer came at all. */
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

export function publicUrl(path: string): string {
  return `${publicBaseUrl()}${path}`;
}

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
