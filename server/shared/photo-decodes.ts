import pLimit from 'p-limit';
import { DomainError } from './domain-error.ts';

/** What a leader reads when her own photos are still being read: send again shortly. */
export const photosBusyMessage =
  'Suas fotos ainda estão sendo processadas. Tente novamente em alguns instantes.';

/**
 * Decoding a photo takes a core for tens of milliseconds, and up to a second for a large one:
 * at most `atOnce` run at a time on this instance, the rest wait their turn (the morning rush is
 * served, only later), so sign-ins and everything else keep a core. One person may have at most
 * `perUser` requests with photos running or waiting; one more is refused at once ('busy', a 429
 * the outbox sends again), so nobody fills the queue for everyone else.
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

  /** Runs `decode` in its turn on this instance, for `userId`; refused when she has too many. */
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

  /** Decodes running now on this instance (the metric and tests read it). */
  get running(): number {
    return this.slots.activeCount;
  }

  get waiting(): number {
    return this.slots.pendingCount;
  }
}
