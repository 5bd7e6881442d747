import type { QueryConfig } from 'pg';

/**
 * One name per SQL text, so PostgreSQL plans a hot statement once per connection. Past `max`
 * distinct texts a statement goes unnamed, so no connection keeps an unbounded set.
 */
export class PreparedNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly max = 300,
    /** Longer texts are one-off (a charge file's batch insert): not worth a name. */
    private readonly maxLength = 8 * 1024,
  ) {}

  /** The query for node-postgres: named when it takes parameters and there is room for it. */
  query(text: string, params: readonly unknown[]): QueryConfig {
    const values = [...params];
    // Without parameters a text may hold several statements (migrations): only the simple protocol takes that.
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
