import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.ts';
import { useApp } from './build-app.ts';
import { testConfig } from './config.ts';
import { injectedDelivery } from './payments.ts';

/** A test configuration whose request and lookup limits never stop a test's many calls. */
export function unlimitedConfig(base: Config = testConfig()): Config {
  return {
    ...base,
    rateLimit: { max: 100_000, windowMs: 60_000 },
    lookup: { ...base.lookup, rateLimitMax: 100_000 },
  };
}

/** Card payments at this PSP, played by the built-in simulator (its pending answer in 30 ms). */
export function cardSimulatorConfig(cardPsp: 'PAYBOX' | 'AXEPTA'): Config {
  const base = unlimitedConfig();
  return {
    ...base,
    payments: { ...base.payments, cardPsp, simulator: { enabled: true, pendingDelayMs: 30 } },
  };
}

/** One app per PSP for the file's tests, its simulator's notifications injected back into it. */
export function useCardApp(cardPsp: 'PAYBOX' | 'AXEPTA') {
  const config = cardSimulatorConfig(cardPsp);
  const app: () => FastifyInstance = useApp(config, { pspDeliver: injectedDelivery(() => app()) });
  return { app, config };
}
