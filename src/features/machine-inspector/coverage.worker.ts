/// <reference lib="webworker" />
import type { InspectedMachineId } from '#src/core/machine-messages.ts';
import { answerRequests } from './worker-protocol.ts';
import { coverageOfMachine } from './coverage-of-machine.ts';

/** Generates and replays the test paths off the main thread (a few seconds for the session). */

answerRequests(self, (machineId: InspectedMachineId) => coverageOfMachine(machineId));
