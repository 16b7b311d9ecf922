import type { RenterJourney } from '@portico/contract';
import { type PresentationContext, presentJourney } from '../lookups/domain.ts';
import type { FleetTripRow } from './repository.ts';

/**
 * A fleet trip as the renters' lists show it: the journey row every list presents
 * (lookups/domain.ts presentJourney: amounts, indemnity and deadline at `now`), plus its vehicle,
 * where it stands, and what was paid for it when.
 */
export function presentFleetTrip(row: FleetTripRow, context: PresentationContext): RenterJourney {
  const paid = row.state === 'paid';
  return {
    ...presentJourney(row, context),
    numberPlate: row.plate,
    countryCode: row.countryCode as RenterJourney['countryCode'],
    state: row.state,
    paidAt: paid && row.paidAt ? row.paidAt.toISOString() : null,
    paidAmount: paid ? row.alreadyPaidCents : null,
  };
}
