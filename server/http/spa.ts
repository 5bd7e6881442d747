import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

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

export const notBuiltMessage = 'Aplicativo ainda não foi compilado. Rode npm run build.';

async function readFileIfPresent(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built app: files from `distDir` (hashed /assets/* cached for a year), and
 * index.html (never cached) for any other GET path so client-side routes work on reload;
 * /machines only when the machine inspector is enabled.
 */
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
    if (inside && path.basename(file) !== 'index.html') {
      const bytes = await readFileIfPresent(file);
      if (bytes) {
        const immutable = pathname.startsWith('/assets/');
        return c.body(new Uint8Array(bytes).buffer, 200, {
          'Content-Type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
    // The QA machine inspector is not for the public, even when a build carries it.
    if (!options.machineInspector && (pathname === '/machines' || pathname.startsWith('/machines/'))) {
      return c.text('Não encontrado.', 404, { 'Cache-Control': 'no-store' });
    }
    // A missing hashed asset is a stale page asking for an old build: say so instead of sending HTML.
    if (pathname.startsWith('/assets/')) return c.text('Não encontrado.', 404, { 'Cache-Control': 'no-store' });
    const index = await readFileIfPresent(path.join(root, 'index.html'));
    if (!index) return c.text(notBuiltMessage, 503, { 'Cache-Control': 'no-store' });
    return c.body(new Uint8Array(index).buffer, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  };
}
