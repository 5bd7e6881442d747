import type { InspectedMachineId } from '#src/core/machine-messages.ts';
import { inspectedMachines } from '../shared/inspected-machines.ts';
import { pathCoverage, type PathCoverage } from '../simulation/path-coverage.ts';

export function coverageOfMachine(machineId: InspectedMachineId): PathCoverage {
  const inspected = inspectedMachines.find((m) => m.id === machineId);
  if (!inspected) throw new Error(`unknown machine ${machineId}`);
  return pathCoverage(inspected.machine, inspected.pathGroups());
}
