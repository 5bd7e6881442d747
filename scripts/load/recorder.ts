/**
 * Latency and outcome of every request of one scenario: an HdrHistogram (the one autocannon keeps,
 * to 0.1 ms) and the count of each status (0: no answer). Requests per second are counted over the
 * wall time from the first request to `finish()`.
 */
import * as hdr from 'hdr-histogram-js';

export interface ScenarioFigures {
  scenario: string;
  topology: string;
  /** Clients (connections, or leaders) sending at once. */
  concurrency: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** What the scenario counts as its unit when it is not one request (a delivery, a sign-in). */
  unit: string;
  unitsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by status; "0" is no answer at all. */
  statuses: Record<string, number>;
  /** Everything that is not a 2xx or 3xx. */
  errors: number;
}

export class Recorder {
  private readonly histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 600_000_00,
    numberOfSignificantValueDigits: 3,
  });
  private readonly statuses = new Map<number, number>();
  private started: number | null = null;
  private units = 0;

  constructor(
    readonly scenario: string,
    readonly topology: string,
    readonly concurrency: number,
    readonly unit = 'request',
  ) {}

  /** One answer (or none: status 0), `ms` after its request left. */
  record(status: number, ms: number): void {
    this.started ??= performance.now() - ms;
    // Tenths of a millisecond, so fast reads keep their resolution.
    this.histogram.recordValue(Math.max(1, Math.round(ms * 10)));
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  /** One unit of work done (a delivery accepted, a sign-in completed). */
  countUnit(): void {
    this.units += 1;
  }

  start(): void {
    this.started = performance.now();
  }

  finish(): ScenarioFigures {
    const seconds = this.started === null ? 0 : (performance.now() - this.started) / 1000;
    const requests = this.histogram.totalCount;
    const at = (percentile: number) =>
      Math.round(this.histogram.getValueAtPercentile(percentile)) / 10;
    const statuses = Object.fromEntries(
      [...this.statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => [String(status), count]),
    );
    const errors = [...this.statuses.entries()]
      .filter(([status]) => status === 0 || status >= 400)
      .reduce((sum, [, count]) => sum + count, 0);
    const perSecond = (count: number) =>
      seconds > 0 ? Math.round((count / seconds) * 10) / 10 : 0;
    return {
      scenario: this.scenario,
      topology: this.topology,
      concurrency: this.concurrency,
      seconds: Math.round(seconds * 10) / 10,
      requests,
      requestsPerSecond: perSecond(requests),
      unit: this.unit,
      unitsPerSecond: this.unit === 'request' ? perSecond(requests) : perSecond(this.units),
      p50Ms: at(50),
      p95Ms: at(95),
      p99Ms: at(99),
      maxMs: Math.round(this.histogram.maxValue) / 10,
      statuses,
      errors,
    };
  }
}
