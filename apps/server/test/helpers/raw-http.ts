import { connect, type Socket } from 'node:net';

/**
 * A connection that writes bytes as they are, none checked or fixed by an HTTP client, and reads
 * the server's answers back off the wire: what the HTTP parser tests send (bad header characters,
 * NUL bytes, overlong heads, broken chunked bodies, requests pipelined on one connection).
 */
export interface WireAnswer {
  status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface Wire {
  write(bytes: string | Buffer): void;
  /** Resolves once `count` whole answers have arrived, or the connection ended, or `ms` passed. */
  answers(count: number, ms?: number): Promise<WireAnswer[]>;
  /** Resolves with true once the server has closed the connection, false after `ms`. */
  closed(ms?: number): Promise<boolean>;
  /** The bytes read that are not part of a whole answer. */
  rest(): Buffer;
  /** Hangs up at once (a reset, not a polite close). */
  destroy(): void;
}

export async function openWire(port: number): Promise<Wire> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  // A write after the server closed, or a reset, is what some tests cause: not their failure.
  socket.on('error', () => {});
  let received = Buffer.alloc(0);
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.once('close', () => {
    ended = true;
    wake();
  });
  const until = (done: () => boolean, ms: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        resolve();
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    write: (bytes) => void socket.write(bytes),
    async answers(count, ms = 5_000) {
      await until(() => ended || splitAnswers(received, ended).answers.length >= count, ms);
      return splitAnswers(received, ended).answers;
    },
    async closed(ms = 5_000) {
      await until(() => ended, ms);
      return ended;
    },
    rest: () => splitAnswers(received, ended).rest,
    destroy: () => void socket.resetAndDestroy(),
  };
}

/**
 * The whole answers at the start of `bytes` (framed by Content-Length or chunked, else by the end
 * of the connection once it `ended`), and what follows them.
 */
export function splitAnswers(
  bytes: Buffer,
  ended: boolean,
): { answers: WireAnswer[]; rest: Buffer } {
  const answers: WireAnswer[] = [];
  let offset = 0;
  for (;;) {
    const answer = answerAt(bytes, offset, ended);
    if (!answer) break;
    answers.push(answer.answer);
    offset = answer.next;
  }
  return { answers, rest: bytes.subarray(offset) };
}

function answerAt(
  bytes: Buffer,
  start: number,
  ended: boolean,
): { answer: WireAnswer; next: number } | null {
  const headEnd = bytes.indexOf('\r\n\r\n', start);
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = bytes
    .subarray(start, headEnd)
    .toString('latin1')
    .split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3}) /.exec(statusLine)?.[1];
  if (status === undefined) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyStart = headEnd + 4;
  const make = (body: Buffer, next: number) => ({
    answer: { status: Number(status), headers, body },
    next,
  });
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
    const chunks: Buffer[] = [];
    let at = bodyStart;
    for (;;) {
      const lineEnd = bytes.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size)) return null;
      if (size === 0) {
        const trailerEnd = bytes.indexOf('\r\n\r\n', lineEnd);
        return trailerEnd < 0 ? null : make(Buffer.concat(chunks), trailerEnd + 4);
      }
      if (bytes.length < lineEnd + 2 + size + 2) return null;
      chunks.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = headers['content-length'];
  if (length !== undefined) {
    const end = bodyStart + Number(length);
    return bytes.length < end ? null : make(bytes.subarray(bodyStart, end), end);
  }
  return ended ? make(bytes.subarray(bodyStart), bytes.length) : null;
}
