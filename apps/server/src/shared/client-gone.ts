import type { FastifyRequest } from 'fastify';

/**
 * A signal aborted when the request's connection closes before its answer is sent: the client
 * hung up, so what the request waits for (a lock, a provider) may be given up and given back.
 * `dispose` stops watching (an answered request on a kept-alive connection). app.inject's socket
 * never closes: tests of a hang-up use a real connection.
 */
export function clientGoneSignal(request: FastifyRequest): {
  signal: AbortSignal;
  dispose: () => void;
} {
  const gone = new AbortController();
  const socket = request.raw.socket as FastifyRequest['raw']['socket'] | null;
  const onClose = () => gone.abort(new ClientGoneError());
  if (!socket || socket.destroyed) onClose();
  else socket.once('close', onClose);
  return { signal: gone.signal, dispose: () => socket?.off('close', onClose) };
}

/** The reason of a clientGoneSignal: nobody is left to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client closed its connection');
    this.name = 'ClientGoneError';
  }
}
