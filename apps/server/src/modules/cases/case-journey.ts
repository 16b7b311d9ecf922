import type { StoredDunningState } from '../../db/schema/journeys.ts';
import type { DunningState } from '../journeys/dunning.ts';
import { indemnityAt, paymentLimitOf } from '../journeys/dunning.ts';
import { decodeDunningState, encodeDunningState } from '../journeys/dunning-codec.ts';
import { nextCheckAt } from '../journeys/dunning-schedule.ts';
import type { JourneyRow, NewJourneyRow } from '../journeys/repository.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import type { TripPrice } from '../pricing/price-trip.ts';
import { type CheckedCase, caseKey, caseShape } from './domain.ts';

const hour = 3_600_000;

/**
 * The dunning state a case starts in. A CNP is a finding the portal escalates itself, from its
 * finding date (reduced then full indemnity, OMP after the same days as a notice); an IRIS case
 * belongs to the IRIS system, which escalates it: it comes with its indemnity and no clock runs.
 */
export function caseDunningState(checked: CheckedCase): DunningState {
  const noPause = { suspendedMs: 0, claimOpenedAt: null };
  return checked.kind === 'CNP'
    ? { stage: 'infraction', paymentLimit: 'INFRACTION', findingDate: checked.caseDate, ...noPause }
    : {
        stage: 'imported',
        paymentLimit: 'IRIS',
        caseOrigin: 'IRIS',
        indemnityCents: checked.indemnityCents,
        ...noPause,
      };
}

/**
 * The journey row of a case: a completed trip between its gates, priced with the tariff of its
 * date, frozen (it has no passages: a rebuild of the plate must never touch or delete it), with
 * next_transition_at set so the dunning job picks a CNP up when its indemnity or stage moves.
 */
export function caseJourneyRow(
  whitelabelId: number,
  checked: CheckedCase,
  trip: { gantries: readonly string[]; price: TripPrice },
  settings: JourneySettings,
  now: Date,
): NewJourneyRow {
  const state = caseDunningState(checked);
  const { nature, caseOrigin } = caseShape[checked.kind];
  const { price } = trip;
  return {
    whitelabelId,
    key: caseKey(checked.kind, checked.caseNumber),
    plate: checked.plate,
    countryCode: checked.countryCode,
    direction: checked.direction,
    inGate: checked.inGate,
    outGate: checked.outGate,
    firstPassageAt: checked.date,
    lastPassageAt: checked.date,
    vehicleClass: checked.vehicleClass,
    emissionTier: price.emissionTier,
    status: 'TERMINE',
    completed: true,
    passageIds: [],
    gantries: [...trip.gantries],
    billableGantries: [...trip.gantries],
    tagPaidGantries: [],
    tagPaidOnly: false,
    pricingError: null,
    htCents: price.htCents,
    tvaCents: price.tvaCents,
    ttcCents: price.ttcCents,
    tvaRate: price.tvaRate,
    tariffDate: price.tariffDate,
    // The trip's own time to pay, long gone: the case's ladder is what counts now.
    deadline: new Date(checked.date.getTime() + settings.paymentWindowHours * hour),
    dunning: encodeDunningState(state),
    dunningKind: state.stage,
    paymentLimit: paymentLimitOf(state),
    // An IRIS case's date is its notice date; a CNP's finding date lives in its dunning state.
    noticeDate: checked.kind === 'IRIS' ? checked.caseDate : null,
    pvNumber: checked.kind === 'IRIS' ? checked.caseNumber : null,
    ticketNumber: checked.kind === 'CNP' ? checked.caseNumber : null,
    cnpNumber: checked.cnpNumber,
    indemnityCents: indemnityAt(state, now, settings),
    nextTransitionAt: nextCheckAt(state, now, settings),
    frozen: true,
    nature,
    caseOrigin,
  };
}

/**
 * Whether a stored case journey holds the facts of this case (a replay) rather than others (a
 * correction the portal refuses as case_conflict). The case date and indemnity are compared while
 * the stored state still says them: once the dunning job moved a CNP to the OMP, or the case
 * was paid, they are history and the replay is judged on the rest.
 */
export function storedCaseMatches(
  checked: CheckedCase,
  row: Pick<
    JourneyRow,
    | 'key'
    | 'plate'
    | 'countryCode'
    | 'firstPassageAt'
    | 'inGate'
    | 'outGate'
    | 'vehicleClass'
    | 'cnpNumber'
    | 'noticeDate'
    | 'dunning'
  >,
): boolean {
  if (
    row.key !== caseKey(checked.kind, checked.caseNumber) ||
    row.plate !== checked.plate ||
    row.countryCode !== checked.countryCode ||
    row.firstPassageAt.getTime() !== checked.date.getTime() ||
    row.inGate !== checked.inGate ||
    row.outGate !== checked.outGate ||
    row.vehicleClass !== checked.vehicleClass ||
    row.cnpNumber !== checked.cnpNumber
  ) {
    return false;
  }
  const state = row.dunning ? decodeDunningState(row.dunning as StoredDunningState) : null;
  if (checked.kind === 'IRIS') {
    if (row.noticeDate?.getTime() !== checked.caseDate.getTime()) return false;
    return state?.stage !== 'imported' || state.indemnityCents === checked.indemnityCents;
  }
  return (
    state?.stage !== 'infraction' || state.findingDate.getTime() === checked.caseDate.getTime()
  );
}
