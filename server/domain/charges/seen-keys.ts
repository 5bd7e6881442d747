import { hash } from 'node:crypto';

/** Words per slot: the key's 128-bit digest, then the line it was first seen on (0: an empty slot). */
const SLOT = 5;
const FIRST_SLOTS = 1024;
/** The table doubles past this share of full slots (linear probing stays short below it). */
const MAX_LOAD = 0.8;

/**
 * The keys already seen in one file and the line each first appeared on, for "repetido no
 * arquivo": each key is kept as the first 128 bits of its SHA-256 in one typed array, a fraction
 * of the key's string in a Map, so a file's keys are one buffer instead of small objects on the heap.
 * Two keys of a file sharing those 128 bits is as likely as a SHA-256 collision, whoever wrote it.
 */
export class SeenKeys {
  private table = new Int32Array(FIRST_SLOTS * SLOT);
  private size = 0;
  private readonly digest = new Int32Array(4);

  /** The line where `key` was first seen; undefined when it is new, and `line` is then recorded for it. */
  firstLine(key: string, line: number): number | undefined {
    digestInto(key, this.digest);
    let slot = slotOf(this.table, this.digest, 0);
    const earlier = this.table[slot + 4]!;
    if (earlier !== 0) return earlier;
    if ((this.size + 1) / (this.table.length / SLOT) > MAX_LOAD) {
      this.grow();
      slot = slotOf(this.table, this.digest, 0);
    }
    this.table.set(this.digest, slot);
    this.table[slot + 4] = line;
    this.size += 1;
    return undefined;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    for (let from = 0; from < old.length; from += SLOT) {
      if (old[from + 4] === 0) continue;
      const to = slotOf(this.table, old, from);
      for (let word = 0; word < SLOT; word++) this.table[to + word] = old[from + word]!;
    }
  }
}

/** The slot of `table` holding the digest at `words[at…at+3]`, or the empty slot where it would go. */
function slotOf(table: Int32Array, words: Int32Array, at: number): number {
  const mask = table.length / SLOT - 1;
  const d0 = words[at]!;
  const d1 = words[at + 1]!;
  const d2 = words[at + 2]!;
  const d3 = words[at + 3]!;
  for (let index = d0 & mask; ; index = (index + 1) & mask) {
    const slot = index * SLOT;
    if (table[slot + 4] === 0) return slot;
    if (
      table[slot] === d0 &&
      table[slot + 1] === d1 &&
      table[slot + 2] === d2 &&
      table[slot + 3] === d3
    )
      return slot;
  }
}

function digestInto(key: string, out: Int32Array): void {
  const bytes = hash('sha256', key, 'buffer');
  for (let word = 0; word < 4; word++) out[word] = bytes.readInt32LE(word * 4);
}
