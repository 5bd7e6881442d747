import { useEffect, useState } from 'react';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import {
  MACHINE_CHANNEL,
  type InspectedMachineId,
  type MachineMessage,
} from '#src/core/machine-messages.ts';

export interface LiveActor {
  actorId: string;
  subject: string | undefined;
  value: unknown;
  /** The state before the last event, to find the transition it took. */
  previousValue: unknown;
  lastEventType: string;
  stopped: boolean;
  at: number;
}

export interface LogEntry {
  key: number;
  at: number;
  machineId: InspectedMachineId;
  actorId: string;
  subject: string | undefined;
  eventType: string;
  value: unknown;
}

export type LiveActors = Partial<Record<InspectedMachineId, LiveActor[]>>;

const MAX_LOG = 200;

function withActor(
  actors: LiveActors,
  machineId: InspectedMachineId,
  actorId: string,
  update: (actor: LiveActor | undefined) => LiveActor | undefined,
): LiveActors {
  const list = actors[machineId] ?? [];
  const index = list.findIndex((actor) => actor.actorId === actorId);
  const updated = update(list[index]);
  if (!updated) return actors;
  const next =
    index === -1 ? [...list, updated] : list.map((actor, i) => (i === index ? updated : actor));
  return { ...actors, [machineId]: next };
}

export function useMachineChannel() {
  const [actors, setActors] = useState<LiveActors>({});
  const [log, setLog] = useState<LogEntry[]>([]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(MACHINE_CHANNEL);
    let key = 0;
    channel.onmessage = ({ data }: MessageEvent<MachineMessage>) => {
      if (data.kind === 'snapshot') {
        // Only the fields below are kept: the publisher sends no payloads and no context.
        setActors((current) =>
          withActor(current, data.machineId, data.actorId, (before) => ({
            actorId: data.actorId,
            subject: data.subject ?? before?.subject,
            value: data.value,
            previousValue: before?.value ?? null,
            lastEventType: data.eventType,
            stopped: false,
            at: data.at,
          })),
        );
        key += 1;
        const entry: LogEntry = {
          key,
          at: data.at,
          machineId: data.machineId,
          actorId: data.actorId,
          subject: data.subject,
          eventType: data.eventType,
          value: data.value,
        };
        setLog((current) => [entry, ...current].slice(0, MAX_LOG));
      } else if (data.kind === 'stopped') {
        setActors((current) =>
          withActor(
            current,
            data.machineId,
            data.actorId,
            (before) => before && { ...before, stopped: true, at: data.at },
          ),
        );
      }
    };
    channel.postMessage({ kind: 'hello' } satisfies MachineMessage);
    return () => channel.close();
  }, []);

  return { actors, log, clearLog: () => setLog([]) };
}

/** HH:MM:SS in São Paulo time. */
export function clockTime(at: number): string {
  return new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone: APP_TIME_ZONE,
  }).format(at);
}
