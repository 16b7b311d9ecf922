import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  chargeRequestSchema,
  idempotencyHeader,
} from '../../src/modules/payments/fleet-cards/http-protocol.ts';
import {
  createSandboxProcessor,
  type SandboxProcessor,
} from '../../src/modules/payments/fleet-cards/sandbox-processor.ts';

/**
 * What the test gateway does with a charge: answer it (after `delayMs`), take the money and never
 * answer (the answer is lost), or never even take it (the request is lost).
 */
export type ChargePlan = 'answer' | 'charge-then-hang' | 'hang';

export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

export interface TestFleetGateway {
  url: string;
  /** The money side: what was charged, refused and voided under each key. */
  sandbox: SandboxProcessor;
  requests: ReceivedRequest[];
  /** Resolves once `count` charge requests were dealt with (charged or not, per the plan). */
  chargesReceived(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fleet-card gateway speaking Portico's JSON protocol (http-protocol.ts) over the sandbox, on
 * 127.0.0.1:`port`, for the tests and the payments bench. With `tls`, over https.
 */
export async function startTestFleetGateway({
  port,
  apiKey,
  plan = () => 'answer',
  delayMs = 0,
  tls,
}: {
  port: number;
  apiKey: string;
  plan?: (cardNumber: string) => ChargePlan;
  delayMs?: number;
  tls?: { key: string; cert: string };
}): Promise<TestFleetGateway> {
  const sandbox = createSandboxProcessor();
  const requests: ReceivedRequest[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let handledCharges = 0;
  const chargeHandled = () => {
    handledCharges += 1;
    for (const waiter of waiters.filter((candidate) => handledCharges >= candidate.count)) {
      waiter.resolve();
    }
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://gateway').pathname;
    const key = request.headers[idempotencyHeader];
    const received = {
      method: request.method ?? '',
      path,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    };
    requests.push(received);
    if (request.headers.authorization !== `Bearer ${apiKey}`) return send(response, 401, {});
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');

    if (request.method === 'POST' && path === '/charges') {
      const body = chargeRequestSchema.safeParse(text ? JSON.parse(text) : null);
      if (!body.success || !received.idempotencyKey) return send(response, 400, {});
      const charge = {
        key: received.idempotencyKey,
        cardType: body.data.cardType,
        cardNumber: body.data.cardNumber,
        cardValidity: body.data.expiry,
        cvv: body.data.cvv,
        amountCents: body.data.amount,
        reference: body.data.reference,
      };
      const chosen = plan(body.data.cardNumber);
      if (chosen === 'hang') return chargeHandled(); // never charged, never answered
      const answer = await sandbox.charge(charge);
      chargeHandled();
      if (chosen === 'charge-then-hang') return; // charged, the answer never leaves
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return send(response, 200, answer);
    }
    const match = /^\/charges\/([^/]+)(\/void)?$/.exec(path);
    if (match?.[1]) {
      const chargeKey = decodeURIComponent(match[1]);
      if (request.method === 'POST' && match[2]) {
        await sandbox.void(chargeKey);
        const state = sandbox.stateOf(chargeKey).status;
        return send(response, 200, { status: state === 'refused' ? 'refused' : 'voided' });
      }
      if (request.method === 'GET' && !match[2]) {
        const found = await sandbox.find(chargeKey);
        return found.status === 'not_found' ? send(response, 404, {}) : send(response, 200, found);
      }
    }
    return send(response, 404, {});
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => send(response, 500, {}));
  };
  const server = tls ? createHttpsServer(tls, listener) : createHttpServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${bound}`,
    sandbox,
    requests,
    chargesReceived: (count) =>
      new Promise((resolve) => {
        if (handledCharges >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: () =>
      new Promise((resolve) => {
        // Hung requests hold their sockets: cut them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
