import type { ChargeLineError } from '#contract/charges.ts';
import type { RowError } from './charge-types.ts';

export const MAX_STORED_ERRORS = 1000;

export class ChargeErrors {
  private readonly kept: ChargeLineError[] = [];
  private total = 0;
  private firstDroppedLine = 0;
  private anyInvalid = false;

  add(errors: readonly RowError[]): void {
    for (const error of errors) {
      this.total += 1;
      if (error.kind !== 'duplicate') this.anyInvalid = true;
      if (this.kept.length < MAX_STORED_ERRORS)
        this.kept.push({ line: error.line, message: error.message });
      else if (this.firstDroppedLine === 0) this.firstDroppedLine = error.line;
    }
  }

  get count(): number {
    return this.total;
  }

  get empty(): boolean {
    return this.total === 0;
  }

  get onlyDuplicates(): boolean {
    return this.total > 0 && !this.anyInvalid;
  }

  toStored(): ChargeLineError[] {
    const dropped = this.total - this.kept.length;
    if (dropped === 0) return [...this.kept];
    return [...this.kept, { line: this.firstDroppedLine, message: `… e mais ${dropped} erros.` }];
  }
}
