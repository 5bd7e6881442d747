import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import {
  chooseEncoding,
  isCompressibleType,
  varyOnAcceptEncoding,
  type ContentEncoding,
} from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the headers and the compressor's framing cost about what compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Larger answers go to zlib's thread pool so the loop is never held; small ones cost less on the
 * loop.
 */
export const COMPRESS_ON_LOOP_MAX_BYTES = 32 * 1024;

// Quality 5: close to the best ratio for JSON at a small fraction of quality 11's CPU.
const brotliOptions = (bytes: Uint8Array) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});
const GZIP_OPTIONS = { level: 6 };

const compressors: Record<
  ContentEncoding,
  (bytes: Uint8Array) => Promise<Uint8Array<ArrayBuffer>>
> = {
  br: async (bytes) =>
    new Uint8Array(
      bytes.byteLength <= COMPRESS_ON_LOOP_MAX_BYTES
        ? brotliCompressSync(bytes, brotliOptions(bytes))
        : await brotli(bytes, brotliOptions(bytes)),
    ),
  gzip: async (bytes) =>
    new Uint8Array(
      bytes.byteLength <= COMPRESS_ON_LOOP_MAX_BYTES
        ? gzipSync(bytes, GZIP_OPTIONS)
        : await gzipAsync(bytes, GZIP_OPTIONS),
    ),
};

/**
 * Hono's compress() cannot see a c.json() answer's size, so would compress every tiny answer, and
 * has no brotli.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206) return;
    if (res.headers.has('Content-Encoding') || !isCompressibleType(res.headers.get('Content-Type')))
      return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const large = bytes.byteLength >= COMPRESS_THRESHOLD_BYTES;
    const encoding = large ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    const body = encoding ? await compressors[encoding](bytes) : bytes;
    // Hono copies the old answer's headers onto the new one, so set ours after the swap.
    c.res = new Response(body, res);
    const headers = c.res.headers;
    headers.set('Content-Length', String(body.byteLength));
    if (large) headers.set('Vary', varyOnAcceptEncoding(headers.get('Vary')));
    if (!encoding) return;
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  };
}
