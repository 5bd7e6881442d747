import { hash } from 'node:crypto';

const SLOT = 5;
const FIRST_SLOTS = 1024;
const MAX_LOAD = 0.8;

/**
 * Kept as the first 128 bits of each key's SHA-256 in one typed array: one buffer, not small heap
 * objects.
 */
export class SeenKeys {
  private table = new Int32Array(FIRST_SLOTS * SLOT);
  private size = 0;
  private readonly digest = new Int32Array(4);

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
