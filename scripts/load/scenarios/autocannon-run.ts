/**
 * autocannon (a well-kept Node load generator: HdrHistogram latencies, keep-alive connections,
 * per-request hooks) for the scenarios of plain requests: every answer goes to the recorder.
 */
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import type { Recorder } from '../recorder.ts';

export interface CannonOptions {
  url: string;
  connections: number;
  seconds: number;
  requests: autocannon.Request[];
  /** Requests per second over all connections; unset: as fast as answers come (closed loop). */
  overallRate?: number;
  headers?: Record<string, string>;
}

export async function runCannon(recorder: Recorder, options: CannonOptions): Promise<void> {
  const run = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests,
    headers: options.headers,
    timeout: 20,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    // Without a callback autocannon answers an event emitter that is also a promise; its types say only the promise.
  }) as unknown as EventEmitter & Promise<autocannon.Result>;
  recorder.start();
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
    recorder.record(status, ms),
  );
  run.on('reqError', () => recorder.record(0, 20_000));
  await run;
}
