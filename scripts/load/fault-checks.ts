/** What makes a fault window pass or fail (docs/decisions/084), read by `npm run test:faults`. */
import type { FaultReport } from './faults.ts';

export interface Check {
  name: string;
  passed: boolean;
  problems: string[];
}

/** Outages long enough that some request always meets them (kill -9 and SIGTERM may catch nothing in flight). */
export const FELT_FAULTS: readonly string[] = ['postgres-restart', 's3-unreachable'];

/**
 * One check per fault, counted on the server: 0 lost, 0 doubled, nothing refused or left queued,
 * no 500 (seen by the phones or in the instances' logs of that window), no instance restarted but
 * the one the fault was about, and deliveries accepted after the fault ended (it recovered).
 */
export function faultChecks(report: FaultReport): Check[] {
  return report.windows.map((window) => {
    const { ledger } = window;
    const problems: string[] = [];
    if (ledger.sent === 0) problems.push('no delivery was sent in this window');
    if (ledger.lost > 0)
      problems.push(`${ledger.lost} accepted deliveries are not in the database`);
    if (ledger.doubled > 0) problems.push(`${ledger.doubled} deliveries recorded twice`);
    if (ledger.refused > 0) problems.push(`${ledger.refused} deliveries refused (4xx)`);
    if (ledger.stillQueued > 0)
      problems.push(`${ledger.stillQueued} deliveries still in an outbox after the drain`);
    if ((window.statuses['500'] ?? 0) > 0)
      problems.push(`${window.statuses['500']} answers 500 seen by the phones`);
    if (ledger.server500 > 0)
      problems.push(`${ledger.server500} answers 500 in the instances' logs`);
    if (window.instancesRestarted > 0)
      problems.push(`${window.instancesRestarted} instances restarted by the fault`);
    if (window.acceptedAfterFault === 0)
      problems.push('no delivery accepted after the fault ended');
    // A 10 s or 30 s outage under load must be felt by the phones (a 503 or no answer), or the fault did not happen.
    const felt = Object.entries(window.statuses).some(
      ([status, n]) => n > 0 && (Number(status) === 0 || Number(status) >= 400),
    );
    if (FELT_FAULTS.includes(window.fault) && !felt)
      problems.push('the phones never felt the fault: every answer in its window was a success');
    return {
      name: `fault ${window.fault}: 0 lost, 0 doubled, no 500, recovered without a restart`,
      passed: problems.length === 0,
      problems,
    };
  });
}
