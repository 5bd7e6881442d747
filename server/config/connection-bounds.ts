import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Without them a client that trickles a body holds its connection for Node's default five minutes.
 */
export interface ConnectionBounds {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  maxConnections: number;
}

export function readConnectionBounds(env: NodeJS.ProcessEnv): ConnectionBounds {
  const requestTimeoutMs = Number(env.REQUEST_TIMEOUT_SECONDS ?? 120) * 1000;
  return {
    requestTimeoutMs,
    // Node refuses a headers timeout longer than the request's.
    headersTimeoutMs: Math.min(Number(env.HEADERS_TIMEOUT_SECONDS ?? 20) * 1000, requestTimeoutMs),
    maxConnections: Number(env.MAX_CONNECTIONS ?? 1024),
  };
}

export function httpServerOptions(bounds: ConnectionBounds): ServerOptions {
  return {
    requestTimeout: bounds.requestTimeoutMs,
    headersTimeout: bounds.headersTimeoutMs,
    // Node checks both timeouts every 30 s by default, so a 20-second bound would hold up to 50 s.
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, bounds.headersTimeoutMs / 4)),
  };
}

export function capConnections(server: Server, bounds: ConnectionBounds): void {
  server.maxConnections = bounds.maxConnections;
}

export const LINGER_MS = 2_000;

/**
 * Closing at once makes the kernel reset and the caller drops the unread answer: read, discarding,
 * a while.
 */
export function lingerBeforeClosing(server: Server, lingerMs = LINGER_MS): void {
  server.on('connection', (socket: Socket & { destroySoon?: () => void }) => {
    socket.destroySoon = () => {
      if (socket.destroyed) return;
      socket.end();
      const closing = setTimeout(() => socket.destroy(), lingerMs);
      closing.unref();
      socket.once('close', () => clearTimeout(closing));
      socket.once('end', () => socket.destroy());
      socket.resume();
    };
  });
}
