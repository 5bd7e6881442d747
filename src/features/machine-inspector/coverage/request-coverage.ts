import type { InspectedMachineId } from '#src/core/machine-messages.ts';
import { workerRequests } from '../worker-protocol';
import type { PathCoverage } from './path-coverage';

/**
 * Counts, once per page, how many test paths walk each transition of a machine: in the
 * coverage worker, or in this thread in unit tests (jsdom has no Worker).
 */

const results = new Map<InspectedMachineId, Promise<PathCoverage>>();

const countInWorker = workerRequests<InspectedMachineId, PathCoverage>(
  () =>
    new Worker(new URL('./coverage.worker.ts', import.meta.url), {
      type: 'module',
      name: 'path-coverage',
    }),
);

export function requestCoverage(machineId: InspectedMachineId): Promise<PathCoverage> {
  let result = results.get(machineId);
  if (!result) {
    result =
      import.meta.env.MODE === 'test'
        ? import('./coverage-of-machine').then(({ coverageOfMachine }) =>
            coverageOfMachine(machineId),
          )
        : countInWorker(machineId);
    results.set(machineId, result);
  }
  return result;
}
