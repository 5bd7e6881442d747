import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_ON_LOOP_MAX_BYTES, compressAnswers } from '#server/http/compress-answers.ts';

/** Answers on both sides of the size up to which compression runs on the event loop. */
const rows = (count: number) => ({
  rows: Array.from({ length: count }, (_, i) => ({
    id: i,
    label: `Cartão ${i}`,
    site: 'Heliópolis',
  })),
});

const app = new Hono();
app.use('*', compressAnswers());
app.get('/rows/:count', (c) => c.json(rows(Number(c.req.param('count')))));

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('answers compressed on the loop when small, in the thread pool when large', () => {
  for (const count of [100, 5_000]) {
    for (const encoding of ['br', 'gzip'] as const) {
      it(`${count} rows with ${encoding}: the same JSON, smaller`, async () => {
        const plainSize = JSON.stringify(rows(count)).length;
        expect(plainSize > COMPRESS_ON_LOOP_MAX_BYTES).toBe(count === 5_000);
        const answer = await app.request(`/rows/${count}`, {
          headers: { 'Accept-Encoding': encoding },
        });
        expect(answer.headers.get('Content-Encoding')).toBe(encoding);
        const bytes = Buffer.from(await answer.arrayBuffer());
        expect(Number(answer.headers.get('Content-Length'))).toBe(bytes.byteLength);
        expect(bytes.byteLength).toBeLessThan(plainSize / 4);
        expect(JSON.parse(decode[encoding](bytes).toString())).toEqual(rows(count));
      });
    }
  }
});
