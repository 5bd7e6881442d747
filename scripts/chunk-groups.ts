import type { Rolldown } from 'vite';

/**
 * Fewer, larger chunks on the signed-in routes (docs/decisions/092-chunk-groups.md,
 * docs/performance.md P10). Left to itself the bundler cuts a chunk for every set of routes that
 * shares a module, so a leader's cold list made about 78 requests, two thirds of them under 1 KB;
 * at 150 ms a round trip over HTTP/1.1's six connections, their count cost more than their bytes.
 * Three groups that every signed-in route loads whole anyway:
 * - React on its own, so that no group drags it (and with it the group) into the landing page;
 * - Apollo Client and its helpers (and, through them, the parts of graphql-js they use);
 * - every answer and request contract (valibot schemas, about 9 KB gzip together), except the
 *   build settings the landing page reads and the overview's, which stays on the overview.
 * `npm run budget` fails if any of it reaches the landing page or the overview's code leaks.
 */
export const chunkGroups: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
    { name: 'apollo', test: /node_modules\/(@apollo\/client|@wry\/|optimism|rxjs|tslib)\//, priority: 1 },
    { name: 'contract', test: /\/contract\/(?!(?:overview|build-settings)\.ts$)[^/]+\.ts$/ },
  ],
};
