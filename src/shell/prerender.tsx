import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { publicPagePaths } from './PublicPages.tsx';

/** Build-time entry (scripts/prerender-plugin.ts): the public pages as HTML, from the same components. */
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
