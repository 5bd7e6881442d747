// Rewrites relative imports that leave their area (or climb more than two folders) into the
// package.json "imports" aliases (#src/…, #machines/…, …), with the file's real extension so
// TypeScript, Vite, esbuild, tsx and ESLint resolve them alike. Run it after a merge brought
// in new long climbs: `node scripts/alias-imports.mjs [files…]` (default: every tracked source).
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
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

function rewrite(file, specifier) {
  const climbs = specifier.match(/^(\.\.\/)*/)[0].length / 3;
  const target = resolveFile(path.resolve(path.dirname(file), specifier));
  if (!target) return null;
  const from = path.relative(root, file);
  const to = path.relative(root, target);
  if (areaOf(from) === areaOf(to) && climbs <= 2) return null;
  const alias = aliasTargets.find(([, prefix]) => to.startsWith(prefix));
  if (!alias) return null;
  return alias[0] + to.slice(alias[1].length);
}

const pattern =
  /((?:\bfrom|\bimport|\bvi\.mock|\bimportActual|\bimport\()\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((f) => path.resolve(f))
    : execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
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
