import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One registry per app, so tests never mix counts. Labels never hold a path, an id or a CPF. */
export interface ServerMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route'>;
  idempotencyReplays: Counter<'route'>;
  signInThrottled: Counter<'route'>;
  dependencyUnavailable: Counter<'dependency'>;
  jobsWaiting: Gauge<'queue'>;
  jobsActive: Gauge<'queue'>;
  oldestJobSeconds: Gauge<'queue'>;
  poolConnections: Gauge<'state'>;
  poolMax: Gauge;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10, 30];

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'cestas_' });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'cestas_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'cestas_http_request_duration_seconds',
      help: 'Time from the request reaching the app to its answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    idempotencyReplays: new Counter({
      name: 'cestas_idempotency_replays_total',
      help: 'Writes answered from a stored answer because their Idempotency-Key was seen before.',
      labelNames: ['route'],
      registers,
    }),
    signInThrottled: new Counter({
      name: 'cestas_sign_in_throttled_total',
      help: 'Sign-in and password attempts refused with 429 because of too many failures.',
      labelNames: ['route'],
      registers,
    }),
    dependencyUnavailable: new Counter({
      name: 'cestas_dependency_unavailable_total',
      help: 'Requests answered 503 because the database or the file store did not answer.',
      labelNames: ['dependency'],
      registers,
    }),
    jobsWaiting: new Gauge({
      name: 'cestas_jobs_waiting',
      help: 'Background jobs waiting to run (created or to be retried).',
      labelNames: ['queue'],
      registers,
    }),
    jobsActive: new Gauge({
      name: 'cestas_jobs_active',
      help: 'Background jobs running now, on any instance.',
      labelNames: ['queue'],
      registers,
    }),
    oldestJobSeconds: new Gauge({
      name: 'cestas_jobs_oldest_waiting_seconds',
      help: 'Age of the oldest job still waiting to run.',
      labelNames: ['queue'],
      registers,
    }),
    poolConnections: new Gauge({
      name: 'cestas_db_pool_connections',
      help: "This instance's database connections: in use, idle, and requests waiting for one.",
      labelNames: ['state'],
      registers,
    }),
    poolMax: new Gauge({
      name: 'cestas_db_pool_max',
      help: 'The most database connections this instance opens.',
      registers,
    }),
  };
}
