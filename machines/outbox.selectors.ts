import type { SnapshotFrom } from 'xstate';
import type { LeaderReportKind } from '#contract/leader-report-kinds.ts';
import { byOrder, type CommandEffect, type OutboxCommand } from './outbox-command.ts';
import type { outboxMachine } from './outbox.machine.ts';

type Snapshot = SnapshotFrom<typeof outboxMachine>;

export type OutboxItemState = 'pending' | 'sending' | 'failed';

export interface OutboxItem {
  id: string;
  donationId: string;
  kind: CommandEffect['kind'];
  voucherPosition: number | null;
  delivered: boolean | null;
  report: LeaderReportKind | null;
  state: OutboxItemState;
  failure: string | null;
}

function toItem(command: OutboxCommand, sendingId: string | null): OutboxItem {
  const { effect } = command;
  return {
    id: command.id,
    donationId: command.donationId,
    kind: effect.kind,
    voucherPosition:
      effect.kind === 'deliver' && (effect.voucherPosition ?? 0) > 0
        ? (effect.voucherPosition ?? null)
        : null,
    delivered: effect.kind === 'deliver' ? effect.delivered : null,
    report: effect.kind === 'away' ? effect.report : null,
    state: command.id === sendingId ? 'sending' : command.state,
    failure: command.failure,
  };
}

export const selectOutboxItems = (snapshot: Snapshot): OutboxItem[] =>
  [...snapshot.context.commands]
    .sort(byOrder)
    .map((command) => toItem(command, snapshot.context.sendingId));

export const selectQueuedCommands = (snapshot: Snapshot): readonly OutboxCommand[] =>
  snapshot.context.commands;

export const sameItems = (a: readonly OutboxItem[], b: readonly OutboxItem[]) =>
  a.length === b.length &&
  a.every((item, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      other.id === item.id &&
      other.state === item.state &&
      other.failure === item.failure
    );
  });
