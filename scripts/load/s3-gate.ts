/**
 * A TCP relay on 127.0.0.1 in front of the S3 server, so a fault can make the store unreachable
 * without stopping it: `cut()` drops every open connection and, until `restore()`, accepts new
 * ones but never answers (a store that went silent: the app's request timeouts must fire).
 */
import net from 'node:net';

export interface S3Gate {
  endpoint: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startS3Gate(target: { host: string; port: number }): Promise<S3Gate> {
  let open = true;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (!open) return; // held silent until the app's timeout gives up on it
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
      // Connections accepted during the cut were never relayed: close them so clients reconnect.
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
