/// <reference lib="webworker" />
import type { InspectedMachineId } from '#src/core/machine-messages.ts';
import { answerRequests } from './worker-protocol.ts';
import { coverageOfMachine } from './coverage-of-machine.ts';

answerRequests(self, (machineId: InspectedMachineId) => coverageOfMachine(machineId));
