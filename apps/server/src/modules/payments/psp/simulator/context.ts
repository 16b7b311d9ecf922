import type { FastifyRequest } from 'fastify';
import type { Deliver } from './delivery.ts';
import type { SimulatorLedger } from './ledger.ts';

/** What both simulators share, set up once by pspSimulatorRoutes. */
export interface SimulatorContext {
  readonly deliver: Deliver;
  /**
   * The portal's origin for this request (PUBLIC_ORIGIN, or the white-label's own host the
   * database lists): the only origin the simulators notify or send browsers to.
   */
  readonly portalOrigin: (request: FastifyRequest) => Promise<string>;
  /** Delay between the pending notification and the final one. */
  readonly pendingDelayMs: number;
  /** Axepta's wait before its first notification retry (doubled each time). */
  readonly notifyBackoffMs: number;
  /** Runs a task later; the timer never holds the process open and is cleared when the app closes. */
  readonly later: (task: () => Promise<void>, delayMs: number) => void;
  /** The payments the hosted pages settled, for the server-to-server calls (issue 29). */
  readonly ledger: SimulatorLedger;
}

export const HTML = 'text/html; charset=utf-8';
