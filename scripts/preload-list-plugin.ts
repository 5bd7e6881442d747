import type { Plugin } from 'vite';

type ImportsByFile = Map<string, readonly string[]>;

/** `file` and every chunk it imports statically: all loaded before `file` runs. */
function loadedWith(
  file: string,
  importsByFile: ImportsByFile,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of importsByFile.get(file) ?? []) loadedWith(imported, importsByFile, seen);
  return seen;
}

/**
 * A dynamic import's preload list without the scripts its importer has already loaded.
 *
 * Vite writes, beside each dynamic import, the files to fetch in parallel with the chunk, so a
 * route's imports never wait for the route's chunk to arrive. The list holds the chunk's whole
 * static closure, React, the entry and the session's chunk too, although the importer (the
 * session app, for the routes) could not run before those were loaded: the preload of a file
 * already loaded does nothing, but every name in the lists is one hashed file name more in the
 * importer: the session app's lists, about 130 names, are 1.5 KB gzip of every signed-in route
 * (docs/performance.md P12). Styles stay listed: Vite keeps its CSS preloads apart.
 */
export function preloadListWithoutLoaded(): Plugin {
  let importsByFile: ImportsByFile = new Map();
  return {
    name: 'cestas:preload-list-without-loaded',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, dependencies, { hostId, hostType }) => {
            if (hostType !== 'js') return dependencies;
            const loaded = loadedWith(hostId, importsByFile);
            return dependencies.filter(
              (dependency) => dependency === file || !loaded.has(dependency),
            );
          },
        },
      },
    }),
    // Before Vite's own generateBundle, which asks resolveDependencies for each dynamic import.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        importsByFile = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [],
          ),
        );
      },
    },
  };
}
