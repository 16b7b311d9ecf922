import { randomUUID } from 'node:crypto';
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode, ErrorEnvelope } from '@portico/contract';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { requestIdHeader } from '../request-id.ts';

/**
 * Fastify's `clientErrorHandler` (issue 24 item 10): what Node's HTTP server refuses before any
 * request exists for Fastify (a bad header character, a NUL in the request line, a head over
 * 16 KiB, a broken chunked body, a request past HTTP_REQUEST_TIMEOUT_MS). Fastify's default
 * answers its own `{"error","message","statusCode"}` shape, and writes it at once even when an
 * earlier answer of a kept-alive connection is still going out, cutting into it. Here the answer
 * is the contract's envelope, written only once the connection is free, then the connection
 * closes; never on a socket already gone.
 */

/** Node's codes that are not a plain 400, with the status Node itself gives them. */
const statusByNodeCode: Readonly<Record<string, 408 | 413 | 431>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  HPE_HEADER_OVERFLOW: 431,
};

const codeByStatus: Readonly<Record<400 | 408 | 413 | 431, ErrorCode>> = {
  400: 'invalid_request',
  408: 'request_timeout',
  413: 'payload_too_large',
  431: 'payload_too_large',
};

/** The status and envelope of a refusal by Node's code (HPE_* of its parser, or a timeout). */
export function clientErrorReply(nodeCode: string | undefined): {
  statusCode: 400 | 408 | 413 | 431;
  body: ErrorEnvelope;
} {
  const statusCode = statusByNodeCode[nodeCode ?? ''] ?? 400;
  return { statusCode, body: { message: codeByStatus[statusCode] } };
}

/**
 * How long a refused connection stays open after its answer, reading and dropping what the
 * client still sends: closing while its bytes arrive would reset the connection, and a reset can
 * discard our answer before the client reads it (the 431 of a client still sending its head).
 */
const lingerMs = 2_000;

/** Sockets already answered: Node reports a parser error again for each later chunk. */
const answered = new WeakSet<Socket>();

export function answerClientError(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  // A reset or a socket already gone: nobody is left to read an answer.
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (answered.has(socket)) return;
  answered.add(socket);
  const { statusCode, body } = clientErrorReply(error.code);
  const requestId = randomUUID();
  // Never the error itself: its rawPacket holds the request's bytes (plates, session ids).
  this.log.info(
    { reqId: requestId, statusCode, code: body.message, reason: error.code },
    'request refused by the HTTP parser',
  );
  // A parser error stops the parser, so what follows is dropped; a timeout does not, so the
  // rest of that body must not reach its route: the connection closes as soon as answered.
  const parserStopped = error.code?.startsWith('HPE_') === true;
  afterAnswerInFlight(socket, () => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(json)}\r\n` +
        'cache-control: no-store\r\n' +
        'x-content-type-options: nosniff\r\n' +
        `${requestIdHeader}: ${requestId}\r\n` +
        `connection: close\r\n\r\n${json}`,
    );
    if (!parserStopped) {
      socket.once('finish', () => socket.destroy());
      return;
    }
    const linger = setTimeout(() => socket.destroy(), lingerMs);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
  });
}

/** Node's own reference to the answer it is writing on a socket (its socketOnError reads it). */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Runs `then` once no earlier answer is going out on the socket. An answer already started, or
 * one whose request was read whole (so its route will answer), goes first: written now, ours
 * would cut into it or be taken for its answer. Node hands the socket to the next queued answer
 * as each one finishes, so this waits for each in turn. An answer to a request still unread
 * (a body that timed out or broke) will never come: ours is the answer.
 */
function afterAnswerInFlight(socket: Socket, then: () => void): void {
  const inFlight = (socket as HttpSocket)._httpMessage;
  if (inFlight && !inFlight.writableFinished && (inFlight.headersSent || inFlight.req.complete)) {
    inFlight.once('close', () => afterAnswerInFlight(socket, then));
    return;
  }
  then();
}
