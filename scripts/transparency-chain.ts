// `npm run transparency:check -- <site address or folder> [--head <sha256>]`: checks the chain of
// the public transparency snapshots (docs/privacy.md "Transparência", decision 171) and says
// which day breaks it. From a site it downloads every snapshot's file; from a folder it reads
// the files downloaded from /transparencia (transparencia-<day>-<n>.json). Exits 1 when broken.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkChain, type ChainFile } from '../server/domain/transparency/snapshot-chain.ts';

async function filesFromSite(origin: string): Promise<ChainFile[]> {
  const answer = await fetch(new URL('/api/public/transparency/chain', origin));
  if (!answer.ok) throw new Error(`${origin} respondeu ${answer.status}`);
  const { snapshots } = (await answer.json()) as { snapshots: { file: string }[] };
  return snapshots.map((snapshot) => ({ text: snapshot.file }));
}

async function filesFromFolder(folder: string): Promise<ChainFile[]> {
  const names = (await readdir(folder)).filter((name) => /-(\d+)\.json$/.test(name));
  const seqOf = (name: string) => Number(/-(\d+)\.json$/.exec(name)![1]);
  names.sort((a, b) => seqOf(a) - seqOf(b));
  return Promise.all(
    names.map(async (name) => ({ text: await readFile(path.join(folder, name), 'utf8') })),
  );
}

/** Checks the chain at `source` and returns what to print and the exit code. */
export async function checkSource(
  source: string,
  head?: string,
): Promise<{ message: string; code: number }> {
  const files = /^https?:\/\//.test(source)
    ? await filesFromSite(source)
    : await filesFromFolder(source);
  if (files.length === 0) return { message: `Nenhum instantâneo em ${source}.`, code: 1 };
  const check = checkChain(files, head);
  if (check.intact)
    return {
      message: `Cadeia íntegra: ${check.snapshots} instantâneos; cabeça ${check.head}.`,
      code: 0,
    };
  return {
    message: `Cadeia quebrada no dia ${check.brokenDay} (instantâneo ${check.brokenSeq ?? '?'}): ${check.reason}.`,
    code: 1,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [source, ...rest] = process.argv.slice(2);
  const headAt = rest.indexOf('--head');
  const head = headAt >= 0 ? rest[headAt + 1] : undefined;
  if (!source) {
    console.error(
      'Uso: npm run transparency:check -- <endereço do site ou pasta> [--head <sha256>]',
    );
    process.exit(2);
  }
  const { message, code } = await checkSource(source, head);
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}
