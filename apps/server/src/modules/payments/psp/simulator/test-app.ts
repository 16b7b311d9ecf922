import Fastify, { type FastifyInstance } from 'fastify';
import { portalOrigin } from '../../../whitelabel/portal-origin.ts';
import { AXEPTA_DEMO_MERCHANT } from '../axepta/test-data.ts';
import type { NotificationRequest } from './delivery.ts';
import type { DirectKnob } from './direct-knob.ts';
import {
  payboxSimulatorAccount,
  payboxSimulatorPrivateKeyPem,
  pspSimulatorRoutes,
} from './routes.ts';

/** The portal's origin as app.inject reaches it (Host: localhost:80), its PUBLIC_ORIGIN here. */
export const PORTAL = 'http://localhost';

/** The hosts its white-label lists (the demo's, as in the database). */
const TENANT_HOSTS = ['localhost', '127.0.0.1'];

export interface SimulatorTestApp {
  readonly app: FastifyInstance;
  /** Every notification the simulator tried to send, in order. */
  readonly deliveries: NotificationRequest[];
  /** Statuses the next deliveries get (then 200). */
  readonly statuses: number[];
}

/** A bare Fastify app with only the simulators, recording notifications instead of sending them. */
export async function simulatorTestApp(
  pendingDelayMs = 30,
  directKnob?: DirectKnob,
): Promise<SimulatorTestApp> {
  const deliveries: NotificationRequest[] = [];
  const statuses: number[] = [];
  const app = Fastify();
  await app.register(pspSimulatorRoutes, {
    prefix: '/psp-simulator',
    paybox: {
      hmacKeyHex: payboxSimulatorAccount.hmacKeyHex,
      privateKeyPem: payboxSimulatorPrivateKeyPem,
    },
    axepta: AXEPTA_DEMO_MERCHANT,
    pendingDelayMs,
    notifyBackoffMs: 5,
    ...(directKnob ? { directKnob } : {}),
    // What app.ts wires: PUBLIC_ORIGIN, or the tenant's listed host the request is on.
    portalOrigin: async ({ whitelabelHost, host }) =>
      portalOrigin(PORTAL, TENANT_HOSTS, [whitelabelHost, host]),
    deliver: async (request) => {
      deliveries.push(request);
      return { status: statuses.shift() ?? 200 };
    },
  });
  return { app, deliveries, statuses };
}

export function formBody(fields: readonly (readonly [string, string])[]): string {
  return fields.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The hidden inputs of a card page, in document order, as a browser would post them. */
export function hiddenFields(html: string): [string, string][] {
  const unescape = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
    (match) => [unescape(match[1] ?? ''), unescape(match[2] ?? '')],
  );
}

/** The form's action of a card page. */
export function formAction(html: string): string {
  return /<form method="post" action="([^"]*)">/.exec(html)?.[1] ?? '';
}

/** Submits a card page like a browser: hidden inputs, the card number, then the pressed button. */
export async function submitCardPage(
  app: FastifyInstance,
  html: string,
  card: string,
  action: 'pay' | 'cancel' = 'pay',
) {
  return app.inject({
    method: 'POST',
    url: formAction(html),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody([
      ...hiddenFields(html),
      ['cardNumber', card],
      ['cardExpiry', '12/30'],
      ['cardCvv', '123'],
      ['action', action],
    ]),
  });
}

export function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (condition()) resolve();
      else if (Date.now() - start > timeoutMs) reject(new Error('timed out'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}
