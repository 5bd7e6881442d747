/// <reference lib="webworker" />
import type { InspectedMachineId } from '../../../core/machine-inspection';
import { coverageOfMachine } from './coverage-of-machine';
import type { PathCoverage } from './path-coverage';

/** Generates and replays the test paths off the main thread (a few seconds for the session). */

export type CoverageRequest = { machineId: InspectedMachineId };
export type CoverageReply = { machineId: InspectedMachineId; coverage: PathCoverage } | { machineId: InspectedMachineId; error: string };

self.onmessage = ({ data }: MessageEvent<CoverageRequest>) => {
  try {
    self.postMessage({ machineId: data.machineId, coverage: coverageOfMachine(data.machineId) } satisfies CoverageReply);
  } catch (problem) {
    self.postMessage({ machineId: data.machineId, error: String(problem) } satisfies CoverageReply);
  }
};
