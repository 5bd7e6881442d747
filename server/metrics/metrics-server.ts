import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { MetricsConfig } from '../config/config.ts';
import { log } from '../log.ts';
import { metricsApp, type MetricsDeps } from './metrics-routes.ts';

export function startMetricsServer(
  config: MetricsConfig,
  deps: MetricsDeps,
): { close(): void } | null {
  if (config.port === undefined) return null;
  const server = serve(
    { fetch: metricsApp(deps).fetch, port: config.port, hostname: config.host },
    (info: AddressInfo) => log.info('metrics ready', { host: config.host, port: info.port }),
  );
  return { close: () => server.close() };
}
