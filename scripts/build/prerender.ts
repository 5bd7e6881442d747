import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import {
  buildLightPages,
  type LightPageEntry,
  type RenderedLightPage,
} from './light-pages-build.ts';

/** The build-time entry: exports `prerenderedPaths` and `renderPage(path)`. */
const ENTRY = 'src/shell/prerender.tsx';

type PrerenderEntry = {
  prerenderedPaths: readonly string[];
  renderPage: (path: string) => Promise<string>;
  lightPageEntries: readonly LightPageEntry[];
  renderLightPage: (path: string) => Promise<RenderedLightPage>;
};

/** Where the server looks for a page's HTML (server/http/spa.ts): '/' → index, '/x' → x. */
export function prerenderedFileName(pagePath: string): string {
  return `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
}

/** Class names in the markup, to find the stylesheets a page needs before its script runs. */
function classesIn(markup: string): Set<string> {
  const names = [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s+/),
  );
  return new Set(names.filter((name) => name !== ''));
}

function usesAnyOf(css: string, classes: ReadonlySet<string>): boolean {
  return [...classes].some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css));
}

function inlineStyle(href: string, css: string): string {
  if (css.includes('</style')) throw new Error(`prerender: ${href} cannot be inlined`);
  return `<style data-href="${href}">${css}</style>`;
}

/**
 * The built index.html with the page's markup in #root (marked with its path, for main.tsx to
 * hydrate) and its styles inlined: the entry's stylesheets and those of lazy screens whose
 * classes it uses. A first paint then waits for nothing but the HTML, while the script loads.
 */
export function pageHtml(
  template: string,
  pagePath: string,
  markup: string,
  stylesheets: ReadonlyMap<string, string>,
  base = '/',
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`prerender: index.html has no ${root}`);
  const used = classesIn(markup);
  const linked = (href: string) => template.includes(`href="${href}"`);
  const extra = [...stylesheets]
    .filter(([href, css]) => !linked(href) && usesAnyOf(css, used))
    .map(([href, css]) => `  ${inlineStyle(href, css)}\n  `)
    .join('');
  return (
    startAfterPaint(template, base)
      .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
        const css = stylesheets.get(href);
        return css === undefined ? link : inlineStyle(href, css);
      })
      // Functions, so a '$' in the markup or the CSS is never read as a replacement pattern.
      .replace('</head>', () => `${extra}</head>`)
      .replace(root, () => `<div id="root" data-prerendered="${pagePath}">${markup}</div>`)
  );
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page's script and its module preloads leave the head: public/landing-boot.js (a classic
 * `defer` script of 1 KB) starts the module once the page has painted, on idle or interaction,
 * so nothing but the HTML travels before the first paint.
 */
function startAfterPaint(template: string, base: string): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module script');
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      MODULE_SCRIPT,
      () => `<script defer src="${base}landing-boot.js" data-entry="${entry}"></script>`,
    );
}

/**
 * Renders the public pages to HTML at build time with the app's own components (a second,
 * server-side build of src/shell/prerender.tsx), so their text and 'Entrar' paint before any
 * JavaScript runs; the client then hydrates them (src/shell/main.tsx).
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  const stylesheets = new Map<string, string>();
  return {
    name: 'prerender-public-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && output.fileName.endsWith('.css')) {
          stylesheets.set(`${config.base}${output.fileName}`, String(output.source));
        }
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside node_modules so the server build's bare imports (react, wouter…) resolve.
        const ssrDir = path.resolve(config.root, 'node_modules/.prerender');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        try {
          const entry = (await import(
            `${pathToFileURL(path.join(ssrDir, 'prerender.js')).href}?${Date.now()}`
          )) as PrerenderEntry;
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
          for (const pagePath of entry.prerenderedPaths) {
            const html = pageHtml(
              template,
              pagePath,
              await entry.renderPage(pagePath),
              stylesheets,
              config.base,
            );
            await writeFile(path.join(outDir, prerenderedFileName(pagePath)), html);
          }
          console.log(`prerender: ${entry.prerenderedPaths.join(', ')}`);
          await buildLightPages(
            config,
            entry.lightPageEntries,
            entry.renderLightPage,
            prerenderedFileName,
          );
        } finally {
          await rm(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
