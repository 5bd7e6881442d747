import type { MiddlewareHandler } from 'hono';
import { badRequest } from './errors.ts';

export const cleanInputMessages = {
  text: 'Texto inválido: remova caracteres especiais e tente novamente.',
  number: 'Número fora do intervalo permitido.',
  depth: 'Dados aninhados demais: envie um JSON mais simples.',
} as const;

/** Every layer after this one may recurse. */
export const JSON_MAX_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** PostgreSQL's `integer`: every id, count and status in the API fits in it. */
const INTEGER_MAX = 2_147_483_647;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const utf8 = new TextEncoder();

export function checkText(value: string): void {
  if (value.includes('\u0000') || LONE_SURROGATE.test(value))
    throw badRequest(cleanInputMessages.text);
}

/** URLSearchParams would quietly turn bad bytes into U+FFFD. */
function checkEncodedComponent(component: string): void {
  const bytes: number[] = [];
  for (let i = 0; i < component.length; i++) {
    const char = component[i]!;
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(component.slice(i + 1, i + 3))) {
      bytes.push(parseInt(component.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...utf8.encode(char === '+' ? ' ' : char));
    }
  }
  let decoded: string;
  try {
    decoded = strictUtf8.decode(new Uint8Array(bytes));
  } catch {
    throw badRequest(cleanInputMessages.text);
  }
  checkText(decoded);
}

function checkJson(value: unknown): void {
  if (typeof value === 'string') checkText(value);
  else if (typeof value === 'number') {
    // JSON.parse turns 1e999 into Infinity; 1e308 is an integer no column can hold.
    if (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) > INTEGER_MAX))
      throw badRequest(cleanInputMessages.number);
  } else if (Array.isArray(value)) value.forEach(checkJson);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkText(key);
      checkJson(item);
    }
  }
}

/** Counted over the text before anything parses it: a walk of 1 MB of `[` overflows the stack. */
function checkJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > JSON_MAX_DEPTH) throw badRequest(cleanInputMessages.depth);
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
}

async function checkBody(request: Request): Promise<void> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const isJson = type.startsWith('application/json');
  const isForm = type.startsWith('application/x-www-form-urlencoded');
  if (!request.body || (!isJson && !isForm)) return;
  // A copy: the route reads the original body itself.
  const copy = request.clone();
  if (isJson) {
    const text = await copy.text();
    checkJsonDepth(text);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return; // broken JSON is the route's own 400
    }
    checkJson(parsed);
    return;
  }
  for (const [name, value] of new URLSearchParams(await copy.text())) {
    checkText(name);
    checkText(value);
  }
}

export function cleanInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    for (const part of url.search.slice(1).split('&'))
      part.split('=').forEach(checkEncodedComponent);
    url.pathname.split('/').forEach(checkEncodedComponent);
    await checkBody(c.req.raw);
    await next();
  };
}
