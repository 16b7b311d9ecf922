import type { DunningState } from './dunning.ts';
import { indemnityAt, isOpen, paymentLimitOf } from './dunning.ts';
import type { DunningSettings } from './settings.ts';

/** What happens to a journey besides time passing. */
export type DunningEvent =
  | { type: 'paid' }
  | { type: 'cancelled' }
  | { type: 'claimOpened' }
  /** Upheld: the claim was right and the journey is not owed. Rejected: the clocks run again. */
  | { type: 'claimAnswered'; upheld: boolean };

export class DunningTransitionError extends Error {
  override name = 'DunningTransitionError';

  readonly reason:
    'already_closed' | 'omp_not_payable_online' | 'claim_already_open' | 'no_open_claim';
  readonly stage: DunningState['stage'];
  readonly event: DunningEvent['type'];

  constructor(
    reason: DunningTransitionError['reason'],
    stage: DunningState['stage'],
    event: DunningEvent['type'],
  ) {
    super(`${event} refused on a ${stage} journey: ${reason.replaceAll('_', ' ')}`);
    this.reason = reason;
    this.stage = stage;
    this.event = event;
  }
}

/**
 * The state after an event at `now`. Paying closes any open state with the indemnity owed at that
 * moment, except OMP (not payable online: the spec makes it unselectable). Cancelling closes any
 * state not closed yet. A claim stops the clocks of an open state; a rejected claim restarts them
 * with the time it was open not counted, so the driver keeps the days they had left. A claim on an
 * OMP, paid or cancelled journey stops no clock here (an upheld one still cancels an OMP case).
 */
export function applyDunningEvent(
  state: DunningState,
  event: DunningEvent,
  now: Date,
  settings: DunningSettings,
): DunningState {
  const refuse = (reason: DunningTransitionError['reason']) =>
    new DunningTransitionError(reason, state.stage, event.type);
  const closed = state.stage === 'paid' || state.stage === 'cancelled';
  const cancelled = (): DunningState => ({
    stage: 'cancelled',
    cancelledAt: now,
    paymentLimit: paymentLimitOf(state),
  });

  switch (event.type) {
    case 'paid':
      if (closed) throw refuse('already_closed');
      if (!isOpen(state)) throw refuse('omp_not_payable_online');
      return {
        stage: 'paid',
        paidAt: now,
        paymentLimit: paymentLimitOf(state),
        indemnityCents: indemnityAt(state, now, settings),
      };
    case 'cancelled':
      if (closed) throw refuse('already_closed');
      return cancelled();
    case 'claimOpened':
      if (!isOpen(state)) return state;
      if (state.claimOpenedAt) throw refuse('claim_already_open');
      return { ...state, claimOpenedAt: now };
    case 'claimAnswered': {
      if (!isOpen(state)) return event.upheld && state.stage === 'omp' ? cancelled() : state;
      if (!state.claimOpenedAt) throw refuse('no_open_claim');
      if (event.upheld) return cancelled();
      const openFor = Math.max(0, now.getTime() - state.claimOpenedAt.getTime());
      return { ...state, claimOpenedAt: null, suspendedMs: state.suspendedMs + openFor };
    }
  }
}
