/**
 * The code cites product rules (docs/product.md R1–R14, with their sub-rules R13.4…) and
 * architecture sections (docs/architecture.md A1–A14). A citation that names nothing sends a
 * newcomer nowhere, so every one must exist in the docs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const CODE_FOLDERS = ['src', 'server', 'graphql', 'machines', 'contract', 'scripts', 'tests'];
const CODE_FILE = /\.(ts|tsx|mjs|graphql|sql)$/;

function codeFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() &&
      CODE_FILE.test(entry.name) &&
      !entry.parentPath.includes(`${path.sep}generated`)
        ? [path.join(entry.parentPath, entry.name)]
        : [],
    );
}

const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8');

/** Rules the product doc defines: its `## R12.` sections, its `**R12.3 …` items and its `| R9.4 …` table rows. */
export function definedRules(productDoc: string): Set<string> {
  const sections = [...productDoc.matchAll(/^## (R\d+)\./gm)].map((m) => m[1]!);
  const items = [...productDoc.matchAll(/^(?:- \*\*|\| )(R\d+\.\d+)\b/gm)].map((m) => m[1]!);
  return new Set([...sections, ...items]);
}

/** Sections the architecture doc defines: its `## A10.` headings. */
export function definedSections(architectureDoc: string): Set<string> {
  return new Set([...architectureDoc.matchAll(/^## (A\d+)\./gm)].map((m) => m[1]!));
}

/**
 * What a text cites: the rules after a `product.md` mention (`docs/product.md R10.3, R13.4`), and
 * the sections after an `architecture.md` mention. A bare `R1` elsewhere may be a token's name in
 * a test (R0, R1 for refresh tokens) and `A4` a paper size, so only cited ones count.
 */
export function citations(text: string): { rules: string[]; sections: string[] } {
  const after = (doc: string, id: RegExp) =>
    [...text.matchAll(new RegExp(`${doc}((?:[ ,–-]+(?:and |e )?${id.source})+)`, 'g'))].flatMap(
      (m) => [...m[1]!.matchAll(new RegExp(id.source, 'g'))].map((x) => x[0]),
    );
  return {
    rules: after('product\\.md', /R\d+(?:\.\d+)?/),
    sections: after('architecture\\.md', /A\d+/),
  };
}

describe('doc references', () => {
  it('reads the citations the code uses', () => {
    expect(
      citations('(docs/product.md R10.3, R13.4 and R13.5) and docs/architecture.md A1, "Writes"'),
    ).toEqual({
      rules: ['R10.3', 'R13.4', 'R13.5'],
      sections: ['A1'],
    });
    expect(citations('Refreshing with R0 gives R1; an A4 page')).toEqual({
      rules: [],
      sections: [],
    });
    expect(
      definedRules(
        '## R2. Routes\n- **R2.10 Something.** text, as R2.99 says\n| R2.11 a constant | 5 s |\n',
      ),
    ).toEqual(new Set(['R2', 'R2.10', 'R2.11']));
  });

  it('every product rule and architecture section the code cites exists in the docs', () => {
    const rules = definedRules(read('docs/product.md'));
    const sections = definedSections(read('docs/architecture.md'));
    const missing: string[] = [];
    for (const file of CODE_FOLDERS.flatMap(codeFiles)) {
      const cited = citations(fs.readFileSync(file, 'utf8'));
      const where = path.relative(root, file);
      for (const rule of cited.rules) if (!rules.has(rule)) missing.push(`${where}: ${rule}`);
      for (const section of cited.sections)
        if (!sections.has(section)) missing.push(`${where}: ${section}`);
    }
    expect(missing).toEqual([]);
  });

  it('the README names the rules that exist', () => {
    const numbers = [...definedRules(read('docs/product.md'))]
      .filter((r) => !r.includes('.'))
      .map((r) => Number(r.slice(1)));
    expect(read('README.md')).toContain(`(R1–R${Math.max(...numbers)})`);
  });
});
