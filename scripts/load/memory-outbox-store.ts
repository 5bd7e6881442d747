/** The outbox store (src/core/outbox/outbox-store.ts) in memory: one virtual leader's device. */
import { byOrder, type OutboxCommand, type OutboxPayload } from '#machines/outbox-command.ts';
import type { OutboxStore, SentCommand } from '#src/core/outbox/outbox-store.ts';

export interface MemoryOutboxStore extends OutboxStore {
  /** Commands the server accepted, with the time it did. */
  readonly accepted: Map<string, number>;
}

export function memoryOutboxStore(): MemoryOutboxStore {
  const commands = new Map<string, OutboxCommand>();
  const accepted = new Map<string, number>();
  let order = 0;
  return {
    accepted,
    list: async () => [...commands.values()].sort(byOrder),
    get: async (id) => commands.get(id),
    async add(donationId: string, payload: OutboxPayload, id: string) {
      const command: OutboxCommand = { id, donationId, order: (order += 1), attempts: 0, state: 'pending', failure: null, payload };
      commands.set(id, command);
      return command;
    },
    put: async (command) => void commands.set(command.id, command),
    remove: async (id) => void commands.delete(id),
    async markSent(command, sentAt) {
      commands.delete(command.id);
      accepted.set(command.id, sentAt);
    },
    sent: async (): Promise<SentCommand[]> => [],
    forgetSent: async () => {},
    close: () => {},
  };
}
