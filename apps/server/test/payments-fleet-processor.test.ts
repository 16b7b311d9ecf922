import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpProcessor } from '../src/modules/payments/fleet-cards/http-processor.ts';
import {
  type FleetCardCharge,
  fleetChargeKey,
  FleetProcessorUnavailable,
} from '../src/modules/payments/fleet-cards/processor.ts';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { startTestFleetGateway, type TestFleetGateway } from './helpers/fleet-processor-server.ts';

/** Issue 9 item 1: the processor interface, the sandbox, and the HTTP adapter on a local gateway. */
const apiKey = 'test-gateway-key-0123456789';
const charge = (key: string, cardNumber = '7002000000000000001'): FleetCardCharge => ({
  key,
  cardType: 'SHELL',
  cardNumber,
  cardValidity: '3012',
  cvv: '999',
  amountCents: 840,
  reference: 'REF234567890',
});

describe('fleetChargeKey', () => {
  it('is one key per payment that does not reveal the payment id', () => {
    const key = fleetChargeKey('payment-session-id-0001');
    expect(key).toMatch(/^fc_[A-Za-z0-9_-]{32}$/);
    expect(fleetChargeKey('payment-session-id-0001')).toBe(key);
    expect(fleetChargeKey('payment-session-id-0002')).not.toBe(key);
    expect(key).not.toContain('payment-session');
  });
});

describe('the sandbox processor', () => {
  it('charges once per key, answers lookups, and a voided key takes no money later', async () => {
    const sandbox = createSandboxProcessor();
    const first = await sandbox.charge(charge('k1'));
    expect(first).toMatchObject({ status: 'approved' });
    expect(await sandbox.charge(charge('k1'))).toEqual(first);
    expect(sandbox.approvedCharges()).toBe(1);
    expect(await sandbox.find('k1')).toEqual(first);
    expect(await sandbox.find('k2')).toEqual({ status: 'not_found' });
    expect(await sandbox.charge(charge('k3', '7002000000000000002'))).toEqual({
      status: 'refused',
      code: '05',
    });
    await sandbox.void('k1');
    expect(await sandbox.find('k1')).toEqual({ status: 'voided' });
    // A charge lost in flight and voided before it arrives is answered voided, never charged.
    await sandbox.void('k4');
    expect(await sandbox.charge(charge('k4'))).toEqual({ status: 'voided' });
    expect(sandbox.approvedCharges()).toBe(1);
  });
});

describe('the HTTP processor against a gateway speaking the protocol', () => {
  let gateway: TestFleetGateway;
  beforeAll(async () => {
    gateway = await startTestFleetGateway({ port: 8302, apiKey });
  });
  afterAll(() => gateway.close());

  const processor = () => createHttpProcessor({ url: `${gateway.url}/`, apiKey, timeoutMs: 2000 });

  it('charges idempotently by key, looks up, voids; the key is the Idempotency-Key header', async () => {
    const key = fleetChargeKey('http-processor-test-payment-1');
    const approved = await processor().charge(charge(key));
    expect(approved).toMatchObject({ status: 'approved', authorization: expect.any(String) });
    expect(await processor().charge(charge(key))).toEqual(approved);
    expect(gateway.sandbox.approvedCharges()).toBe(1);
    expect(gateway.requests.filter((request) => request.path === '/charges')).toEqual([
      { method: 'POST', path: '/charges', idempotencyKey: key },
      { method: 'POST', path: '/charges', idempotencyKey: key },
    ]);
    expect(await processor().find(key)).toEqual(approved);
    expect(await processor().find('fc_unknown')).toEqual({ status: 'not_found' });
    await processor().void(key);
    expect(await processor().find(key)).toEqual({ status: 'voided' });
    expect(await processor().charge(charge(key))).toEqual({ status: 'voided' });
  });

  it('passes a refusal on with its code', async () => {
    expect(await processor().charge(charge('fc_refused', '7002000000000009995'))).toEqual({
      status: 'refused',
      code: '51',
    });
  });

  it('is unavailable with a wrong key (the gateway answers 401)', async () => {
    const wrongKey = createHttpProcessor({
      url: gateway.url,
      apiKey: 'another-key-0123456789',
      timeoutMs: 2000,
    });
    await expect(wrongKey.charge(charge('fc_wrong_key'))).rejects.toThrow(
      FleetProcessorUnavailable,
    );
    expect(gateway.sandbox.stateOf('fc_wrong_key')).toEqual({ status: 'not_found' });
  });
});

describe('the HTTP processor against a gateway outside the protocol', () => {
  let answer: (response: ServerResponse) => void = () => {};
  let server: Server;
  beforeAll(async () => {
    server = createServer((_request, response) => answer(response));
    await new Promise<void>((resolve) => server.listen(8303, '127.0.0.1', resolve));
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const processor = createHttpProcessor({ url: 'http://127.0.0.1:8303', apiKey, timeoutMs: 300 });

  const answers: [string, (response: ServerResponse) => void][] = [
    ['a 500', (response) => response.writeHead(500).end('{"status":"approved"}')],
    ['not JSON', (response) => response.writeHead(200).end('<html>approved</html>')],
    ['an unknown status', (response) => response.writeHead(200).end('{"status":"ok"}')],
    [
      'approved without authorisation',
      (response) => response.writeHead(200).end('{"status":"approved"}'),
    ],
    [
      'a redirect',
      (response) => response.writeHead(302, { location: 'http://127.0.0.1:8302/charges' }).end(),
    ],
    ['no answer within the timeout', () => {}],
  ];
  for (const [what, reply] of answers) {
    it(`is unavailable, never approved, on ${what}`, async () => {
      answer = reply;
      await expect(processor.charge(charge('fc_odd'))).rejects.toThrow(FleetProcessorUnavailable);
      await expect(processor.find('fc_odd')).rejects.toThrow(FleetProcessorUnavailable);
      await expect(processor.void('fc_odd')).rejects.toThrow(FleetProcessorUnavailable);
    });
  }

  it('says why without the card', async () => {
    answer = (response) => response.writeHead(503).end();
    const error = await processor.charge(charge('fc_odd')).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/charge: answered HTTP 503/);
    expect(String(error)).not.toContain('7002000000000000001');
  });
});
