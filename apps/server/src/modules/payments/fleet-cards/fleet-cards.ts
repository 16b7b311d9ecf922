import type { Database } from '../../../db/database.ts';
import type { SettlementHooks } from '../settlement.ts';
import { createFleetOutcomes, type FleetLogger } from './fleet-outcome.ts';
import { createFleetPayment } from './fleet-payment.ts';
import { resolveFleetCharges } from './fleet-resolution.ts';
import type { FleetCardProcessor } from './processor.ts';

export interface FleetCardsDeps {
  db: Database;
  processor: FleetCardProcessor;
  hooks: SettlementHooks;
  /** After a payment settled (committed): send the receipt e-mail now. */
  onSucceeded(): void;
  logger: FleetLogger;
  clock: () => Date;
  /** FLEET_PROCESSOR_TIMEOUT_MS: the grace and the lease are derived from it. */
  timeoutMs: number;
}

/** The fleet-card payments of a configured processor: the request's charge and the job's. */
export function createFleetCards(deps: FleetCardsDeps) {
  const outcomes = createFleetOutcomes(deps);
  const payment = createFleetPayment({ ...deps, outcomes });
  return {
    pay: payment.pay,
    resolve: (now: Date, scope: { whitelabelId?: number } = {}) =>
      resolveFleetCharges({ ...deps, outcomes }, now, scope),
  };
}

export type FleetCards = ReturnType<typeof createFleetCards>;
