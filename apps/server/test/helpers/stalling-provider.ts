import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * An identity provider on 127.0.0.1 that can be told to stop answering: `silent`, it reads each
 * request and never answers (a hung provider); `answering`, it serves a minimal discovery
 * document. It notes when each connection to it closes, so a test can see the server under test
 * give a hung call up.
 */
export async function startStallingProvider(port: number) {
  const issuer = `http://127.0.0.1:${port}`;
  let answering = false;
  const open = new Set<Socket>();
  const closedAt: number[] = [];
  const server: Server = createServer((request, response) => {
    if (!answering) return;
    // No idle kept-alive connection stays: those open are calls in flight.
    response.setHeader('connection', 'close');
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      }),
    );
  });
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      closedAt.push(performance.now());
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    /** Connections to it still open now. */
    openConnections: () => open.size,
    /** When each closed connection closed (performance.now()). */
    closedAt,
    answer: (yes: boolean) => {
      answering = yes;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StallingProvider = Awaited<ReturnType<typeof startStallingProvider>>;
