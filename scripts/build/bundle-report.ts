import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One chunk of the production build and what it is made of, for scripts/build/budget.mjs. */
export interface ChunkReport {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModule: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Project files by relative path; dependencies by package name. */
  modules: string[];
}

/** A module as the reports name it: a project file by relative path, a dependency by package name. */
export function describeModule(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = clean.slice(nodeModules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? clean);
  }
  return path.isAbsolute(clean) ? path.relative(root, clean) : clean;
}

/** Writes dist/bundle-report.json so budgets can be checked per route without guessing. */
export function bundleReport(): Plugin {
  let root = process.cwd();
  return {
    name: 'bundle-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // writeBundle sees the final bundle, after Vite has dropped chunks that held only CSS.
    writeBundle(options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModule: output.facadeModuleId ? describeModule(output.facadeModuleId, root) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: [...new Set(output.moduleIds.map((id) => describeModule(id, root)))].sort(),
        });
      }
      writeFileSync(
        path.join(options.dir ?? 'dist', 'bundle-report.json'),
        JSON.stringify(chunks, null, 2),
      );
    },
  };
}
