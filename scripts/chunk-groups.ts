import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (file: string) => root + file;

const CONTRACT_MODULE = /\/contract\/(?!(?:overview|build-settings)\.ts$)[^/]+\.ts$/;
/** The app's shared layers, whose small modules the automatic split cuts into small chunks. */
const SHARED_LAYER =
  /\/(src\/(ui|lib|core)\/|machines\/|graphql\/(apollo-failure|rest\/rest-error)\.ts$|node_modules\/idb\/)/;
/** A module of the list's path joins the signed-in chunk when at least this many screens import it too. */
const MIN_SCREENS_SHARING = 5;

/** `from` and every module it imports statically. */
function staticClosure(ctx: ChunkingContext, from: string[]): Set<string> {
  const seen = new Set<string>();
  const next = [...from];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** What one pass of the bundler's chunking needs to know, worked out once per pass. */
type Graph = {
  scope: Set<string>;
  list: Set<string>;
  shell: Set<string>;
  rest: Set<string>;
  screens: Set<string>[];
};
const graphs = new WeakMap<ChunkingContext, Graph>();
function graphOf(ctx: ChunkingContext): Graph {
  let graph = graphs.get(ctx);
  if (!graph) {
    const screens = (
      ctx.getModuleInfo(at('src/shell/routes.tsx'))?.dynamicallyImportedIds ?? []
    ).filter((id) => id.endsWith('Screen.tsx'));
    graph = {
      scope: staticClosure(ctx, [at('src/shell/SignedInScope.tsx')]),
      list: staticClosure(ctx, [at('src/features/donation-list/DonationListScreen.tsx')]),
      shell: staticClosure(ctx, [at('src/shell/main.tsx'), at('src/shell/SessionApp.tsx')]),
      rest: staticClosure(ctx, [at('graphql/rest/rest-client.ts')]),
      screens: screens.map((screen) => staticClosure(ctx, [screen])),
    };
    graphs.set(ctx, graph);
  }
  return graph;
}

/**
 * A contract module the REST client reads answers with, or one that forms and staff screens share.
 * A module only one screen imports (the charge file's columns) stays in that screen's chunk
 * rather than travel with every staff form (docs/performance.md P12).
 */
function contractChunk(id: string, ctx: ChunkingContext): string | null {
  const graph = graphOf(ctx);
  if (graph.rest.has(id)) return 'contract';
  return graph.screens.filter((screen) => screen.has(id)).length > 1 ? 'contract-forms' : null;
}

/** A contract module that imports nothing: plain values (statuses and their texts, the time zone, page sizes…). */
function isPlainContractModule(id: string): boolean {
  return (
    CONTRACT_MODULE.test(id) && !/^\s*(import|export\s.*\sfrom)\s/m.test(readFileSync(id, 'utf8'))
  );
}

/**
 * The signed-in chunk: what the session scope loads (Apollo's client, the outbox, the saved
 * cache), and the list's small shared modules that many screens import as well (banners, the
 * donation code, the outbox's texts…). Not what the landing page or the session shell load
 * (they never load this chunk), nor a module loaded by a dynamic import (the executor, the REST
 * client, the queued writes stay lazy).
 */
function signedInChunk(id: string, ctx: ChunkingContext): string | null {
  const graph = graphOf(ctx);
  const info = ctx.getModuleInfo(id);
  if (!info || info.dynamicImporters.length > 0 || graph.shell.has(id)) return null;
  if (graph.scope.has(id)) return 'signed-in';
  const sharing = graph.screens.filter((screen) => screen.has(id)).length;
  return graph.list.has(id) && sharing >= MIN_SCREENS_SHARING ? 'signed-in' : null;
}

/**
 * Fewer, larger chunks on the signed-in routes (docs/decisions/092-chunk-groups.md and
 * 093-leader-list-before-the-executor.md, docs/performance.md P10 and P11). Left to itself the bundler cuts a
 * chunk for every set of routes that shares a module: a leader's cold list made 78 requests, two
 * thirds of them under 1 KB, and at 150 ms a round trip over HTTP/1.1's six connections their
 * count cost more than their bytes. The groups, first come first served:
 * - React on its own, so that no group drags it (and with it the group) into the landing page;
 * - Apollo Client and its helpers (and, through them, graphql's language module), but not
 *   `SchemaLink`: it and graphql's executor load with the schema on the first operation, after a
 *   list drawn from the saved cache (src/core/apollo/apollo-client.ts);
 * - the contracts' plain values, the few a leader's list shows before its first card (statuses and
 *   their texts, the time zone, the report kinds): modules of `contract/` that import nothing, so
 *   this small chunk never brings valibot with it;
 * - the answers' contracts (valibot and the schemas the REST client reads answers with), which
 *   load with the executor, and apart from them what only forms and staff screens use (the
 *   filter's schema and texts, the charge file's columns); neither has the build settings the
 *   landing page reads nor the overview's, which stays on the overview;
 * - the signed-in chunk above, in one file instead of about twenty. It takes no dependency along
 *   (`includeDependenciesRecursively: false`): those belong to the session shell (xstate, the
 *   session machine) or to the groups above, and taking them drew the session machine into the
 *   landing page (decision 092). Its modules only define things when they run, and it loads after
 *   everything it imports, which never imports it back.
 * - react-hook-form and its resolver, the form screens' chunk (it was named `valibot-*.js`).
 * `npm run budget` fails if any of it reaches the landing page or the overview's code leaks.
 */
export const chunkGroups: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 3 },
    {
      name: 'apollo',
      test: /node_modules\/(@apollo\/client\/(?!link\/schema\/)|@wry\/|optimism|rxjs|tslib)/,
      priority: 2,
    },
    { name: 'contract-values', test: isPlainContractModule, priority: 1 },
    { name: contractChunk, test: CONTRACT_MODULE },
    { name: signedInChunk, test: SHARED_LAYER, includeDependenciesRecursively: false },
    // Named for what it is (it was `valibot-*.js` after the resolver's file); valibot stays in `contract`.
    { name: 'forms', test: /node_modules\/(react-hook-form|@hookform\/resolvers)\// },
  ],
};
