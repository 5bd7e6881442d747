// One import style: a relative import that leaves its area (or climbs more than two folders)
// becomes a package.json "imports" alias (#src/…, #machines/…, …), and every import names the
// file's real extension (`./copy.ts`), so TypeScript, Vite, esbuild, tsx, Node and ESLint resolve
// them alike. Run it after a merge: `node scripts/alias-imports.mjs [files or folders…]`
// (default: every tracked source).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const aliases = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).imports;
// '#src/*' → 'src/'; longest target first so '#tests/*' wins over nothing shorter.
const aliasTargets = Object.entries(aliases)
  .map(([alias, target]) => [
    alias.replace(/\*$/, ''),
    target.replace(/^\.\//, '').replace(/\*$/, ''),
  ])
  .sort((a, b) => b[1].length - a[1].length);

/** The area a file belongs to: src/<layer>, tests/<suite>, or the top folder. */
function areaOf(relative) {
  const parts = relative.split('/');
  if ((parts[0] === 'src' || parts[0] === 'tests') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

const candidates = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];
function resolveFile(absolute) {
  for (const suffix of candidates) {
    const file = absolute + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return { file, suffix };
  }
  return null;
}

function rewrite(file, specifier) {
  const climbs = specifier.match(/^(\.\.\/)*/)[0].length / 3;
  const resolved = resolveFile(path.resolve(path.dirname(file), specifier));
  if (!resolved) return null;
  const from = path.relative(root, file);
  const to = path.relative(root, resolved.file);
  const alias = aliasTargets.find(([, prefix]) => to.startsWith(prefix));
  if (alias && (areaOf(from) !== areaOf(to) || climbs > 2))
    return alias[0] + to.slice(alias[1].length);
  return resolved.suffix ? specifier + resolved.suffix : null;
}

const pattern =
  /((?:\bfrom|\bimport|\bvi\.mock|\bimportActual|\bimport\()\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

const files = execFileSync(
  'git',
  ['ls-files', '--', ...(process.argv.length > 2 ? process.argv.slice(2) : ['.'])],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.split('/').includes('generated'))
  .map((f) => path.join(root, f));

let changed = 0;
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const next = source.replace(pattern, (whole, lead, quote, specifier) => {
    const aliased = rewrite(file, specifier);
    return aliased ? `${lead}${quote}${aliased}${quote}` : whole;
  });
  if (next !== source) {
    fs.writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`${changed} files rewritten`);
