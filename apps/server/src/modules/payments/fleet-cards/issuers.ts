import type { PrivateCardType, VehicleClass } from '@portico/contract';

/**
 * What each fleet-card issuer accepts (spec 001 sections 5 and 8; psp-protocols.md section 3).
 * No public source gives the issuers' prefixes: these are the brief's (unverified, [guess]) and
 * must be confirmed with each issuer before going live; they are data, replaceable per deployment.
 * The spec names Total and DKV as the cards with restrictions (prepayment, trips in progress,
 * vehicle categories); which ones exactly is our choice below.
 */
export interface FleetCardIssuer {
  type: PrivateCardType;
  /** Leading digits of the issuer's card numbers (BIN / IIN). */
  prefixes: readonly string[];
  allowsPrepayment: boolean;
  allowsInProgress: boolean;
  /** The vehicle classes the card may pay for. */
  vehicleClasses: readonly VehicleClass[];
}

export const defaultFleetCardIssuers: Readonly<Record<PrivateCardType, FleetCardIssuer>> = {
  // A fuel card for company cars and vans: no prepayment, no trip still on the road, no motorbikes.
  TOTAL: {
    type: 'TOTAL',
    prefixes: ['7070'],
    allowsPrepayment: false,
    allowsInProgress: false,
    vehicleClasses: [1, 2, 3, 4],
  },
  // A haulage card: vans and trucks only, no prepayment.
  DKV: {
    type: 'DKV',
    prefixes: ['7043'],
    allowsPrepayment: false,
    allowsInProgress: true,
    vehicleClasses: [2, 3, 4],
  },
  SHELL: {
    type: 'SHELL',
    prefixes: ['7002'],
    allowsPrepayment: true,
    allowsInProgress: true,
    vehicleClasses: [1, 2, 3, 4, 5],
  },
  ESSO: {
    type: 'ESSO',
    prefixes: ['7078'],
    allowsPrepayment: true,
    allowsInProgress: true,
    vehicleClasses: [1, 2, 3, 4, 5],
  },
};
