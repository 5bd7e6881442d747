/**
 * Every pointer a reader may follow must lead somewhere: a path (`src/core/outbox/outbox-link.ts`,
 * `docs/decisions/093`, a glob), a section of a doc by its id (`docs/architecture.md A7`, `R5.6`,
 * `P3`) or by its title (`docs/offline.md, "Outbox"`), a decision's number (`decision 093`), a
 * Markdown link and its `#anchor`. Read in the docs whole and in the code's comments (a path in a
 * string is followed by the code itself when it runs). A placeholder is written with `<…>` or
 * `NNN` (`src/features/<capability>/`, `docs/decisions/NNN-title.md`) and is not followed, nor
 * are the paths of a dated report in docs/reports/ (the files of its date; its links are). A file
 * named without its folder (`outbox-store.ts`, `photo/PhotoField.tsx`) must be the end of some
 * file's path (in the repository, or in an installed package: `validation/validate.mjs`), except
 * in a dated record (a report, a decision) and for the placeholders `X.tsx`, `x.machine.ts`,
 * `XScreen.tsx`, `use-x.ts`, `index.ts`.
 *
 * Run `npx vitest run tests/lint/doc-references.test.ts`: it lists each pointer that leads
 * nowhere as `file:line: pointer (what is missing)`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentRanges } from '../../scripts/comment-share.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The doc whose sections an id's letter names. */
const HOME_DOC: Record<string, string> = {
  A: 'docs/architecture.md',
  K: 'docs/capacity.md',
  O: 'docs/operations.md',
  P: 'docs/performance.md',
  R: 'docs/product.md',
};
const TOP_FOLDERS = 'src|server|graphql|machines|contract|scripts|tests|docs|public|\\.ci';

/** A stretch of text to read for pointers, and the line of the file it starts on. */
export type Passage = { line: number; text: string };

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const matches = (text: string, pattern: RegExp): Passage[] =>
  [...text.matchAll(pattern)].map((m) => ({ line: lineAt(text, m.index), text: m[0] }));

/** What a reader reads in a file: a doc whole, the comments of code. */
export function passages(file: string, text: string): Passage[] {
  if (/\.md$/.test(file)) return [{ line: 1, text }];
  if (/\.(ts|tsx|mjs|js|cjs)$/.test(file))
    return commentRanges(text, file).map((range) => ({
      line: lineAt(text, range.pos),
      text: text.slice(range.pos, range.end),
    }));
  if (/\.sql$/.test(file)) return matches(text, /--[^\n]*|\/\*[\s\S]*?\*\//g);
  if (/\.graphql$/.test(file)) return matches(text, /#[^\n]*|"""[\s\S]*?"""|"[^"\n]*"/g);
  if (/\.css$/.test(file)) return matches(text, /\/\*[\s\S]*?\*\//g);
  if (/\.html$/.test(file)) return matches(text, /<!--[\s\S]*?-->/g);
  if (/(^|\/)(Dockerfile|run|\.gitignore|\.dockerignore|\.prettierignore)$/.test(file))
    return matches(text, /(?:^|\s)#[^\n]*/gm);
  return [];
}

/** One pointer found in a passage. */
export type Pointer =
  | { kind: 'path'; line: number; path: string }
  | { kind: 'section'; line: number; id: string; doc: string }
  | { kind: 'titled-section'; line: number; doc: string; title: string }
  | { kind: 'decision'; line: number; number: string }
  | { kind: 'link'; line: number; target: string }
  | { kind: 'file-name'; line: number; name: string };

const PATH = new RegExp(
  `(?<![\\w.@/#\`'"-]|\\]\\()((?:${TOP_FOLDERS})/[\\w.\\-/*{},<>…]*[\\w*}>/])`,
  'g',
);
// Not the text of a Markdown link (`[P11](2026-11-27-….md)`): its target is what is followed.
const SECTION_ID = /(?<![\w.\-/#[])([AKOPR])(\d{1,2})(\.\d{1,2})?(?![\w-]|\.\d|\]\()/g;
const DOC_THEN_ID = /([\w-]+\.md)((?:[ ,–-]+(?:and |e )?[AKOPR]\d{1,2}(?:\.\d{1,2})?\b)+)/g;
const DOC_THEN_TITLE = /((?:[\w-]+\/)*[\w-]+\.md),? ["“]([^"”\n]{3,80})["”]/g;
const DECISION_WORDS =
  /\b[Dd]ecis(?:ions?|ão|ões)\s+(\d{3}(?:(?:\s*(?:[,–-]|and|e|&)\s*)\d{3})*)(?!\d)/g;
const DECISION_PATH = /docs\/decisions\/(\d{3})(?:`?[–-]`?(\d{3}))?/g;
const DECISION_FILE = /(?<![\w/-])(\d{3})-[a-z0-9-]+\.md/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const FILE_NAME = /(?<![\w.@/#'"-])((?:[\w-]+\/)*\w[\w.-]*\.(?:tsx|ts|mjs|sql))(?![\w/])/g;
const TOP_FOLDER = new RegExp(`^(?:${TOP_FOLDERS})/`);
const PLACEHOLDER_NAME = /(?:^|\/)(?:X\w*|x|use-x|index)\./;

/** The pointers in one passage of `file`. */
export function pointersIn(file: string, passage: Passage): Pointer[] {
  const found: Pointer[] = [];
  const lineOf = (index: number) => passage.line + lineAt(passage.text, index) - 1;
  // A dated report names files as they were on its date.
  const paths = file.startsWith('docs/reports/') ? [] : passage.text.matchAll(PATH);
  for (const m of paths) {
    const written = m[1]!.replace(/[.,]+$/, '');
    if (/[<>…]|NNN/.test(written) || /^docs\/decisions\/\d{3}$/.test(written)) continue;
    found.push({ kind: 'path', line: lineOf(m.index), path: written });
  }
  const ownDoc = Object.values(HOME_DOC).includes(file) ? file : null;
  for (const m of passage.text.matchAll(DOC_THEN_ID))
    for (const id of m[2]!.matchAll(/[AKOPR]\d{1,2}(?:\.\d{1,2})?/g))
      found.push({ kind: 'section', line: lineOf(m.index), id: id[0], doc: docNamed(file, m[1]!) });
  for (const m of passage.text.matchAll(SECTION_ID)) {
    const id = m[0];
    const home = HOME_DOC[m[1]!]!;
    // Cited after a doc's name: counted above, against that doc.
    const before = passage.text.slice(Math.max(0, m.index - 120), m.index);
    if (/\.md(?:[ ,–-]+(?:and |e )?[AKOPR]\d{1,2}(?:\.\d{1,2})?)*[ ,–-]+(?:and |e )?$/.test(before))
      continue;
    if (ownDoc && ownDoc !== home && m[1] !== 'R') continue;
    found.push({ kind: 'section', line: lineOf(m.index), id, doc: home });
  }
  for (const m of passage.text.matchAll(DOC_THEN_TITLE))
    found.push({
      kind: 'titled-section',
      line: lineOf(m.index),
      doc: docNamed(file, m[1]!),
      title: m[2]!,
    });
  for (const m of passage.text.matchAll(DECISION_WORDS))
    for (const number of m[1]!.matchAll(/\d{3}/g))
      found.push({ kind: 'decision', line: lineOf(m.index), number: number[0] });
  for (const m of passage.text.matchAll(DECISION_PATH))
    for (const number of [m[1], m[2]])
      if (number) found.push({ kind: 'decision', line: lineOf(m.index), number });
  for (const m of passage.text.matchAll(DECISION_FILE))
    found.push({ kind: 'path', line: lineOf(m.index), path: `docs/decisions/${m[0]}` });
  if (!/^docs\/(reports|decisions)\//.test(file))
    for (const m of passage.text.matchAll(FILE_NAME))
      if (!TOP_FOLDER.test(m[1]!) && !PLACEHOLDER_NAME.test(m[1]!))
        found.push({ kind: 'file-name', line: lineOf(m.index), name: m[1]! });
  if (file.endsWith('.md'))
    for (const m of passage.text.matchAll(MARKDOWN_LINK)) {
      if (/^(https?:|mailto:)/.test(m[1]!)) continue;
      found.push({ kind: 'link', line: lineOf(m.index), target: m[1]! });
    }
  return found;
}

/** A doc named in `file`'s text: by its path from the root, or by its name beside `file` or in docs/. */
function docNamed(file: string, name: string): string {
  if (name.includes('/')) return name;
  const beside = path.posix.join(path.posix.dirname(file), name);
  return fs.existsSync(path.join(root, beside)) ? beside : `docs/${name}`;
}

/** The ids a doc defines: its `## P3.` headings, its `- **R4.6 …` items and its `| R9.1 …` rows. */
export function definedIds(doc: string): Set<string> {
  return new Set(
    [...doc.matchAll(/^(?:#{1,6} |- \*\*|\| )([AKOPR]\d{1,2}(?:\.\d{1,2})?)\b/gm)].map(
      (m) => m[1]!,
    ),
  );
}

/** A heading's anchor as GitHub makes it. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const headingsOf = (doc: string) => [...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!);
/** What a title may name: a heading, a paragraph's or item's bold lead-in, a table row's first cell. */
const titledParts = (doc: string) => [
  ...headingsOf(doc),
  ...[...doc.matchAll(/^(?:- )?\*\*([^*\n]+)\*\*/gm)].map((m) => m[1]!),
  ...[...doc.matchAll(/^\| ([^|\n]+?) +\|/gm)].map((m) => m[1]!),
];
const plain = (text: string) =>
  text
    .replace(/[`*_]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/^[AKOPR]\d{1,2}\. /, '')
    .toLowerCase();

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
}

/** What is wrong with a pointer, or null when it leads somewhere. */
export function missing(
  file: string,
  pointer: Pointer,
  files: readonly string[],
  read: (file: string) => string | null,
): string | null {
  const exists = (target: string) => {
    const clean = target.replace(/\/$/, '');
    return (
      files.some((f) => f === clean || f.startsWith(`${clean}/`)) ||
      // Written by the build or the codegen, which git ignores (graphql/generated/).
      fs.existsSync(path.join(root, clean))
    );
  };
  switch (pointer.kind) {
    case 'path': {
      const written = pointer.path.replace(/:\d+(-\d+)?$/, '');
      if (/[*{]/.test(written))
        return files.some((f) => path.posix.matchesGlob(f, written)) ? null : 'no file matches';
      const candidates = ['', '.ts', '.tsx', '.mjs', '.md'].map((ending) => written + ending);
      return candidates.some(exists) ? null : 'no such file or folder';
    }
    case 'section': {
      const doc = read(pointer.doc);
      if (doc === null) return `no ${pointer.doc}`;
      return definedIds(doc).has(pointer.id) ? null : `${pointer.doc} has no ${pointer.id}`;
    }
    case 'titled-section': {
      const doc = read(pointer.doc);
      if (doc === null) return `no ${pointer.doc}`;
      const title = plain(pointer.title);
      return titledParts(doc).some((part) => plain(part).includes(title))
        ? null
        : `${pointer.doc} has no section "${pointer.title}"`;
    }
    case 'decision':
      return files.some((f) => f.startsWith(`docs/decisions/${pointer.number}-`))
        ? null
        : `no decision ${pointer.number}`;
    case 'file-name':
      return files.some((f) => f === pointer.name || f.endsWith(`/${pointer.name}`)) ||
        installedFile(pointer.name)
        ? null
        : 'no file of that name';
    case 'link': {
      const [target, anchor] = pointer.target.split('#');
      const linked = target
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
        : file;
      if (!exists(linked)) return 'no such file';
      if (!anchor) return null;
      const doc = read(linked);
      return doc !== null && headingsOf(doc).some((heading) => anchorOf(heading) === anchor)
        ? null
        : `${linked} has no #${anchor}`;
    }
  }
}

let packages: string[] | null = null;
/**
 * Whether `name` is a file git does not track: the codegen's output, or an installed package's own
 * module (a library's file, cited).
 */
function installedFile(name: string): boolean {
  packages ??= fs.readdirSync(path.join(root, 'node_modules')).map((pkg) => `node_modules/${pkg}`);
  return ['graphql/generated', ...packages].some((folder) =>
    fs.existsSync(path.join(root, folder, name)),
  );
}

/** Every pointer in the repository that leads nowhere, as `file:line: pointer (why)`. */
function brokenPointers(): string[] {
  const files = trackedFiles();
  const cache = new Map<string, string | null>();
  const read = (file: string) => {
    if (!cache.has(file)) {
      const full = path.join(root, file);
      cache.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null);
    }
    return cache.get(file)!;
  };
  const broken: string[] = [];
  for (const file of files) {
    if (file.startsWith('docs/images/') || file.includes('/generated/')) continue;
    const text = read(file);
    // Parsing a file for its comments is slow: only when its text holds a pointer at all.
    if (text === null || !pointersIn(file, { line: 1, text }).length) continue;
    for (const passage of passages(file, text))
      for (const pointer of pointersIn(file, passage)) {
        const why = missing(file, pointer, files, read);
        if (why) broken.push(`${file}:${pointer.line}: ${shown(pointer)} (${why})`);
      }
  }
  return broken;
}

function shown(pointer: Pointer): string {
  switch (pointer.kind) {
    case 'path':
      return pointer.path;
    case 'section':
      return `${pointer.doc} ${pointer.id}`;
    case 'titled-section':
      return `${pointer.doc} "${pointer.title}"`;
    case 'decision':
      return `decision ${pointer.number}`;
    case 'link':
      return `(${pointer.target})`;
    case 'file-name':
      return pointer.name;
  }
}

describe('pointers in the docs and the code', () => {
  const docs: Record<string, string> = {
    'docs/architecture.md': '# Architecture\n## A7. Machines (XState 5)\n### How `x` works\n',
    'docs/product.md': '## R4. Statuses\n- **R4.6 Repeats**: …\n| R9.1 window | 24 h |\n',
    'docs/offline.md': '# Offline\n## Outbox\n- **Sent, not yet seen:** …\n',
    'docs/performance.md': '# Performance\n## P2. The benchmark\n',
    'docs/decisions/093-leader-list.md': '# 093\n',
    'src/core/outbox/outbox-link.ts': '',
    'tests/machines/session.test.ts': '',
  };
  const files = Object.keys(docs);
  const read = (file: string) => docs[file] ?? null;
  const check = (file: string, text: string) =>
    pointersIn(file, { line: 1, text }).map((pointer) => missing(file, pointer, files, read));

  it('reads paths, ids, titles, decisions and links, and says which lead nowhere', () => {
    expect(
      check(
        'src/a.ts',
        'src/core/outbox/outbox-link.ts and src/core/outbox/gone.ts; tests/{machines,lib}/**/*.test.ts',
      ),
    ).toEqual([null, 'no such file or folder', null]);
    expect(check('src/a.ts', '(docs/architecture.md A7, A8; R4.6 and R4.7, R9.1)')).toEqual([
      null,
      null,
      'docs/architecture.md has no A8',
      null,
      'docs/product.md has no R4.7',
      null,
    ]);
    expect(
      check(
        'src/a.ts',
        'docs/offline.md, "Outbox"; offline.md, "Sent, not yet seen"; offline.md "Drafts"',
      ),
    ).toEqual([null, null, null, 'docs/offline.md has no section "Drafts"']);
    expect(check('src/a.ts', 'decisions 093 and 094; docs/decisions/093')).toEqual([
      null,
      'no decision 094',
      null,
    ]);
    expect(
      check(
        'docs/decisions/README.md',
        '[093](093-leader-list.md), [A7](../architecture.md#a7-machines-xstate-5), [x](../architecture.md#a9)',
      ),
    ).toEqual([null, null, null, 'docs/architecture.md has no #a9']);
  });

  it('finds a file named without its folder, in the docs and the comments', () => {
    expect(
      check(
        'src/a.ts',
        '// outbox-link.ts, outbox/outbox-link.ts, send-outbox-command.ts; X.css.ts, x.machine.ts',
      ),
    ).toEqual([null, null, 'no file of that name']);
    expect(check('docs/decisions/093-leader-list.md', 'moved from send-outbox-command.ts')).toEqual(
      [],
    );
  });

  it('does not follow placeholders, nor take other words for ids', () => {
    expect(
      check(
        'docs/architecture.md',
        'src/features/<capability>/, docs/decisions/NNN-title.md, an A4 page, HTTP/2, a P95 of 1 s, R2D2',
      ),
    ).toEqual(['docs/architecture.md has no A4']);
  });

  it("follows a dated report's links and ids, not its file names, nor a link's text", () => {
    expect(
      check(
        'docs/reports/2026-11-27-x.md',
        'graphql/build-schema.ts; [P11](../performance.md); P2, P9',
      ),
    ).toEqual([null, 'docs/performance.md has no P9', null]);
  });

  it('reads the comments of code, not its strings', () => {
    const source = "// docs/gone.md\nconst where = 'docs/also-gone.md';\n/* decision 093 */\n";
    expect(passages('src/a.ts', source).map((passage) => passage.text)).toEqual([
      '// docs/gone.md',
      '/* decision 093 */',
    ]);
  });

  // It reads every tracked file: seconds on a quiet machine, more beside the other lanes.
  it('every pointer in the repository leads somewhere', () => {
    expect(brokenPointers()).toEqual([]);
  }, 90_000);

  it('the README names the product rules that exist', () => {
    const rules = [...definedIds(fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8'))]
      .filter((id) => /^R\d+$/.test(id))
      .map((id) => Number(id.slice(1)));
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(
      `(R1–R${Math.max(...rules)})`,
    );
  });
});
