import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can stall: while stalled it accepts connections and
 * keeps every socket open but delivers nothing either way, as a frozen database server or a
 * black-holed network does. Resumed, it delivers what it held.
 */
export interface StallProxy {
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallProxy(target: { host: string; port: number }): Promise<StallProxy> {
  let stalled = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const deliver = (task: () => void) => (stalled ? held.push(task) : task());

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // One side gone: the other goes too, as a real connection would.
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => deliver(() => upstream.write(chunk)));
    upstream.on('data', (chunk) => deliver(() => client.write(chunk)));
    client.on('close', () => deliver(() => upstream.destroy()));
    upstream.on('close', () => deliver(() => client.destroy()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy not listening');

  return {
    port: address.port,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const task of held.splice(0)) task();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
