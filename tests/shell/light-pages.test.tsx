import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lightPages } from '#src/shell/light-pages.tsx';
import { lightPagePaths } from '#src/lib/paths.ts';
import { lightPageHtml } from '../../scripts/build/light-page-html.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the light public pages (src/shell/light-pages.tsx)', () => {
  it('are exactly the paths the service worker leaves to the network', () => {
    expect(lightPages.map((page) => page.path)).toEqual([...lightPagePaths]);
  });

  it.each(lightPages.map((page) => [page.path, page]))(
    '%s: every part its script looks for is in its markup, and the markup runs nothing',
    async (_path, page) => {
      const { Page, title } = await page.load();
      const markup = renderToStaticMarkup(<Page />);
      const script = fs.readFileSync(path.join(root, page.script), 'utf8');
      const wanted = [...script.matchAll(/\bpart(?:<[^>]+>)?\(\s*'([^']+)'/g)].map((m) => m[1]);
      expect(wanted.length).toBeGreaterThan(0);
      for (const name of wanted) expect(markup, name).toContain(`data-part="${name}"`);
      expect(markup).not.toMatch(/<script|\son[a-z]+=/i);
      expect(title).not.toBe('');
    },
  );

  it("are served with their own script and styles, none of the app's", () => {
    const template = `<!doctype html><html lang="pt-BR"><head>
    <title>Cestas Solidárias</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head><body><div id="root"></div></body></html>`;
    const html = lightPageHtml(
      template,
      { markup: '<main>$& página</main>', title: 'Conferir <entrega>' },
      '.a{color:red}',
      '/assets/light-x.js',
    );
    expect(html).not.toContain('index-abc');
    expect(html).not.toContain('react-abc');
    expect(html).toContain('<script type="module" crossorigin src="/assets/light-x.js"></script>');
    expect(html).toContain('<style data-light-page>.a{color:red}</style>');
    expect(html).toContain('<title>Conferir &lt;entrega></title>');
    expect(html).toContain('<div id="root"><main>$& página</main></div>');
  });
});
