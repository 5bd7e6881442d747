import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { Hono } from 'hono';
import { SNAPSHOT_BLOCK_ID, type LatestSnapshot } from '#contract/transparency.ts';
import { chooseEncoding, type ContentEncoding } from '../../http/content-encoding.ts';
import type { AppDeps } from '../../http/env.ts';
import { newestSnapshot, newestSnapshotSeq, takeSnapshot } from './snapshots.ts';

const compressors: Record<ContentEncoding, (text: string) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/**
 * `<` is only ever inside a JSON string: \u003c keeps a `</script>` in the data from ending the
 * block.
 */
export function jsonBlockText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface Rendered {
  seq: number;
  built: string;
  html: string;
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

/**
 * The block is data, never markup; the page and its compressed copies are made once per snapshot.
 */
export function transparencyPageRoutes(deps: AppDeps, distDir: string): Hono {
  const app = new Hono();
  const builtPage = path.join(path.resolve(distDir), 'prerendered', 'transparencia.html');
  let rendered: Rendered | null = null;

  async function newestSeq(): Promise<number | null> {
    const seq = await newestSnapshotSeq(deps.db);
    if (seq !== null) return seq;
    await takeSnapshot(deps.db, deps.now(), { daily: true });
    return newestSnapshotSeq(deps.db);
  }

  async function render(built: string): Promise<Rendered | null> {
    const seq = await newestSeq();
    if (seq === null) return null;
    if (rendered?.seq === seq && rendered.built === built) return rendered;
    const newest = await newestSnapshot(deps.db);
    if (!newest) return null;
    const latest: LatestSnapshot = { head: newest.entry, snapshot: JSON.parse(newest.file) };
    const block = `<script type="application/json" id="${SNAPSHOT_BLOCK_ID}">${jsonBlockText(latest)}</script>`;
    rendered = {
      seq: newest.entry.seq,
      built,
      html: built.replace('</body>', () => `${block}</body>`),
      encoded: new Map(),
    };
    return rendered;
  }

  app.get('/transparencia', async (c, next) => {
    const built = await fs.readFile(builtPage, 'utf8').catch(() => null);
    if (built === null || !built.includes('</body>')) return next();
    const page = await render(built);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (!page) return c.body(built, 200, headers);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.body(page.html, 200, headers);
    let encoded = page.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](page.html);
      page.encoded.set(encoding, encoded);
    }
    const bytes = await encoded;
    return c.body(new Uint8Array(bytes).buffer, 200, {
      ...headers,
      'Content-Encoding': encoding,
    });
  });
  return app;
}
