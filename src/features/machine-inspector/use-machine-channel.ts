import { useEffect, useState } from 'react';
import { MACHINE_CHANNEL, type InspectedMachineId, type MachineMessage } from '../../core/machine-inspection';

/** What the page knows of the running actors, from the BroadcastChannel the app publishes on. */

export interface LiveState {
  actorId: string;
  value: unknown;
  stopped: boolean;
}

export interface LogEntry {
  key: number;
  at: number;
  machineId: InspectedMachineId;
  eventType: string;
  value: unknown;
}

const MAX_LOG = 200;

export function useMachineChannel() {
  const [live, setLive] = useState<Partial<Record<InspectedMachineId, LiveState>>>({});
  const [log, setLog] = useState<LogEntry[]>([]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(MACHINE_CHANNEL);
    let key = 0;
    channel.onmessage = ({ data }: MessageEvent<MachineMessage>) => {
      if (data.kind === 'snapshot') {
        // Only the fields below are kept: the publisher sends no payloads and no context.
        setLive((current) => ({ ...current, [data.machineId]: { actorId: data.actorId, value: data.value, stopped: false } }));
        key += 1;
        const entry: LogEntry = { key, at: data.at, machineId: data.machineId, eventType: data.eventType, value: data.value };
        setLog((current) => [entry, ...current].slice(0, MAX_LOG));
      } else if (data.kind === 'stopped') {
        setLive((current) =>
          current[data.machineId]?.actorId === data.actorId
            ? { ...current, [data.machineId]: { ...current[data.machineId]!, stopped: true } }
            : current,
        );
      }
    };
    channel.postMessage({ kind: 'hello' } satisfies MachineMessage);
    return () => channel.close();
  }, []);

  return { live, log, clearLog: () => setLog([]) };
}

/** HH:MM:SS in São Paulo time. */
export function clockTime(at: number): string {
  return new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone: 'America/Sao_Paulo',
  }).format(at);
}
