import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { publicPagePaths } from './PublicPages';

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
