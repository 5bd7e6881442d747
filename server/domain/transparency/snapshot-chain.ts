import { createHash } from 'node:crypto';

export function fileSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface ChainFile {
  text: string;
}

export type ChainCheck =
  | { intact: true; snapshots: number; head: string | null }
  | {
      intact: false;
      snapshots: number;
      brokenDay: string;
      brokenSeq: number | null;
      reason: string;
    };

interface Link {
  seq: number | null;
  day: string;
  previousSha256: string | null;
}

function linkOf(text: string): Link | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { seq, day, previousSha256 } = parsed as Record<string, unknown>;
    if (typeof day !== 'string') return null;
    if (previousSha256 !== null && typeof previousSha256 !== 'string') return null;
    return { seq: typeof seq === 'number' ? seq : null, day, previousSha256 };
  } catch {
    return null;
  }
}

/**
 * The first day whose file does not match its successor's record is the day that breaks (decision
 * 171).
 */
export function checkChain(files: readonly ChainFile[], head?: string): ChainCheck {
  const links = files.map((file) => linkOf(file.text));
  for (const [i, link] of links.entries()) {
    if (link === null)
      return {
        intact: false,
        snapshots: files.length,
        brokenDay: '?',
        brokenSeq: i + 1,
        reason: `o arquivo ${i + 1} não é um instantâneo`,
      };
  }
  const known = links as Link[];
  if (known[0] && known[0].previousSha256 !== null)
    return {
      intact: false,
      snapshots: files.length,
      brokenDay: known[0].day,
      brokenSeq: known[0].seq,
      reason: 'o primeiro instantâneo aponta para um anterior',
    };
  for (let i = 0; i + 1 < files.length; i += 1) {
    const expected = known[i + 1]!.previousSha256;
    if (fileSha256(files[i]!.text) !== expected)
      return {
        intact: false,
        snapshots: files.length,
        brokenDay: known[i]!.day,
        brokenSeq: known[i]!.seq,
        reason: `o SHA-256 deste instantâneo não confere com o registrado no seguinte (${known[i + 1]!.day})`,
      };
  }
  const last = files.at(-1);
  const lastHash = last ? fileSha256(last.text) : null;
  if (head !== undefined && lastHash !== head.toLowerCase())
    return {
      intact: false,
      snapshots: files.length,
      brokenDay: known.at(-1)?.day ?? '?',
      brokenSeq: known.at(-1)?.seq ?? null,
      reason: 'o SHA-256 do último instantâneo não confere com a cabeça da cadeia informada',
    };
  return { intact: true, snapshots: files.length, head: lastHash };
}
