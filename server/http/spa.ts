import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { BUILD_SETTINGS_FILE, LIGHT_PAGES_REPORT_FILE } from '#contract/build-settings.ts';
import { chooseEncoding, isCompressibleType } from './content-encoding.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

/** Not the public's to read. */
const BUILD_RECORDS = new Set(['bundle-report.json', BUILD_SETTINGS_FILE, LIGHT_PAGES_REPORT_FILE]);

function isBuildRecord(root: string, file: string): boolean {
  return (
    path.dirname(file) === root && BUILD_RECORDS.has(path.basename(file).replace(/\.(br|gz)$/, ''))
  );
}

export const notBuiltMessage = 'Aplicativo ainda não foi compilado. Rode npm run build.';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function readFileIfPresent(file: string): Promise<Buffer | null> {
  return (await isFile(file)) ? fs.readFile(file) : null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const compressedSuffix = { br: '.br', gzip: '.gz' } as const;

async function sendBuiltFile(
  c: Context,
  file: string,
  cacheControl: string,
): Promise<Response | null> {
  if (!(await isFile(file))) return null;
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl };
  let compressed: Buffer | null = null;
  if (isCompressibleType(type)) {
    headers.Vary = 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    compressed = encoding ? await readFileIfPresent(file + compressedSuffix[encoding]) : null;
    if (encoding && compressed) headers['Content-Encoding'] = encoding;
  }
  const bytes = compressed ?? (await fs.readFile(file));
  return c.body(new Uint8Array(bytes).buffer, 200, headers);
}

function prerenderedPage(root: string, pathname: string): string | null {
  const name = pathname === '/' ? 'index' : pathname.slice(1);
  if (!/^[a-z0-9-]+$/.test(name) || (name === 'index' && pathname !== '/')) return null;
  return path.join(root, 'prerendered', `${name}.html`);
}

/** Hashed /assets/* cached a year; index.html never cached, for any other GET path. */
export function spaHandler(distDir: string, options: { machineInspector: boolean }) {
  const root = path.resolve(distDir);
  return async (c: Context) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Endereço inválido.', 400);
    }
    const file = path.resolve(root, `.${pathname}`);
    const inside = file.startsWith(root + path.sep) && !pathname.includes('\0');
    if (inside && isBuildRecord(root, file))
      return c.text('Não encontrado.', 404, { 'Cache-Control': 'no-store' });
    if (inside && path.basename(file) !== 'index.html') {
      const sent = await sendBuiltFile(
        c,
        file,
        pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      );
      if (sent) return sent;
    }
    if (
      // The QA machine inspector is not for the public, even when a build carries it.
      !options.machineInspector &&
      (pathname === '/machines' || pathname.startsWith('/machines/'))
    ) {
      return c.text('Não encontrado.', 404, { 'Cache-Control': 'no-store' });
    }
    // A missing hashed asset is a stale page asking for an old build: say so instead of sending HTML.
    if (pathname.startsWith('/assets/'))
      return c.text('Não encontrado.', 404, { 'Cache-Control': 'no-store' });
    const prerendered = prerenderedPage(root, pathname);
    const page =
      (prerendered ? await sendBuiltFile(c, prerendered, REVALIDATE) : null) ??
      (await sendBuiltFile(c, path.join(root, 'index.html'), REVALIDATE));
    return page ?? c.text(notBuiltMessage, 503, { 'Cache-Control': 'no-store' });
  };
}
