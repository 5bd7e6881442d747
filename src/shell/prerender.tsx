import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { publicPagePaths } from './PublicPages.tsx';
import { lightPages } from './light-pages.tsx';

export const prerenderedPaths = publicPagePaths;

export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  return new Response(prelude).text();
}

export const lightPageEntries = lightPages.map(({ path, script }) => ({ path, script }));

/** Nothing hydrates a light page: its script works on the HTML. */
export async function renderLightPage(path: string): Promise<{ markup: string; title: string }> {
  const page = lightPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`prerender: no light page at ${path}`);
  const { title, Page } = await page.load();
  return { markup: renderToStaticMarkup(<Page />), title };
}
