import { whitelabelHostHeader } from '@portico/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerFormBody } from '../../../../shared/form-body.ts';
import { AXEPTA_DEMO_MERCHANT } from '../axepta/test-data.ts';
import { axeptaSimulatorRoutes } from './axepta-simulator.ts';
import type { SimulatorContext } from './context.ts';
import { fetchDeliver, type Deliver } from './delivery.ts';
import { defaultDirectKnob, type DirectKnob } from './direct-knob.ts';
import { directSimulatorRoutes } from './direct-simulator.ts';
import { SimulatorLedger } from './ledger.ts';
import type { RecallPaybox } from './recall.ts';
import type { PayboxSimulatorShop } from './paybox-reply.ts';
import { payboxSimulatorRoutes } from './paybox-simulator.ts';
import { SIMULATOR_CSS } from './stylesheet.ts';

export { payboxSimulatorPrivateKeyPem, payboxSimulatorPublicKeyPem } from './keys.ts';

/**
 * Portico's own PSP simulators, the default when no real PSP is configured. They speak exactly the
 * Paybox System and Axepta protocols, so the portal's code is the same against the real PSPs.
 * Register at prefix '/psp-simulator'.
 */

export interface PspSimulatorOptions {
  paybox: {
    hmacKeyHex: string;
    privateKeyPem: string;
    /** The shop the simulator accepts; the published test shop by default. */
    account?: Pick<PayboxSimulatorShop, 'site' | 'rang' | 'identifiant'>;
  };
  axepta: { merchantId: string; hmacKey: string; blowfishPassword: string };
  /** How long after the first (pending) notification the final one follows. */
  pendingDelayMs: number;
  /**
   * The portal's origin for a request's Host and x-whitelabel-host (app.ts: PUBLIC_ORIGIN or the
   * white-label's listed host). Forms whose return or notification URLs are elsewhere are refused.
   */
  portalOrigin: (request: {
    whitelabelHost: string | undefined;
    host: string | undefined;
  }) => Promise<string>;
  /** Sends a notification; default uses fetch with a 10 s timeout. Tests pass one that calls app.inject. */
  deliver?: Deliver;
  /** Axepta's wait before its first notification retry, doubled each time (default 250 ms). */
  notifyBackoffMs?: number;
  /**
   * How the server-to-server endpoints misbehave (slow, silent, cut), changed at run time by tests
   * and benches; default: they answer at once.
   */
  directKnob?: DirectKnob;
  /** Recalls a Paybox transaction settled before this process started (recall.ts). */
  recallPaybox?: RecallPaybox;
}

export const payboxSimulatorPath = '/psp-simulator/paybox/cgi/MYchoix_pagepaiement.cgi';
export const axeptaSimulatorPath = '/psp-simulator/axepta/payssl.aspx';

/** The published pre-production test shop (psp-protocols.md 1.7); the simulator accepts only it. */
export const payboxSimulatorAccount = {
  site: '1999888',
  rang: '32',
  identifiant: '107904482',
  hmacKeyHex: '0123456789ABCDEF'.repeat(8),
} as const;

/** The public demo merchant (2.6); the simulator's Axepta keys by default. */
export const axeptaSimulatorMerchant = AXEPTA_DEMO_MERCHANT;

const firstValue = (header: string | string[] | undefined) =>
  Array.isArray(header) ? header[0] : header;

export const pspSimulatorRoutes: FastifyPluginAsync<PspSimulatorOptions> = async (app, options) => {
  registerFormBody(app);

  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  const ledger = new SimulatorLedger();
  const context: SimulatorContext = {
    ledger,
    deliver: options.deliver ?? fetchDeliver,
    portalOrigin: (request) =>
      options.portalOrigin({
        whitelabelHost: firstValue(request.headers[whitelabelHostHeader]),
        host: request.headers.host,
      }),
    pendingDelayMs: options.pendingDelayMs,
    notifyBackoffMs: options.notifyBackoffMs ?? 250,
    later(task, delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        task().catch((error: unknown) =>
          app.log.error({ err: error }, 'psp simulator task failed'),
        );
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
  };

  app.get('/simulator.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SIMULATOR_CSS),
  );
  await app.register(payboxSimulatorRoutes, {
    context,
    shop: {
      ...payboxSimulatorAccount,
      ...options.paybox.account,
      hmacKeyHex: options.paybox.hmacKeyHex,
    },
    privateKeyPem: options.paybox.privateKeyPem,
  });
  await app.register(axeptaSimulatorRoutes, { context, keys: options.axepta });
  await app.register(directSimulatorRoutes, {
    ledger,
    knob: options.directKnob ?? defaultDirectKnob(),
    ...(options.recallPaybox ? { recallPaybox: options.recallPaybox } : {}),
    paybox: {
      ...payboxSimulatorAccount,
      ...options.paybox.account,
      hmacKeyHex: options.paybox.hmacKeyHex,
    },
    axepta: options.axepta,
  });
};
