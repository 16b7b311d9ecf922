import type { RenterJourneyState } from '@portico/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The SQL the renters' trip lists (issue 25) filter and sort on, shared by the journeys' indexes
 * and the lists' queries: PostgreSQL uses a partial or expression index only when the query says
 * the same thing, so both are written once, here.
 */
interface FleetTripColumns {
  dunningKind: AnyPgColumn;
  dunning: AnyPgColumn;
  ttcCents: AnyPgColumn;
  indemnityCents: AnyPgColumn;
  nature: AnyPgColumn;
}

/** The open stages of the dunning ladder (dunning.ts): payable, and a claim can pause them. */
const openStages = sql.raw(`('due', 'notice', 'infraction', 'imported')`);

/**
 * The trips a renter's lists show: those on the dunning ladder. A trip paid by toll tag or not
 * priced (no dunning state) owes nothing and has no amount to show; a cancelled one neither.
 */
export function fleetTripListed(t: FleetTripColumns): SQL {
  return sql`${t.dunningKind} in ('due', 'notice', 'infraction', 'imported', 'omp', 'paid')`;
}

/**
 * Where a listed trip stands (renterJourneyStates): contested while a claim is open on an open
 * stage; else due within its 72 hours; notice for a payment notice, a CNP finding or an imported
 * case; paid; omp once transmitted to the prosecutor's officer.
 */
export function fleetTripState(t: FleetTripColumns): SQL {
  return sql`(case when ${t.dunningKind} in ${openStages} and (${t.dunning} ->> 'claimOpenedAt') is not null then 'contested' when ${t.dunningKind} = 'due' then 'due' when ${t.dunningKind} in ${openStages} then 'notice' else ${t.dunningKind} end)`;
}

/** The amount the lists sort by: the toll and the indemnity, in cents, paid or not. */
export function fleetTripAmount(t: FleetTripColumns): SQL {
  return sql`(coalesce(${t.ttcCents}, 0) + ${t.indemnityCents})`;
}

/** The payment notices (types=latePayment; the paymentNotice screen's natures). */
export function fleetTripNotice(t: FleetTripColumns): SQL {
  return sql`${t.nature} in ('latePayment', 'nonPaymentDeclaration')`;
}

/**
 * The trips in this state, on plain columns (the same trips as fleetTripState = state). Each is
 * the predicate of a partial index of its own (journeys.ts), so a state's trips are counted and
 * paged on that index alone; an expression index cannot serve an index-only scan.
 */
export function fleetTripInState(t: FleetTripColumns, state: RenterJourneyState): SQL {
  const claimOpen = sql`(${t.dunning} ->> 'claimOpenedAt') is not null`;
  const noClaim = sql`(${t.dunning} ->> 'claimOpenedAt') is null`;
  switch (state) {
    case 'due':
      return sql`${t.dunningKind} = 'due' and ${noClaim}`;
    case 'notice':
      return sql`${t.dunningKind} in ('notice', 'infraction', 'imported') and ${noClaim}`;
    case 'contested':
      return sql`${t.dunningKind} in ${openStages} and ${claimOpen}`;
    case 'paid':
      return sql`${t.dunningKind} = 'paid'`;
    case 'omp':
      return sql`${t.dunningKind} = 'omp'`;
  }
}
