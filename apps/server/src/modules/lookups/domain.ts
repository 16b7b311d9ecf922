import {
  type Journey,
  type JourneyGate,
  type JourneyNature,
  type Language,
  totalPrice,
} from '@portico/contract';
import { localize } from '../../shared/localized.ts';
import { deadlineAt, indemnityAt, isOpen, paymentLimitOf } from '../journeys/dunning.ts';
import { decodeDunningState } from '../journeys/dunning-codec.ts';
import type { DunningSettings } from '../journeys/settings.ts';
import type { GateRow, OwedJourneyRow } from './repository.ts';

/**
 * What PostgreSQL can read back from an ISO text: no year 0000 (it has none) and no year past
 * 9999 (an offset like -23:59 on 9999-12-31 moves it there). Trips are all between, since
 * ingestion takes no date before 2000 nor past tomorrow.
 */
const earliestFilterDate = new Date('1970-01-01T00:00:00.000Z');
const latestFilterDate = new Date('9999-12-31T23:59:59.999Z');

/**
 * A lookup's trip-date filter as the database can take it: each bound clamped into 1970-9999,
 * which selects the same trips as the bound asked for (found by the issue 9 fuzz: startTime
 * 0000-01-01 answered 500).
 */
export function tripDateBound(isoDate: string | undefined): Date | undefined {
  if (isoDate === undefined) return undefined;
  const time = Math.min(
    Math.max(new Date(isoDate).getTime(), earliestFilterDate.getTime()),
    latestFilterDate.getTime(),
  );
  return new Date(time);
}

/** The paymentNotice screen's view (onlyCNPorLatePayment) and a case-number lookup's answer. */
export const noticeNatures: readonly JourneyNature[] = ['latePayment', 'nonPaymentDeclaration'];

/** Names a normalised gate (what journeys store) as the road's gate code, label and place. */
export type GateNamer = (normalisedGate: string) => JourneyGate;

/**
 * Journeys store the normalised gate ('30'); the row shows the road's gate for it: the gate
 * whose code is the normalised one when there is one ('34', not 'A71'), else the first gate that
 * normalises to it ('30-32'), with its place name in `language` when the road has one. A gate the
 * road no longer has is shown by its stored code.
 */
export function gateNamer(gates: readonly GateRow[], language: Language): GateNamer {
  const byCode = new Map<string, JourneyGate>();
  const byNormalised = new Map<string, JourneyGate>();
  for (const gate of gates) {
    const name = gate.names ? localize(gate.names, language) : '';
    const named: JourneyGate = { id: gate.code, label: gate.label, ...(name ? { name } : {}) };
    byCode.set(gate.code, named);
    if (gate.code === gate.normalizedGate || !byNormalised.has(gate.normalizedGate)) {
      byNormalised.set(gate.normalizedGate, named);
    }
  }
  // A road code ('30-32', 'RN79': what prepaid trips keep) is itself; a normalised one ('30')
  // is the road's gate for it.
  return (code) => byCode.get(code) ?? byNormalised.get(code) ?? { id: code, label: code };
}

export interface PresentationContext {
  now: Date;
  settings: DunningSettings;
  gate: GateNamer;
  /** The network shown on the row: the white-label's operator name. */
  company: string;
}

/**
 * A stored journey as the API shows it at `now`: the indemnity and the deadline move with time
 * (a notice's indemnity rises on day 15 even if the dunning job has not run yet), so they are
 * computed from the dunning state rather than read from columns the job last wrote.
 */
export function presentJourney(row: OwedJourneyRow, context: PresentationContext): Journey {
  if (!row.dunning) throw new Error(`journey ${row.id} has no dunning state`);
  const state = decodeDunningState(row.dunning);
  const { now, settings } = context;
  const id = String(row.id);
  const deadline = deadlineAt(state, now, settings);
  const prices = {
    ttcPrice: row.ttcCents ?? 0,
    indemnity: indemnityAt(state, now, settings),
    alreadyPaid: row.alreadyPaidCents,
  };
  return {
    id,
    inProgressId: row.status === 'EN_COURS' ? id : null,
    date: row.firstPassageAt.toISOString(),
    deadline: deadline ? deadline.toISOString() : null,
    in: context.gate(row.inGate),
    out: row.outGate === null ? null : context.gate(row.outGate),
    carCategory: row.vehicleClass,
    nature: row.nature,
    status: row.status,
    completed: row.completed,
    paymentLimit: paymentLimitOf(state),
    caseOrigin: row.caseOrigin,
    cnpNumber: row.cnpNumber,
    pvNumber: row.pvNumber,
    ticketNumber: row.ticketNumber,
    htPrice: row.htCents ?? 0,
    tva: row.tvaRate ?? 0,
    tvaPrice: row.tvaCents ?? 0,
    ...prices,
    totalPrice: totalPrice(prices),
    company: context.company,
    // Under an open claim (issue 14): the lists mark it. Only then, so other answers keep their shape.
    ...(isOpen(state) && state.claimOpenedAt ? { contested: true } : {}),
    // Only while ongoing: the in-progress screen's exits ahead (a finished trip has its out).
    ...(row.status === 'EN_COURS' ? { direction: row.direction } : {}),
  };
}
