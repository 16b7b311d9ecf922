import type { CaseOrigin, PaymentLimit } from '@portico/contract';
import { addParisDays } from '@portico/contract';
import type { DunningSettings } from './settings.ts';

/**
 * The dunning ladder of notes/domain.md section 2 as a pure state machine: due (the 72 h to pay),
 * notice (BEFORE_OMP, or PRIMO_DESIGNATED for a plate's first), OMP, and the terminal paid and
 * cancelled. Time moves it with nextDunningState; payments and claims with applyDunningEvent
 * (dunning-events.ts). The clock is always a parameter.
 */

/** A claim (protest) stops the clocks while it is open; the time it was open is not counted. */
interface ClaimPause {
  /** Time spent under claims already answered. */
  suspendedMs: number;
  /** When the open claim was filed; null when no claim is open. */
  claimOpenedAt: Date | null;
}

/** Within the time to pay; no paymentLimit yet. */
export interface DueState extends ClaimPause {
  stage: 'due';
  /** Last passage + the payment window (the builder's deadline). */
  deadline: Date;
}

/** A payment notice (avis de paiement, nature latePayment) sent to the registered keeper. */
export interface NoticeState extends ClaimPause {
  stage: 'notice';
  /** PRIMO_DESIGNATED: the plate's first notice, without indemnity. */
  paymentLimit: 'BEFORE_OMP' | 'PRIMO_DESIGNATED';
  noticeDate: Date;
  /** Null until the repository assigns the next number when it saves the new notice. */
  pvNumber: string | null;
}

/**
 * A non-payment finding (CNP, nature nonPaymentDeclaration) from the case import. Our rule: it is
 * a notice by other means, so it climbs the same ladder from its finding date (reduced then full
 * indemnity, OMP after the same days), keeping its INFRACTION limit until then.
 */
export interface InfractionState extends ClaimPause {
  stage: 'infraction';
  paymentLimit: 'INFRACTION';
  findingDate: Date;
}

/**
 * A late case another system owns (IRIS imports, AUTRE): it arrives with its indemnity and that
 * system escalates it, so the portal only shows it, takes payment and suspends nothing.
 */
export interface ImportedCaseState extends ClaimPause {
  stage: 'imported';
  paymentLimit: 'AUTRE' | 'IRIS';
  caseOrigin: CaseOrigin | null;
  indemnityCents: number;
}

/** Transmitted to the prosecutor's officer: not payable online, the fine follows elsewhere. */
export interface OmpState {
  stage: 'omp';
  paymentLimit: 'OMP';
  ompDate: Date;
  escalatedFrom: 'BEFORE_OMP' | 'PRIMO_DESIGNATED' | 'INFRACTION';
  /** The indemnity owed when it left the portal. */
  indemnityCents: number;
}

export interface PaidState {
  stage: 'paid';
  paidAt: Date;
  /** Where it stood when paid, for receipts and display. */
  paymentLimit: PaymentLimit | null;
  indemnityCents: number;
}

export interface CancelledState {
  stage: 'cancelled';
  cancelledAt: Date;
  paymentLimit: PaymentLimit | null;
}

export type DunningState =
  | DueState
  | NoticeState
  | InfractionState
  | ImportedCaseState
  | OmpState
  | PaidState
  | CancelledState;

/** The states whose clocks a claim can stop. */
export type OpenDunningState = DueState | NoticeState | InfractionState | ImportedCaseState;

export function isOpen(state: DunningState): state is OpenDunningState {
  return (
    state.stage === 'due' ||
    state.stage === 'notice' ||
    state.stage === 'infraction' ||
    state.stage === 'imported'
  );
}

/** A journey's first state: due until its deadline. */
export function dueState(deadline: Date): DueState {
  return { stage: 'due', deadline, suspendedMs: 0, claimOpenedAt: null };
}

export function paymentLimitOf(state: DunningState): PaymentLimit | null {
  return state.stage === 'due' ? null : state.paymentLimit;
}

/** Stopped time, including the open claim's so far: it pushes every clock back. */
function pausedMs(state: OpenDunningState, now: Date): number {
  const open = state.claimOpenedAt ? Math.max(0, now.getTime() - state.claimOpenedAt.getTime()) : 0;
  return state.suspendedMs + open;
}

function later(instant: Date, ms: number): Date {
  return new Date(instant.getTime() + ms);
}

/** The date a notice or finding counts its days from. */
function countsFrom(state: NoticeState | InfractionState): Date {
  return state.stage === 'notice' ? state.noticeDate : state.findingDate;
}

/**
 * When the state escalates if nothing is paid, before claim pauses: the payment deadline, or the
 * notice date + ompAfterDays in Paris calendar days (same wall-clock time, see the contract's paris-time.ts).
 * Null for states the portal does not escalate.
 */
function escalatesAt(state: DunningState, settings: DunningSettings): Date | null {
  switch (state.stage) {
    case 'due':
      return state.deadline;
    case 'notice':
    case 'infraction':
      return addParisDays(countsFrom(state), settings.ompAfterDays);
    default:
      return null;
  }
}

/**
 * The deadline to show (the spec's countdown): the end of the 72 h while due, the OMP date for a
 * notice or finding, pushed back by claim pauses (an open claim's time included, so it moves with
 * `now` while the claim is open). Null when nothing is counting down.
 */
export function deadlineAt(state: DunningState, now: Date, settings: DunningSettings): Date | null {
  const at = escalatesAt(state, settings);
  return at && isOpen(state) ? later(at, pausedMs(state, now)) : null;
}

/**
 * The flat indemnity owed at `now` on top of the toll: none while due or on a first offence; for a
 * notice or finding the reduced one until reducedIndemnityDays after its date (Paris calendar
 * days, pushed back by claim pauses), the full one after; what an imported case came with; and
 * what was owed when the case was transmitted or paid.
 */
export function indemnityAt(state: DunningState, now: Date, settings: DunningSettings): number {
  switch (state.stage) {
    case 'due':
    case 'cancelled':
      return 0;
    case 'notice':
    case 'infraction': {
      if (state.paymentLimit === 'PRIMO_DESIGNATED') return 0;
      const reducedEnd = addParisDays(countsFrom(state), settings.reducedIndemnityDays);
      return now < later(reducedEnd, pausedMs(state, now))
        ? settings.reducedIndemnityCents
        : settings.fullIndemnityCents;
    }
    case 'imported':
    case 'omp':
    case 'paid':
      return state.indemnityCents;
  }
}

export interface DunningContext {
  /** The plate already had a notice: this one is not its first offence. */
  plateHasEarlierNotice: boolean;
}

/**
 * The state time moves a journey to at `now`, or null when nothing changes:
 * - due -> notice once the deadline is reached (at exactly 72 h, not before), dated `now` (the
 *   day the notice is actually issued, so a late job run does not eat the driver's 15 days);
 *   PRIMO_DESIGNATED when the plate has no earlier notice, else BEFORE_OMP;
 * - notice or finding -> OMP once ompAfterDays have passed since its date;
 * - nothing while a claim is open, and nothing from imported, OMP, paid or cancelled.
 * One step per call, so a second call at the same `now` returns null.
 */
export function nextDunningState(
  state: DunningState,
  now: Date,
  settings: DunningSettings,
  context: DunningContext,
): DunningState | null {
  if (!isOpen(state) || state.claimOpenedAt) return null;
  const at = escalatesAt(state, settings);
  if (!at || now < later(at, state.suspendedMs)) return null;

  if (state.stage === 'due') {
    return {
      stage: 'notice',
      paymentLimit: context.plateHasEarlierNotice ? 'BEFORE_OMP' : 'PRIMO_DESIGNATED',
      noticeDate: now,
      pvNumber: null,
      suspendedMs: 0,
      claimOpenedAt: null,
    };
  }
  if (state.stage === 'notice' || state.stage === 'infraction') {
    return {
      stage: 'omp',
      paymentLimit: 'OMP',
      ompDate: now,
      escalatedFrom: state.paymentLimit,
      indemnityCents: indemnityAt(state, now, settings),
    };
  }
  return null;
}
