import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files a browser downloads as text; images and fonts are compressed formats already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) beside every text file under `dir`,
 * for the server to send by Accept-Encoding (server/http/spa.ts). A copy that would not be
 * smaller is not written. Returns how many files got copies.
 */
export async function compressBuiltFiles(dir: string): Promise<number> {
  let compressed = 0;
  for (const file of (await filesUnder(dir)).filter((name) => TEXT_FILE.test(name))) {
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    if (br.byteLength < bytes.byteLength) await writeFile(`${file}.br`, br);
    if (gz.byteLength < bytes.byteLength) await writeFile(`${file}.gz`, gz);
    if (br.byteLength < bytes.byteLength || gz.byteLength < bytes.byteLength) compressed += 1;
  }
  return compressed;
}

/**
 * After everything else has written to the output folder (prerendered pages, the service
 * worker), compresses its text files once, so the server never compresses them per request.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compress-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await compressBuiltFiles(outDir);
        this.environment.logger.info(`compress-assets: brotli and gzip copies of ${count} files`);
      },
    },
  };
}
