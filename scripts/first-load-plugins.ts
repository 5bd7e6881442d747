import type { Plugin } from 'vite';
import { compressAssets } from './compress-assets-plugin.ts';
import { prerenderPublicPages } from './prerender-plugin.ts';
import { preloadChunks } from './preload-chunks-plugin.ts';

/**
/**
 * What every signed-in route needs, and the donation list every role starts on: the shell that
 * serves the signed-in routes fetches them at once, in parallel, instead of one after another.
 */
const SIGNED_IN_CHUNKS = [
  'src/shell/SessionApp.tsx',
  'src/shell/SignedInScope.tsx',
  'src/features/donation-list/DonationListScreen.tsx',
  // Not the GraphQL executor and schema: a leader's list drawn from the saved cache needs them only
  // after its first card; the app starts them at once when no saved answers are there, or for a
  // sign-in (preloadExecutor in src/core/apollo/apollo-client.ts, docs/performance.md P11).
];

/**
 * What makes the first load fast on a weak mobile network (issue 11): the public pages are
 * rendered to HTML, the shell of the other routes preloads the signed-in chunks, then every
 * text file is compressed once, for the server to send by Accept-Encoding. Order matters:
 * the prerendered pages are made from index.html before it gets the preloads, and everything
 * is compressed last.
 */
export function firstLoadPlugins(): Plugin[] {
  return [prerenderPublicPages(), preloadChunks(SIGNED_IN_CHUNKS), compressAssets()];
}
