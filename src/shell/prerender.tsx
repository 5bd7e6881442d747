import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { publicPagePaths } from './PublicPages.tsx';
import { lightPages } from './light-pages.tsx';

/** Build-time entry (scripts/build/prerender.ts): the public pages as HTML, from their components. */
export const prerenderedPaths = publicPagePaths;

/** The markup the app draws at `path` on a first visit, waiting for its lazy screens. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  return new Response(prelude).text();
}

/** The light public pages the build renders, with the script each one loads. */
export const lightPageEntries = lightPages.map(({ path, script }) => ({ path, script }));

/** A light page's markup (nothing hydrates it: its script works on the HTML) and its title. */
export async function renderLightPage(path: string): Promise<{ markup: string; title: string }> {
  const page = lightPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`prerender: no light page at ${path}`);
  const { title, Page } = await page.load();
  return { markup: renderToStaticMarkup(<Page />), title };
}
