import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long one HTTP connection may take to send its request, and how many one instance holds
 * (docs/security.md, "slow or piled-up connections"). Without them a client that trickles a body
 * holds its connection for Node's default five minutes, and enough of them hold the instance.
 */
export interface ConnectionBounds {
  /** A request whose headers and body have not all arrived by then is answered 408 and closed, ms. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Connections beyond this many are closed as soon as they are accepted. */
  maxConnections: number;
}

/** REQUEST_TIMEOUT_SECONDS (120), HEADERS_TIMEOUT_SECONDS (20), MAX_CONNECTIONS (1024). */
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

/** How long a closing connection goes on reading what the caller still sends, ms. */
export const LINGER_MS = 2_000;

/**
 * A `Connection: close` answer given while the caller still sends (a refused upload) must reach
 * it: closing at once makes the kernel reset, and the caller drops the unread answer. So the
 * socket ends after the answer and reads, discarding, for up to LINGER_MS (a lingering close);
 * Node's `destroySoon` has no option for it, hence the replacement on each socket.
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
