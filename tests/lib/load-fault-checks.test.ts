import { describe, expect, it } from 'vitest';
import { faultChecks } from '../../scripts/load/fault-checks.ts';
import type { FaultWindow } from '../../scripts/load/faults.ts';
import type { Ledger } from '../../scripts/load/ledger.ts';

/**
 * `npm run test:faults` passes a fault window only when the server shows nothing went wrong and
 * the fault was really met (docs/decisions/084).
 */

const ledger: Ledger = {
  sent: 100,
  recordedOnce: 100,
  lost: 0,
  refused: 0,
  stillQueued: 0,
  doubled: 0,
  orphanPhotos: 0,
  server500: 0,
  server503: 12,
  unavailable: { 'database:57P01': 12 },
  retriedThenRecorded: 9,
};

type WindowChanges = Partial<Omit<FaultWindow, 'ledger'>> & { ledger?: Partial<Ledger> };

function windowOf(fault: FaultWindow['fault'], changes: WindowChanges = {}): FaultWindow {
  return {
    fault,
    atSeconds: 10,
    lastedSeconds: 15,
    statuses: { '204': 100, '503': 12 },
    instancesRestarted: 0,
    acceptedAfterFault: 80,
    ...changes,
    ledger: { ...ledger, ...changes.ledger },
  };
}

const problemsOf = (window: FaultWindow) =>
  faultChecks({ windows: [window], figures: [], total: ledger, longestWaitSeconds: 30 })[0]!;

describe('a fault window', () => {
  it('passes when every delivery is recorded once, nothing is queued, no 500, and the outage was met and recovered from', () => {
    expect(problemsOf(windowOf('postgres-restart'))).toMatchObject({ passed: true, problems: [] });
  });

  it('fails on a loss, a double, a refusal, a delivery left in an outbox, or a 500 in the logs', () => {
    const check = problemsOf(
      windowOf('kill-9', {
        ledger: { lost: 1, doubled: 2, refused: 1, stillQueued: 3, server500: 1 },
      }),
    );
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([
      '1 accepted deliveries are not in the database',
      '2 deliveries recorded twice',
      '1 deliveries refused (4xx)',
      '3 deliveries still in an outbox after the drain',
      "1 answers 500 in the instances' logs",
    ]);
  });

  it('fails when the app was restarted by a database outage, or nothing was accepted after it', () => {
    expect(problemsOf(windowOf('postgres-restart', { instancesRestarted: 1 })).problems).toEqual([
      '1 instances restarted by the fault',
    ]);
    expect(problemsOf(windowOf('s3-unreachable', { acceptedAfterFault: 0 })).problems).toEqual([
      'no delivery accepted after the fault ended',
    ]);
  });

  it('fails a PostgreSQL or S3 outage no phone felt, but not a kill or a drain that caught nothing in flight', () => {
    const allSucceeded = { statuses: { '200': 50, '204': 100 } };
    expect(problemsOf(windowOf('s3-unreachable', allSucceeded)).problems).toEqual([
      'the phones never felt the fault: every answer in its window was a success',
    ]);
    expect(problemsOf(windowOf('postgres-restart', allSucceeded)).passed).toBe(false);
    expect(problemsOf(windowOf('kill-9', allSucceeded)).passed).toBe(true);
    expect(problemsOf(windowOf('sigterm', allSucceeded)).passed).toBe(true);
  });
});
