import pLimit from 'p-limit';
import { DomainError } from './domain-error.ts';

export const photosBusyMessage =
  'Suas fotos ainda estão sendo processadas. Tente novamente em alguns instantes.';

/**
 * At most `atOnce` decodes at a time so sign-ins keep a core; `perUser` keeps one person from
 * filling the queue.
 */
export class PhotoDecodes {
  private readonly slots: ReturnType<typeof pLimit>;
  private readonly byUser = new Map<string, number>();

  constructor(
    atOnce: number,
    private readonly perUser: number,
  ) {
    this.slots = pLimit(Math.max(1, atOnce));
  }

  async run<T>(userId: string, decode: () => Promise<T>): Promise<T> {
    const held = this.byUser.get(userId) ?? 0;
    if (held >= this.perUser) throw new DomainError('busy', photosBusyMessage);
    this.byUser.set(userId, held + 1);
    try {
      return await this.slots(decode);
    } finally {
      const left = (this.byUser.get(userId) ?? 1) - 1;
      if (left === 0) this.byUser.delete(userId);
      else this.byUser.set(userId, left);
    }
  }

  get running(): number {
    return this.slots.activeCount;
  }

  get waiting(): number {
    return this.slots.pendingCount;
  }
}
