/**
 * HAProxy from Debian (`apt-get install haproxy`) in front of the instances: health checks on
 * /readyz every second, least-connections balancing, a request id per request (the app keeps it:
 * X-Request-Id), and a retry on another instance when a connection cannot be made.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface Balancer {
  url: string;
  pid(): number | null;
  stop(): Promise<void>;
}

/** The configuration: also what docs/deploy.md shows as the reference topology. */
export function haproxyConfig(port: number, backends: { name: string; port: number }[]): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  # A leader's photo at 750 kbps takes seconds; a 10 MB one almost two minutes.
  timeout client 130s
  timeout http-request 130s
  timeout server 70s
  # An instance busy with a burst answers /readyz late, not never: give it 5 s before counting a failure.
  timeout check 5s
  retries 3
  option redispatch
  retry-on conn-failure

frontend web
  bind 127.0.0.1:${port}
  option forwardfor
  unique-id-format %[uuid()]
  unique-id-header X-Request-Id
  default_backend app

backend app
  balance leastconn
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host cestas
  http-check expect status 200
  # A dead instance refuses connections at once (retried on the other); 3 failed checks 1 s apart take it out.
  default-server inter 1s fall 3 rise 2
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

export async function startHaproxy(
  port: number,
  backends: { name: string; port: number }[],
  dir: string,
): Promise<Balancer> {
  if (!fs.existsSync(HAPROXY))
    throw new Error(
      `HAProxy not found at ${HAPROXY}: apt-get install -y haproxy (or set HAPROXY_PATH)`,
    );
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(port, backends));
  const log = fs.createWriteStream(path.join(dir, 'haproxy.log'));
  const child: ChildProcess = spawn(HAPROXY, ['-f', file, '-db'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  // Servers start as up; wait for the checks to have seen every backend answer /readyz.
  for (let upInARow = 0; upInARow < 2 + backends.length;) {
    if (child.exitCode !== null)
      throw new Error(
        `haproxy exited with ${child.exitCode}; see ${path.join(dir, 'haproxy.log')}`,
      );
    upInARow = (await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
      ? upInARow + 1
      : 0;
    if (Date.now() > deadline) throw new Error('haproxy found no ready instance within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    pid: () => child.pid ?? null,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
