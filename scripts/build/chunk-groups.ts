import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (file: string) => root + file;

const CONTRACT_MODULE =
  /\/contract\/(?!(?:overview|build-settings|transparency|package-report)\.ts$)[^/]+\.ts$/;
/** The app's shared layers, whose small modules the automatic split cuts into small chunks. */
const SHARED_LAYER =
  /\/(src\/(ui|lib|core)\/|machines\/|graphql\/(apollo-failure|rest\/rest-error)\.ts$|node_modules\/idb\/)/;
/** How a failure reads in pt-BR: nearly every screen's, joined to the signed-in chunk even off the list's path. */
const FAILURE_TEXTS = /\/graphql\/(apollo-failure|rest\/rest-error)\.ts$/;
/** A module of the list's path joins the signed-in chunk when at least this many screens import it too. */
const MIN_SCREENS_SHARING = 5;

/** The feature a screen belongs to: its folder under src/features (screens sit in subfolders). */
const featureOf = (screen: string) =>
  /^(.*\/src\/features\/[^/]+)\//.exec(screen)?.[1] ?? path.dirname(screen);

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
  executor: Set<string>;
  screens: Set<string>[];
  /** The screens' module ids, in the order of `screens`. */
  screenIds: string[];
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
      list: staticClosure(ctx, [at('src/features/donations/list/DonationListScreen.tsx')]),
      shell: staticClosure(ctx, [at('src/shell/main.tsx'), at('src/shell/SessionApp.tsx')]),
      rest: staticClosure(ctx, [at('graphql/rest/rest-client.ts')]),
      executor: staticClosure(ctx, [at('src/core/apollo/schema-link.ts')]),
      screenIds: screens,
      screens: screens.map((screen) => staticClosure(ctx, [screen])),
    };
    graphs.set(ctx, graph);
  }
  return graph;
}

/**
 * A contract module the REST client or the executor loads with the first operation, or one that
 * forms and staff screens share. Staff calls' answer schemas load with their call (rest-client.ts).
 * A module the screens of only one feature import stays with them rather than travel with every form.
 */
function contractChunk(id: string, ctx: ChunkingContext): string | null {
  const graph = graphOf(ctx);
  if (graph.rest.has(id) || graph.executor.has(id)) return 'contract';
  const features = new Set(
    graph.screenIds.filter((_, index) => graph.screens[index]!.has(id)).map(featureOf),
  );
  return features.size > 1 ? 'contract-forms' : null;
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
  return (graph.list.has(id) || FAILURE_TEXTS.test(id)) && sharing >= MIN_SCREENS_SHARING
    ? 'signed-in'
    : null;
}

/**
 * Fewer, larger chunks on the signed-in routes (decisions 092 and 093). Left to itself the
 * bundler cuts a chunk for every set of routes that shares a module: dozens of files under 1 KB,
 * and on a phone's HTTP/1.1 their round trips cost more than their bytes. The groups, first come
 * first served:
 * - React on its own, so that no group drags it (and with it the group) into the landing page;
 * - Apollo Client and its helpers, but not `SchemaLink`: it and graphql's executor load with the
 *   schema on the first operation, after a list drawn from the saved answers;
 * - the contracts' plain values (modules of `contract/` that import nothing), which a leader's
 *   list shows before its first card: this chunk must never bring valibot;
 * - the answers' contracts (valibot and the schemas the REST client reads), which load with the
 *   executor, and apart from them what forms and staff screens share; neither takes the build
 *   settings the landing page reads nor the overview's, which stays on the overview, nor the
 *   transparency figures', which stay with the donor report;
 * - the signed-in chunk above, without its dependencies (`includeDependenciesRecursively: false`):
 *   those belong to the session shell or to the groups above, and taking them drew the session
 *   machine into the landing page. It loads after everything it imports, which never imports it;
 * - react-hook-form and its resolver, the form screens' chunk.
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
    { name: 'forms', test: /node_modules\/(react-hook-form|@hookform\/resolvers)\// },
  ],
};
