import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseFormPairs, rawQueryOf } from '../../../../shared/form-body.ts';
import { buildAxeptaRequest } from '../axepta/request.ts';
import { readAxeptaReply } from '../axepta/response.ts';
import { AXEPTA_DEMO_MERCHANT } from '../axepta/test-data.ts';
import { buildPayboxRequest } from '../paybox/request.ts';
import { readPayboxReply } from '../paybox/response.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RefundCall, SettledPaymentRef } from '../server-to-server.ts';
import { defaultDirectKnob, type DirectKnob } from '../simulator/direct-knob.ts';
import {
  axeptaSimulatorPath,
  payboxSimulatorAccount,
  payboxSimulatorPath,
  payboxSimulatorPublicKeyPem,
} from '../simulator/routes.ts';
import {
  formBody,
  PORTAL,
  simulatorTestApp,
  submitCardPage,
  type SimulatorTestApp,
} from '../simulator/test-app.ts';
import { TEST_AXEPTA_BILLING, TEST_PAYBOX_BILLING } from '../test-billing.ts';

/**
 * Tests of the server-to-server adapters: the simulators listening on 127.0.0.1 (real HTTP, real
 * sockets, so timeouts and cut connections are real), and payments settled through their hosted
 * pages exactly as a browser would, so that the refunds act on what the simulators remember.
 */

export interface ListeningSimulator extends SimulatorTestApp {
  readonly origin: string;
}

export async function listeningSimulator(knob: DirectKnob): Promise<ListeningSimulator> {
  const sim = await simulatorTestApp(30, knob);
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sim.app.server.address() as AddressInfo;
  return { ...sim, origin: `http://127.0.0.1:${port}` };
}

/**
 * The simulator listening for a test file, its knob back to "answer at once" before each test:
 * `knob` changes how it misbehaves, `sim()` is the listening simulator.
 */
export function useListeningSimulator(): { knob: DirectKnob; sim: () => ListeningSimulator } {
  const knob = defaultDirectKnob();
  let sim: ListeningSimulator | undefined;
  beforeAll(async () => {
    sim = await listeningSimulator(knob);
  });
  afterAll(() => sim?.app.close());
  beforeEach(() => Object.assign(knob, defaultDirectKnob()));
  return {
    knob,
    sim: () => {
      if (!sim) throw new Error('the simulator is not listening yet');
      return sim;
    },
  };
}

/** Refund calls of one adapter's tests, each with an attempt key of its own (`rf-<name>-3`). */
export function refundCalls(name: string) {
  let attempt = 0;
  return (payment: SettledPaymentRef, amountCents: number, refundedBeforeCents = 0): RefundCall => {
    attempt += 1;
    return {
      whitelabelId: 1,
      payment,
      amountCents,
      refundedBeforeCents,
      attemptKey: `rf-${name}-${attempt}`,
    };
  };
}

const newReference = () => randomBytes(6).toString('hex').toUpperCase();

async function postPage(sim: SimulatorTestApp, url: string, fields: [string, string][]) {
  return sim.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody(fields),
  });
}

/** Pays `amountCents` by card on the Paybox page; the IPN tells its numtrans/numappel. */
export async function settlePaybox(
  sim: SimulatorTestApp,
  amountCents: number,
): Promise<SettledPaymentRef> {
  const reference = newReference();
  const returnUrl = `${PORTAL}/payments/return/paybox`;
  const form = buildPayboxRequest({
    account: { ...payboxSimulatorAccount, pageUrl: `${PORTAL}${payboxSimulatorPath}` },
    reference,
    amountCents,
    email: 'driver@example.fr',
    language: 'fr',
    urls: {
      accepted: returnUrl,
      refused: returnUrl,
      cancelled: returnUrl,
      pending: returnUrl,
      notify: `${PORTAL}/services/payments/paybox/notify`,
    },
    time: new Date(),
    billing: TEST_PAYBOX_BILLING,
    cartQuantity: 1,
  });
  const before = sim.deliveries.length;
  const page = await postPage(
    sim,
    payboxSimulatorPath,
    form.parameters.map(({ name, value }) => [name, value]),
  );
  await submitCardPage(sim.app, page.body, '4111111111111111');
  const ipn = sim.deliveries[before];
  const reply = readPayboxReply(rawQueryOf(ipn?.url ?? ''), [payboxSimulatorPublicKeyPem]);
  if (reply.outcome !== 'SUCCEED') throw new Error('the simulator did not settle the payment');
  return {
    provider: 'PAYBOX',
    reference,
    pspTransaction: `${reply.transaction}/${reply.call}`,
    amountCents,
  };
}

/** Pays `amountCents` by card on the Axepta page; the notification tells its PayID. */
export async function settleAxepta(
  sim: SimulatorTestApp,
  amountCents: number,
): Promise<SettledPaymentRef> {
  const reference = newReference();
  const returnUrl = `${PORTAL}/payments/return/axepta`;
  const form = buildAxeptaRequest({
    ...AXEPTA_DEMO_MERCHANT,
    transId: reference,
    refNr: reference,
    amountCents,
    description: `Peage ${reference}`,
    urls: {
      success: returnUrl,
      failure: returnUrl,
      notify: `${PORTAL}/services/payments/axepta/notify`,
    },
    language: 'fr',
    requireHttps: false,
    billing: TEST_AXEPTA_BILLING,
  });
  const before = sim.deliveries.length;
  const page = await postPage(sim, axeptaSimulatorPath, Object.entries(form.parameters));
  await submitCardPage(sim.app, page.body, '4111111111111111');
  const body = Object.fromEntries(parseFormPairs(sim.deliveries[before]?.body ?? '', 'latin1'));
  const reply = readAxeptaReply(body, AXEPTA_DEMO_MERCHANT);
  if (reply.outcome !== 'SUCCEED') throw new Error('the simulator did not settle the payment');
  return { provider: 'AXEPTA', reference, pspTransaction: reply.payId, amountCents };
}

/** A port nothing listens on (bound, then closed). */
export async function closedPortOrigin(): Promise<string> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
