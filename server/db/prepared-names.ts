import type { QueryConfig } from 'pg';

/** Past `max` distinct texts a statement goes unnamed, so no connection keeps an unbounded set. */
export class PreparedNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly max = 300,
    private readonly maxLength = 8 * 1024,
  ) {}

  query(text: string, params: readonly unknown[]): QueryConfig {
    const values = [...params];
    // Without parameters a text may hold several statements: only the simple protocol takes that.
    const name = values.length === 0 ? null : this.nameOf(text);
    return name === null ? { text, values } : { name, text, values };
  }

  private nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.max || text.length > this.maxLength) return null;
    const name = `cestas_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}
