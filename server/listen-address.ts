import { isIP } from 'node:net';
import type { ServerConfig } from './config/config.ts';

/**
 * A laptop on a community Wi-Fi must not offer its demo admin to the network: loopback unless HOST
 * is set.
 */

export const hostRefusal =
  'Recusado: HOST expõe o servidor à rede, mas existem contas de demonstração (senha publicada no README). ' +
  'Remova HOST para ouvir só nesta máquina, ou apague essas contas (SEED_DEMO_DATA=false num banco novo).';

export type ListenVerdict = { kind: 'listen'; host: string | undefined } | { kind: 'refuse' };

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', 'localhost']);

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

/** `demoOpen` is asked only when the answer matters (it checks each demo password). */
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
