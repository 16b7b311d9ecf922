import type { Language } from '@portico/contract';
import type { DemoPlate, DemoTrip, RegistryEntry } from './plates.ts';

/**
 * The demo rental company (README "Try the demo", issue 25): a fleet of about 200 vehicles whose
 * trips show every state of the renters' lists, and one active renter user to see them with.
 * Pure data: seed-demo-renter.ts writes the company and its user, seed-demo-trips.ts the fleet's
 * periods and trips (relative to each start, like the demo plates').
 */

export const demoRentalCompany = {
  code: 'RENTA79',
  name: "Rent'A79 Location",
  vatNumber: 'FR32901234567',
  address: '12 avenue de la Gare, 03000 Moulins',
};

/** Its user's password is public (README), so the user is never seeded in production. */
export const demoRenter = {
  email: 'demo.renter@example.org',
  password: 'Demo-Renter-2026!',
  firstName: 'Marco',
  lastName: 'Noleggi',
  phoneNumber: '+33 4 70 20 79 79',
  language: 'it' as Language,
};

/** The demo operator's renter support address (whitelabels.settings renters.supportEmail). */
export const demoRenterSupportEmail = 'noleggi@a79-demo.example';

/** Where the demo fleet's open claims say their acknowledgment went (README: /dev/mailbox). */
export const demoClaimEmail = 'demo.fleet.claims@example.org';
/**
 * Where the fleet's demo payment receipts go: not the demo payer's mailbox, whose one receipt is
 * the proof the alert tests and the README give for the demo's paid plate.
 */
export const demoFleetPayerEmail = 'demo.fleet.payer@example.org';

/** A period the vehicle belongs to the fleet, in Paris days before the seeding moment. */
export interface DemoFleetPeriod {
  fromDaysAgo: number;
  /** Absent: still in the fleet. */
  untilDaysAgo?: number;
}

export interface DemoFleetPlate extends DemoPlate {
  /** Oldest first, never overlapping. */
  periods: readonly DemoFleetPeriod[];
  /** Trips outside every period (before joining, between periods, after leaving): never shown. */
  hiddenTrips: number;
}

/** The fleet's size: the issue asks for about 200 vehicles. */
export const demoFleetSize = 200;
/** Vehicles in the fleet for good that drove lately: each state of the cycle below, 4 times. */
const activePlates = 40;

const van: RegistryEntry = { model: 'RENAULT TRAFIC', energy: 'GO', vehicleType: 'CTTE' };
const car: RegistryEntry = { model: 'PEUGEOT 208', energy: 'ES', vehicleType: 'VP' };
const electric: RegistryEntry = { model: 'RENAULT ZOE', energy: 'EL', vehicleType: 'VP' };

// The trips end at the moments the demo plates' do (plates.ts), so the replay's job rounds are
// the same ones and 200 more vehicles add passages, not rounds.
function trip(end: DemoTrip['end'], extra: Partial<DemoTrip> = {}): DemoTrip {
  return {
    from: 'le-montet-ouest',
    to: 'molinet-est',
    vehicleClass: 1,
    emission: null,
    end,
    ...extra,
  };
}

const westbound = { from: 'molinet-est', to: 'montbeugny-ouest' } as const;

/** The states the plates in the fleet for good cycle through (their only period is open). */
const openPlateTrips: readonly (readonly DemoTrip[])[] = [
  [trip({ daysLeft: 3 })],
  [trip({ daysLeft: 2 }, westbound)],
  [trip({ daysLeft: 1 })],
  [trip({ daysLeft: 0 })],
  [trip({ minutesAgo: 20 }, { from: 'le-montet-est', to: 'le-montet-est' })],
  // A first offence: the plate's first notice.
  [trip({ daysAgo: 10 })],
  // A late payment notice: the older notice makes the newer one BEFORE_OMP.
  [trip({ daysAgo: 40 }), trip({ daysAgo: 6 }, westbound)],
  [trip({ daysAgo: 70 })],
  [trip({ daysAgo: 1 }, { paidAfterMinutes: 60 })],
  [trip({ daysLeft: 2 }, { tagPaid: true }), trip({ daysAgo: 25 })],
];

const openSince: readonly DemoFleetPeriod[] = [{ fromDaysAgo: 400 }];

function plateNumber(index: number): string {
  return `RA-${String(index + 1).padStart(3, '0')}-LO`;
}

/** The special vehicles first (each shows one rule of the fleet periods), then the others. */
function fleetPlate(index: number): DemoFleetPlate {
  const display = plateNumber(index);
  const base = { display, countryCode: 'FR', registry: index % 7 === 0 ? van : car };
  if (index === 0) {
    // Left the fleet 50 days ago and came back 20 days ago: the trip between is not the fleet's.
    return {
      ...base,
      periods: [{ fromDaysAgo: 400, untilDaysAgo: 50 }, { fromDaysAgo: 20 }],
      trips: [trip({ daysAgo: 70 }), trip({ daysAgo: 45 }), trip({ daysLeft: 1 })],
      hiddenTrips: 1,
    };
  }
  if (index <= 2) {
    // Joined 15 days ago: its older trips were another keeper's and never show.
    return {
      ...base,
      registry: electric,
      periods: [{ fromDaysAgo: 15 }],
      trips: [trip({ daysAgo: 40 }), trip({ daysAgo: 25 }), trip({ daysLeft: 2 })],
      hiddenTrips: 2,
    };
  }
  if (index <= 12) {
    // Left the fleet 30 days ago: its trips since are not the fleet's.
    return {
      ...base,
      periods: [{ fromDaysAgo: 400, untilDaysAgo: 30 }],
      trips: [trip({ daysAgo: 45 }), trip({ daysLeft: 2 })],
      hiddenTrips: 1,
    };
  }
  if (index <= 16) {
    // A non-payment finding (CNP) the back office sent.
    return {
      ...base,
      periods: openSince,
      trips: [],
      cases: [
        {
          kind: 'CNP',
          caseNumber: `CNP-DEMO-FLEET-${String(index).padStart(3, '0')}`,
          inGate: '34',
          outGate: '23',
          vehicleClass: 1,
          tripDaysAgo: 12,
          findingDaysAgo: 9,
        },
      ],
      hiddenTrips: 0,
    };
  }
  if (index <= 24) {
    // Contested, a claim still open: on a trip still due (filed an hour after it), or on a
    // payment notice (filed the day before the seeding, after its deadline).
    const contested =
      index % 2 === 0
        ? trip({ daysLeft: 2 }, { claimAfterMinutes: 60 })
        : trip({ daysAgo: 10 }, { claimAfterMinutes: 9 * 24 * 60 });
    return {
      ...base,
      periods: openSince,
      trips: [contested],
      hiddenTrips: 0,
    };
  }
  // Most of the fleet did not drive on the A79 lately: listed with no trip. Replaying a trip
  // costs the start tens of milliseconds, so the states are shown by a few vehicles each.
  const trips =
    index < 25 + activePlates ? (openPlateTrips[index % openPlateTrips.length] ?? []) : [];
  return { ...base, periods: openSince, trips, hiddenTrips: 0 };
}

export const demoFleetPlates: readonly DemoFleetPlate[] = Array.from(
  { length: demoFleetSize },
  (_, index) => fleetPlate(index),
);
