import { connect, type Socket } from 'node:net';

/**
 * An upload sent over a socket of its own, a piece at a time, as a phone on a weak network sends
 * it, or abandons it: what app.inject cannot do (hang up, stall, trickle). Used by the upload
 * gate's fault tests and the jam test against a real server process.
 */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawUpload {
  /** Body bytes written so far. */
  readonly sent: number;
  /** Writes the next `bytes` of the body (or what is left), waiting for the socket to take them. */
  send(bytes: number): Promise<void>;
  /** Writes the rest of the body. */
  finish(): Promise<void>;
  /** Closes the connection without reading any answer: the visitor gave up. */
  hangUp(): void;
  /**
   * The server's answer, once whole (its content-length read) or once the connection ends: null
   * when it closed without one (or we hung up). Never rejects.
   */
  readonly answer: Promise<RawAnswer | null>;
}

export interface RawUploadOptions {
  port: number;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Body bytes written with the headers (default none). */
  firstBytes?: number;
}

/** The answer in `text`, or null when its head is not all there. */
export function parseRawAnswer(text: string): RawAnswer | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  if (Number.isNaN(status)) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: text.slice(end + 4) };
}

/** Opens the connection and sends the request's head (and `firstBytes` of its body). */
export async function startRawUpload({
  port,
  path,
  headers,
  body,
  firstBytes = 0,
}: RawUploadOptions): Promise<RawUpload> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const received: Buffer[] = [];
  // A write refused by a server that already answered and closed is the case under test.
  socket.on('error', () => {});
  const answer = new Promise<RawAnswer | null>((resolve) => {
    const parsed = () => parseRawAnswer(Buffer.concat(received).toString('utf8'));
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const whole = parsed();
      const length = Number(whole?.headers['content-length'] ?? Number.NaN);
      if (whole && Buffer.byteLength(whole.body) >= length) resolve(whole);
    });
    socket.once('close', () => resolve(parsed()));
  });
  const head = [
    `POST ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    `content-length: ${body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  let sent = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed) return resolve();
      // The callback runs once the kernel took the bytes (or the socket failed).
      socket.write(chunk, () => resolve());
    });
  await write(Buffer.concat([Buffer.from(head), body.subarray(0, firstBytes)]));
  sent = firstBytes;
  const upload: RawUpload = {
    get sent() {
      return sent;
    },
    async send(bytes) {
      const chunk = body.subarray(sent, sent + bytes);
      sent += chunk.length;
      await write(chunk);
    },
    async finish() {
      await upload.send(body.length - sent);
    },
    hangUp() {
      socket.destroy();
    },
    answer,
  };
  return upload;
}
