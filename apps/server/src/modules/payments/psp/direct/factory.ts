import type { PaymentProvider } from '@portico/contract';
import type { PaymentsConfig } from '../../../../config.ts';
import { createAxeptaDirect } from '../axepta/direct-adapter.ts';
import { createPayboxDirect } from '../paybox/direct-adapter.ts';
import type { QuestionNumbers } from '../paybox/question-numbers.ts';
import type { PspServerToServer } from '../server-to-server.ts';
import { axeptaSimulatorMerchant, payboxSimulatorAccount } from '../simulator/routes.ts';
import {
  AXEPTA_SIMULATOR_DIRECT_PREFIX,
  PAYBOX_SIMULATOR_DIRECT_PATH,
} from '../simulator/direct-paths.ts';

/**
 * The composition root's PspServerToServer: one adapter per PSP, picked by the payment's provider.
 * The accounts are the deployment's, as for the hosted pages (card-psp.ts): `call.whitelabelId`
 * does not choose among credentials today; every white-label of a deployment shares its PSP
 * accounts. A PSP with a real account but no server-to-server URL has no adapter (production
 * refuses that with AUTOMATIC_REFUNDS, config/psp-direct.ts); a PSP without a real account uses
 * the simulator when it is on, reached over HTTP at the server's own address.
 */

export interface PspServerToServers extends PspServerToServer {
  /** Whether a payment of this provider can be refunded server to server here. */
  available(provider: PaymentProvider): boolean;
}

/** Thrown by refund / findRefund for a provider with no adapter: nothing was sent. */
export class PspNotConfiguredError extends Error {
  override name = 'PspNotConfiguredError';
  readonly provider: PaymentProvider;
  constructor(provider: PaymentProvider) {
    super(`${provider} has no server-to-server account here`);
    this.provider = provider;
  }
}

export interface PspServerToServerDeps {
  payments: Pick<PaymentsConfig, 'paybox' | 'axepta' | 'simulator' | 'direct'>;
  questionNumbers: QuestionNumbers;
  /**
   * The server's own origin (`http://127.0.0.1:PORT`), where the simulators answer; asked at each
   * call because the port is known only once the server listens. Null: not listening (yet).
   */
  simulatorOrigin: () => string | null;
  clock?: () => Date;
}

/**
 * A simulator's adapter, made for the server's origin at each call (the port is known only once
 * the server listens). Not listening yet: unknown, `unreachable`, and nothing was sent.
 */
function onSimulator(
  origin: () => string | null,
  make: (origin: string) => PspServerToServer,
): PspServerToServer {
  let cached: { origin: string; adapter: PspServerToServer } | null = null;
  const current = (): PspServerToServer | null => {
    const now = origin();
    if (now === null) return null;
    if (cached?.origin !== now) cached = { origin: now, adapter: make(now) };
    return cached.adapter;
  };
  return {
    refund: async (call, signal) =>
      (await current()?.refund(call, signal)) ?? { kind: 'unknown', cause: 'unreachable' },
    findRefund: async (call, signal) =>
      (await current()?.findRefund(call, signal)) ?? { kind: 'unknown', cause: 'unreachable' },
  };
}

export function makePspServerToServer(deps: PspServerToServerDeps): PspServerToServers {
  const { paybox, axepta, simulator, direct } = deps.payments;
  const timeoutMs = direct.timeoutMs;
  const clock = deps.clock ?? (() => new Date());
  const adapters = new Map<PaymentProvider, PspServerToServer>();

  if (paybox && direct.paybox) {
    adapters.set(
      'PAYBOX',
      createPayboxDirect({
        account: {
          site: paybox.site,
          rang: paybox.rang,
          identifiant: paybox.identifiant,
          hmacKeyHex: direct.paybox.hmacKeyHex ?? paybox.hmacKeyHex,
        },
        urls: direct.paybox.urls,
        timeoutMs,
        questionNumbers: deps.questionNumbers,
        clock,
      }),
    );
  } else if (!paybox && simulator.enabled) {
    adapters.set(
      'PAYBOX',
      onSimulator(deps.simulatorOrigin, (origin) =>
        createPayboxDirect({
          account: payboxSimulatorAccount,
          urls: [`${origin}${PAYBOX_SIMULATOR_DIRECT_PATH}`],
          timeoutMs,
          questionNumbers: deps.questionNumbers,
          clock,
        }),
      ),
    );
  }

  if (axepta && direct.axepta) {
    adapters.set(
      'AXEPTA',
      createAxeptaDirect({ keys: axepta, baseUrl: direct.axepta.baseUrl, timeoutMs }),
    );
  } else if (!axepta && simulator.enabled) {
    adapters.set(
      'AXEPTA',
      onSimulator(deps.simulatorOrigin, (origin) =>
        createAxeptaDirect({
          keys: axeptaSimulatorMerchant,
          baseUrl: `${origin}${AXEPTA_SIMULATOR_DIRECT_PREFIX}`,
          timeoutMs,
        }),
      ),
    );
  }

  const adapterOf = (provider: PaymentProvider): PspServerToServer => {
    const adapter = adapters.get(provider);
    if (!adapter) throw new PspNotConfiguredError(provider);
    return adapter;
  };
  return {
    available: (provider) => adapters.has(provider),
    refund: async (call, signal) => adapterOf(call.payment.provider).refund(call, signal),
    findRefund: async (call, signal) => adapterOf(call.payment.provider).findRefund(call, signal),
  };
}

/** No PSP speaks server to server here (a test's choice): refunds are asked for and wait. */
export const noServerToServer: PspServerToServers = {
  available: () => false,
  refund: async (call) => {
    throw new PspNotConfiguredError(call.payment.provider);
  },
  findRefund: async (call) => {
    throw new PspNotConfiguredError(call.payment.provider);
  },
};
