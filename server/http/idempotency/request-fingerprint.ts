import { createHash } from 'node:crypto';
import { readMultipart } from '../multipart.ts';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Every object's keys in order, so `{a,b}` and `{b,a}` are the same request. */
function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonicalJson((value as Record<string, unknown>)[key])]),
  );
}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return { json: canonicalJson(JSON.parse(text)) };
  } catch {
    return { text };
  }
}

/** The browser picks a new multipart boundary on every send, so a resend's raw bytes differ. */
async function formBody(request: Request): Promise<unknown> {
  const form = await readMultipart(request);
  const entries: string[] = [];
  for (const [name, value] of form) {
    const entry =
      typeof value === 'string'
        ? { name, value }
        : {
            name,
            file: value.name,
            type: value.type,
            sha256: sha256(new Uint8Array(await value.arrayBuffer())),
          };
    entries.push(JSON.stringify(entry));
  }
  return { form: entries.sort() };
}

/** The query and the body as the server reads it, not its bytes. */
export async function requestFingerprint(request: Request): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  let body: unknown;
  if (type.startsWith('application/json')) body = await jsonBody(request.clone());
  else if (type.startsWith('multipart/form-data')) body = await formBody(request);
  else body = { bytes: sha256(new Uint8Array(await request.clone().arrayBuffer())) };
  return sha256(
    JSON.stringify({ query: new URL(request.url).search, type: type.split(';')[0] ?? '', body }),
  );
}
