import type { InspectionEvent } from 'xstate';

/**
 * Only when the inspector is built in (else the bundler drops this); snapshots wait while it loads,
 * in order.
 */

type Publish = (inspection: InspectionEvent, at: number) => void;

let publish: Publish | null = null;
let waiting: { inspection: InspectionEvent; at: number }[] = [];

function loadPublisher(): void {
  import('./machine-publisher.ts').then(
    ({ publishInspection }) => {
      publish = publishInspection;
      for (const { inspection, at } of waiting) publishInspection(inspection, at);
      waiting = [];
    },
    // Not downloaded (no connection): these snapshots are lost; the next one tries again.
    () => {
      waiting = [];
    },
  );
}

function publishWhenLoaded(inspection: InspectionEvent): void {
  if (inspection.type !== '@xstate.snapshot') return;
  if (publish) return publish(inspection, Date.now());
  waiting.push({ inspection, at: Date.now() });
  if (waiting.length === 1) loadPublisher();
}

export const inspectMachines: ((inspection: InspectionEvent) => void) | undefined =
  import.meta.env.DEV || import.meta.env.VITE_ENABLE_MACHINE_INSPECTOR === 'true'
    ? publishWhenLoaded
    : undefined;
