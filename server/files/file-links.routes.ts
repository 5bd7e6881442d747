import { Hono } from 'hono';
import type { FileStore } from './file-store.ts';
import type { FileLinkSigner } from './file-link-signer.ts';
import { contentDisposition } from './content-disposition.ts';

export const fileLinkMessages = {
  invalid: 'Link expirado ou inválido. Gere um novo link.',
  missing: 'Arquivo não encontrado.',
} as const;

/** Content types a browser may show in place (photos); anything else is downloaded. */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'application/pdf']);
/** Downloaded with their own type, so the spreadsheet opens them as text with the right encoding. */
const downloadTypes = new Map([['text/csv', 'text/csv; charset=utf-8']]);

/** GET /files/:signed: serves the file of a valid, unexpired signed link; 403 otherwise. */
export function fileLinkRoutes(deps: { files: FileStore; fileLinks: FileLinkSigner; now: () => Date }) {
  const app = new Hono();
  app.get('/:signed', async (c) => {
    const now = deps.now();
    const link = deps.fileLinks.verify(c.req.param('signed'), now);
    if (!link) return c.json({ message: fileLinkMessages.invalid }, 403);
    const file = await deps.files.read(link.fileId);
    if (!file) return c.json({ message: fileLinkMessages.missing }, 404);
    const inline = inlineTypes.has(file.contentType);
    const maxAge = Math.max(0, Math.floor((link.expiresAt - now.getTime()) / 1000));
    const body = new Uint8Array(file.bytes).buffer;
    return c.body(body, 200, {
      'Content-Type': inline ? file.contentType : (downloadTypes.get(file.contentType) ?? 'application/octet-stream'),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', link.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': `private, max-age=${maxAge}`,
      // A file is never a page: no scripts, no framing, even if its bytes look like HTML.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return app;
}
