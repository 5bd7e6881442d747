import { isIP } from 'node:net';
import type { ServerConfig } from './config/config.ts';

/**
 * Which network interface the server listens on. A laptop on a community centre's Wi-Fi running
 * `npm start` must not offer its demo admin (published password) to everyone on that network, so
 * the server listens on loopback when its origin is loopback or demo accounts exist, and only a
 * person who sets HOST exposes it; never while demo accounts are open, unless they also forced
 * demo data on a public origin (ALLOW_DEMO_DATA_ON_PUBLIC_ORIGIN, which shouts at start).
 */

export const hostRefusal =
  'Recusado: HOST expõe o servidor à rede, mas existem contas de demonstração (senha publicada no README). ' +
  'Remova HOST para ouvir só nesta máquina, ou apague essas contas (SEED_DEMO_DATA=false num banco novo).';

/** What the server listens on: one address, or every interface (undefined, Node's default). */
export type ListenVerdict = { kind: 'listen'; host: string | undefined } | { kind: 'refuse' };

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', 'localhost']);

/** The loopback address matching the origin: IPv6 for [::1], IPv4 otherwise. */
function loopbackFor(origin: string): string {
  try {
    return new URL(origin).hostname === '[::1]' ? '::1' : '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

export function isLoopbackAddress(host: string): boolean {
  return LOOPBACK_ADDRESSES.has(host) || (isIP(host) === 4 && host.startsWith('127.'));
}

type ListenConfig = Pick<ServerConfig, 'origin' | 'host' | 'allowDemoDataOnPublicOrigin'> & {
  loopbackOrigin: boolean;
};

/**
 * `demoOpen` says whether demo accounts exist or are about to be seeded; it is asked only when
 * the answer matters (it checks each demo account's password).
 */
export async function listenVerdict(
  config: ListenConfig,
  demoOpen: () => Promise<boolean>,
): Promise<ListenVerdict> {
  if (config.host === undefined) {
    if (config.loopbackOrigin || (await demoOpen()))
      return { kind: 'listen', host: loopbackFor(config.origin) };
    return { kind: 'listen', host: undefined };
  }
  if (isLoopbackAddress(config.host)) return { kind: 'listen', host: config.host };
  if (!config.allowDemoDataOnPublicOrigin && (await demoOpen())) return { kind: 'refuse' };
  return { kind: 'listen', host: config.host };
}
