// `npm run comments -- [folders…] [--max=5]`: the share of a folder's code lines that carry a
// comment. Counted from TypeScript's own parse, so a `//` inside a string, a regular expression,
// a template or JSX text is never taken for a comment. Over the tracked .ts, .tsx, .mjs, .js and .cjs
// files (generated code left out):
// - a line counts once, and only if it is not blank;
// - a comment line is one that holds any comment text, alone or after code: each line a block
//   comment spans, blank ones and its bare `/**` `*/` fences included, since they are there for
//   the comment too.
// With --max, exits 1 when a folder's share is above it (a percentage).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE_FILE = /\.(ts|tsx|mjs|js|cjs)$/;

/** Where `source`'s comments are: every comment is trivia before or after some token. */
export function commentRanges(source: string, fileName = 'file.ts'): ts.CommentRange[] {
  const kind = /\.(tsx|jsx)$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node): void => {
    // JSX text is text: a `//` in it is not a comment.
    if (node.kind !== ts.SyntaxKind.JsxText)
      for (const range of [
        ...(ts.getLeadingCommentRanges(source, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(source, node.end) ?? []),
      ])
        ranges.set(range.pos, range);
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  return [...ranges.values()].sort((a, b) => a.pos - b.pos);
}

/** Which of `source`'s lines are blank, and which hold comment text. */
export function commentLines(
  source: string,
  fileName = 'file.ts',
): { blank: boolean[]; commented: Set<number> } {
  const starts = [0];
  for (let i = 0; i < source.length; i += 1) if (source[i] === '\n') starts.push(i + 1);
  let line = 0;
  const commented = new Set<number>();
  for (const range of commentRanges(source, fileName)) {
    while (line + 1 < starts.length && starts[line + 1]! <= range.pos) line += 1;
    for (let at = line; at < starts.length && starts[at]! < range.end; at += 1) commented.add(at);
  }
  return { blank: source.split('\n').map((text) => text.trim() === ''), commented };
}

/** Code lines (not blank, or inside a comment) and comment lines of one source text. */
export function countLines(source: string, fileName: string): { lines: number; comments: number } {
  const { blank, commented } = commentLines(source, fileName);
  let code = 0;
  for (const [line, isBlank] of blank.entries()) if (!isBlank || commented.has(line)) code += 1;
  return { lines: code, comments: commented.size };
}

/** The tracked code files under `folder`, generated ones left out. */
export function codeFiles(folder: string): string[] {
  return execFileSync('git', ['ls-files', '--', folder], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => CODE_FILE.test(file) && !file.split('/').includes('generated'));
}

/** A folder's lines, comment lines and share (a percentage), and its files by comment lines. */
export function folderShare(folder: string) {
  let lines = 0;
  let comments = 0;
  const files: { file: string; lines: number; comments: number }[] = [];
  for (const file of codeFiles(folder)) {
    const counted = countLines(readFileSync(path.join(root, file), 'utf8'), file);
    lines += counted.lines;
    comments += counted.comments;
    files.push({ file, ...counted });
  }
  files.sort((a, b) => b.comments - a.comments);
  return { folder, lines, comments, share: lines === 0 ? 0 : (100 * comments) / lines, files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const max = Number(args.find((arg) => arg.startsWith('--max='))?.slice('--max='.length));
  const top = Number(args.find((arg) => arg.startsWith('--top='))?.slice('--top='.length) ?? 0);
  const folders = args.filter((arg) => !arg.startsWith('--'));
  let over = false;
  for (const folder of folders.length > 0 ? folders : ['src', 'server', 'graphql', 'machines']) {
    const result = folderShare(folder);
    const flag = Number.isFinite(max) && result.share > max ? '  OVER' : '';
    if (flag) over = true;
    console.log(
      `${folder.padEnd(10)} ${String(result.comments).padStart(6)} comment lines of ${String(result.lines).padStart(6)}  ${result.share.toFixed(1).padStart(5)}%${flag}`,
    );
    for (const file of result.files.slice(0, top))
      console.log(
        `    ${String(file.comments).padStart(5)} / ${String(file.lines).padStart(5)}  ${file.file}`,
      );
  }
  if (over) process.exitCode = 1;
}
