import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type ResolvedConfig, type Rolldown } from 'vite';
import { LIGHT_PAGES_REPORT_FILE } from '#contract/build-settings.ts';
import { describeModule, type ChunkReport } from './bundle-report.ts';
import { lightPageHtml, type RenderedLightPage } from './light-page-html.ts';

export type { RenderedLightPage };

/** A light public page as the prerender entry lists it (src/shell/light-pages.tsx). */
export interface LightPageEntry {
  path: string;
  /** The page's browser script, relative to the project's root. */
  script: string;
}

/** Each light page's script and what it loads, for budget.mjs (LIGHT_PAGES_REPORT_FILE). */
export interface LightPageReport {
  page: string;
  entry: string;
  chunks: ChunkReport[];
}

/** '/comprovante' → 'comprovante': the entry's name, and so its script's file name. */
const entryName = (pagePath: string) => pagePath.replace(/^\//, '').replace(/[^a-z0-9-]/g, '-');

/** A chunk and every chunk it imports statically. */
function closure(
  fileName: string,
  chunks: ReadonlyMap<string, Rolldown.OutputChunk>,
  seen = new Set<string>(),
) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, chunks, seen);
  return seen;
}

/** Class names in the markup. */
function classesIn(markup: string): Set<string> {
  return new Set(
    [...markup.matchAll(/\sclass="([^"]*)"/g)]
      .flatMap((match) => (match[1] ?? '').split(/\s+/))
      .filter((name) => name !== ''),
  );
}

/**
 * The light public pages (/comprovante…): HTML made at build time from the app's TSX, with a
 * small script of their own and no React in the browser. Their scripts are built here, apart from
 * the app (no chunk shared with it, so the landing page and the signed-in routes are unchanged),
 * with only the plugin their styles need. Every class the markup uses must come from the page's
 * styles, or the build fails: a class whose stylesheet the script never imports would paint
 * unstyled.
 */
export async function buildLightPages(
  config: ResolvedConfig,
  pages: readonly LightPageEntry[],
  render: (pagePath: string) => Promise<RenderedLightPage>,
  pageFileName: (pagePath: string) => string,
): Promise<void> {
  if (pages.length === 0) return;
  const outDir = path.resolve(config.root, config.build.outDir);
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    base: config.base,
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(
          pages.map((page) => [entryName(page.path), path.resolve(config.root, page.script)]),
        ),
        output: {
          entryFileNames: 'assets/light-[name]-[hash].js',
          chunkFileNames: 'assets/light-[name]-[hash].js',
          assetFileNames: 'assets/light-[name]-[hash][extname]',
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs)
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);

  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const reports: LightPageReport[] = [];
  for (const page of pages) {
    const entry = [...chunks.values()].find(
      (chunk) => chunk.isEntry && chunk.name === entryName(page.path),
    );
    if (!entry) throw new Error(`light pages: no script built for ${page.path}`);
    const files = [...closure(entry.fileName, chunks)];
    const cssFiles = [
      ...new Set(files.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])),
    ];
    const css = (
      await Promise.all(cssFiles.map((file) => readFile(path.join(outDir, file), 'utf8')))
    ).join('');
    const rendered = await render(page.path);
    const missing = [...classesIn(rendered.markup)].filter(
      (name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css),
    );
    if (missing.length > 0)
      throw new Error(
        `light pages: ${page.path} uses classes its script's styles do not define: ${missing.join(', ')}`,
      );
    await writeFile(
      path.join(outDir, pageFileName(page.path)),
      lightPageHtml(template, rendered, css, `${config.base}${entry.fileName}`),
    );
    reports.push({
      page: page.path,
      entry: entry.fileName,
      chunks: files.map((file) => {
        const chunk = chunks.get(file)!;
        return {
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facadeModule: chunk.facadeModuleId
            ? describeModule(chunk.facadeModuleId, config.root)
            : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: [
            ...new Set(chunk.moduleIds.map((id) => describeModule(id, config.root))),
          ].sort(),
        };
      }),
    });
  }
  await writeFile(path.join(outDir, LIGHT_PAGES_REPORT_FILE), JSON.stringify(reports, null, 2));
  console.log(`light pages: ${pages.map((page) => page.path).join(', ')}`);
}
