/**
 * The outbox store (src/core/outbox/outbox-store.ts) in memory: one virtual leader's device. Same
 * contract as the IndexedDB store: commands in enqueue order, a sent command moves (its effect
 * only, no photos) to the sent list until an answer shows it.
 */
import { byOrder } from '#machines/outbox-command.ts';
import { asApplied } from '#machines/outbox-overlay.ts';
import type { OutboxStore, QueuedCommand, SentCommand } from '#src/core/outbox/outbox-store.ts';

export function memoryOutboxStore(): OutboxStore {
  const commands = new Map<string, QueuedCommand>();
  const sent = new Map<string, SentCommand>();
  let order = 0;
  return {
    list: async () => [...commands.values()].sort(byOrder),
    get: async (id) => commands.get(id),
    async add(write, { donationId, effect }, id) {
      const command: QueuedCommand = {
        id,
        donationId,
        order: (order += 1),
        attempts: 0,
        state: 'pending',
        failure: null,
        effect,
        write,
      };
      commands.set(id, command);
      return command;
    },
    put: async (command) => void commands.set(command.id, command),
    remove: async (id) => void commands.delete(id),
    async markSent(command, sentAt) {
      commands.delete(command.id);
      sent.set(command.id, { ...asApplied(command), sentAt });
    },
    sent: async () => [...sent.values()].sort(byOrder),
    forgetSent: async (ids) => ids.forEach((id) => sent.delete(id)),
    close: () => {},
  };
}
