import type { InspectedMachineId } from '../../../core/machine-inspection';
import type { CoverageReply, CoverageRequest } from './coverage.worker';
import type { PathCoverage } from './path-coverage';

/**
 * Counts, once per page, how many test paths walk each transition of a machine: in the
 * coverage worker, or in this thread in unit tests (jsdom has no Worker).
 */

const results = new Map<InspectedMachineId, Promise<PathCoverage>>();
const waiting = new Map<InspectedMachineId, { resolve: (coverage: PathCoverage) => void; reject: (error: Error) => void }>();
let worker: Worker | null = null;

function coverageWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./coverage.worker.ts', import.meta.url), { type: 'module', name: 'path-coverage' });
  worker.onmessage = ({ data }: MessageEvent<CoverageReply>) => {
    const request = waiting.get(data.machineId);
    waiting.delete(data.machineId);
    if (!request) return;
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data.coverage);
  };
  return worker;
}

export function requestCoverage(machineId: InspectedMachineId): Promise<PathCoverage> {
  let result = results.get(machineId);
  if (result) return result;
  if (import.meta.env.MODE === 'test') {
    result = import('./coverage-of-machine').then(({ coverageOfMachine }) => coverageOfMachine(machineId));
  } else {
    result = new Promise<PathCoverage>((resolve, reject) => {
      waiting.set(machineId, { resolve, reject });
      coverageWorker().postMessage({ machineId } satisfies CoverageRequest);
    });
  }
  results.set(machineId, result);
  return result;
}
