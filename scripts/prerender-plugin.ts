import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The build-time entry: exports `prerenderedPaths` and `renderPage(path)`. */
const ENTRY = 'src/shell/prerender.tsx';

type PrerenderEntry = {
  prerenderedPaths: readonly string[];
  renderPage: (path: string) => Promise<string>;
};

/** Where the server looks for a page's HTML (server/http/spa.ts): '/' → index, '/x' → x. */
export function prerenderedFileName(pagePath: string): string {
  return `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
}

/** Class names in the markup, to find the stylesheets a page needs before its script runs. */
function classesIn(markup: string): Set<string> {
  const names = [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
  return new Set(names.filter((name) => name !== ''));
}

/**
 * The built index.html with the page's markup in #root (marked with its path, for main.tsx to
 * hydrate) and links to the route stylesheets it uses beyond the entry's: a lazy screen's CSS
 * would otherwise arrive with its script, after the first paint.
 */
export function pageHtml(template: string, pagePath: string, markup: string, stylesheets: ReadonlyMap<string, string>): string {
  const used = classesIn(markup);
  const links = [...stylesheets]
    .filter(([href, css]) => !template.includes(`href="${href}"`) && [...used].some((name) => new RegExp(`\\.${name}(?![\\w-])`).test(css)))
    .map(([href]) => `  <link rel="stylesheet" crossorigin href="${href}">\n  `)
    .join('');
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`prerender: index.html has no ${root}`);
  return template
    .replace('</head>', `${links}</head>`)
    .replace(root, `<div id="root" data-prerendered="${pagePath}">${markup}</div>`);
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
          const entry = (await import(`${pathToFileURL(path.join(ssrDir, 'prerender.js')).href}?${Date.now()}`)) as PrerenderEntry;
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
          for (const pagePath of entry.prerenderedPaths) {
            const html = pageHtml(template, pagePath, await entry.renderPage(pagePath), stylesheets);
            await writeFile(path.join(outDir, prerenderedFileName(pagePath)), html);
          }
          console.log(`prerender: ${entry.prerenderedPaths.join(', ')}`);
        } finally {
          await rm(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
