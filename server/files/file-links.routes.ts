import { Hono } from 'hono';
import type { Db } from '../db/db.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import type { FileStore } from './file-store.ts';
import type { FileLinkSigner } from './file-link-signer.ts';
import { contentDisposition } from './content-disposition.ts';
import { linkHolderSignedIn } from '../identity/session-check.ts';

export const fileLinkMessages = {
  invalid: 'Link expirado ou inválido. Gere um novo link.',
  missing: 'Arquivo não encontrado.',
} as const;

const inlineTypes = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const downloadTypes = new Map([['text/csv', 'text/csv; charset=utf-8']]);

type FileLinkDeps = {
  db: Db;
  protection: DataProtection;
  files: FileStore;
  fileLinks: FileLinkSigner;
  now: () => Date;
};

/**
 * A family's photo or a report is never stored by the browser (`no-store`) nor embedded elsewhere
 * (CORP).
 */
export function fileLinkRoutes(deps: FileLinkDeps) {
  const app = new Hono();
  app.get('/:signed', async (c) => {
    const link = deps.fileLinks.verify(c.req.param('signed'), deps.now());
    if (!link || !(await linkHolderSignedIn(deps.db, deps.protection, link.holder))) {
      return c.json({ message: fileLinkMessages.invalid }, 403);
    }
    const file = await deps.files.read(link.fileId);
    if (!file) return c.json({ message: fileLinkMessages.missing }, 404);
    const inline = inlineTypes.has(file.contentType);
    const body = new Uint8Array(file.bytes).buffer;
    return c.body(body, 200, {
      'Content-Type': inline
        ? file.contentType
        : (downloadTypes.get(file.contentType) ?? 'application/octet-stream'),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', link.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Cross-Origin-Resource-Policy': 'same-origin',
      // A file is never a page: no scripts, no framing, even if its bytes look like HTML.
      'Content-Security-Policy':
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return app;
}
