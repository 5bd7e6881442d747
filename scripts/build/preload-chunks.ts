import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChunkMetadata, Plugin, ResolvedConfig, Rollup } from 'vite';

type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: ChunkMetadata };

/** `file` and every chunk it imports statically: what must load before it can run. */
function closure(
  file: string,
  byFile: ReadonlyMap<string, ChunkWithCss>,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of byFile.get(file)?.imports ?? []) closure(imported, byFile, seen);
  return seen;
}

/**
 * Adds `<link rel="modulepreload">` (and style preloads) for the chunks of `modules` and their
 * imports to the built index.html, the page the server sends for every route that is not
 * prerendered. Those lazy chunks would otherwise be found one after another (session app,
 * then session scope, then the screen), each one a round trip on a slow mobile link. Runs after
 * the prerender, so the public pages do not download them.
 *
 * The chunks are read in `writeBundle`, from the bundle as written: during `generateBundle` it
 * still holds the empty JS placeholders of CSS-only modules (vanilla-extract's `X.css.ts`), which
 * Vite's CSS plugin deletes afterwards, moving their CSS onto the importing chunk: read earlier,
 * a preload would name a file that never reaches dist/. As a last guard, a preload of a file
 * missing from dist/ fails the build.
 */
export function preloadChunks(modules: readonly string[]): Plugin {
  let config: ResolvedConfig;
  const hrefs = { scripts: new Set<string>(), styles: new Set<string>() };
  return {
    name: 'preload-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is ChunkWithCss => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const module of modules) {
        const chunk = chunks.find(
          (c) => c.facadeModuleId && path.relative(config.root, c.facadeModuleId) === module,
        );
        if (!chunk) this.error(`preload-chunks: no chunk for ${module}; was it moved?`);
        for (const file of closure(chunk.fileName, byFile)) {
          hrefs.scripts.add(`${config.base}${file}`);
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? [])
            hrefs.styles.add(`${config.base}${css}`);
        }
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const indexFile = path.join(outDir, 'index.html');
        for (const href of [...hrefs.scripts, ...hrefs.styles]) {
          const file = path.join(outDir, href.slice(config.base.length));
          await access(file).catch(() =>
            this.error(`preload-chunks: ${href} is not in ${config.build.outDir}/`),
          );
        }
        const html = await readFile(indexFile, 'utf8');
        const missing = (href: string) => !html.includes(`"${href}"`);
        const links = [
          ...[...hrefs.scripts]
            .filter(missing)
            .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
          ...[...hrefs.styles]
            .filter(missing)
            .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
        ];
        await writeFile(
          indexFile,
          html.replace('</head>', () => `${links.map((link) => `  ${link}\n  `).join('')}</head>`),
        );
      },
    },
  };
}
