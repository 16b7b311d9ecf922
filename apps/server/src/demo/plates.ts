import { normalisePlate, type PassageInput } from '@portico/contract';

/**
 * The demo plates (README "Demo plates"): one state of the trips screens per plate, so a newcomer
 * can look each one up and see every screen. Their trips are placed relative to the moment of
 * seeding (see trips.ts) and rebuilt at each start, so what the README promises stays true.
 */

type VehicleClass = PassageInput['vehicleClass'];
type Emission = PassageInput['emission'];

/**
 * When a trip's last passage happened, relative to the seeding moment:
 * - daysLeft: placed so that its 72 h deadline falls that many Paris calendar days ahead (the
 *   spec's countdown: 3 and 2 green, 1 red, 0 the last day);
 * - daysAgo: that many Paris days before, same wall-clock time (notice, OMP and paid cases);
 * - minutesAgo: a moment ago (an ongoing trip).
 */
export type TripEnd = { daysLeft: 0 | 1 | 2 | 3 } | { daysAgo: number } | { minutesAgo: number };

export interface DemoTrip {
  /** First and last gantry crossed; the direction follows from the road's order. */
  from: string;
  to: string;
  vehicleClass: VehicleClass;
  emission: Emission;
  end: TripEnd;
  /** Every passage was paid by a toll tag: stored, never due. */
  tagPaid?: boolean;
  /** Paid this many minutes after its last passage (the dunning 'paid' event). */
  paidAfterMinutes?: number;
  /** A claim filed this many minutes after its last passage, still open (the fleet's demo). */
  claimAfterMinutes?: number;
}

/**
 * A case the back office imports through the case import: a non-payment finding (CNP), or a late
 * case of the external IRIS system, which comes with its own indemnity. A case, not passages.
 */
export interface DemoCase {
  kind: 'CNP' | 'IRIS';
  /** Stable: the demo plate's rows are deleted and the case imported again at each start. */
  caseNumber: string;
  /** Gate codes of the road. */
  inGate: string;
  outGate: string;
  vehicleClass: VehicleClass;
  /** The trip and its finding (the date its ladder counts from), in Paris days before now. */
  tripDaysAgo: number;
  findingDaysAgo: number;
  /** IRIS only: the indemnity IRIS set (cents). */
  indemnityCents?: number;
}

/** What the national registry says of the vehicle (vehicle_registry; never its owner). */
export interface RegistryEntry {
  model: string;
  /** EL electric, ES petrol, GO diesel. */
  energy: 'EL' | 'ES' | 'GO';
  /** VP car, CAM truck, MTL motorbike, CTTE van. */
  vehicleType: 'VP' | 'CAM' | 'MTL' | 'CTTE';
}

export interface DemoPlate {
  /** As printed on the plate; stored normalised (AB-123-CD -> AB123CD). */
  display: string;
  countryCode: string;
  registry: RegistryEntry;
  /** Oldest first: the order matters for the dunning ladder (a plate's first notice). */
  trips: readonly DemoTrip[];
  cases?: readonly DemoCase[];
}

const car: RegistryEntry = { model: 'PEUGEOT 308', energy: 'ES', vehicleType: 'VP' };

/** Keys of the catalogue: the states they show (tests and README refer to them by key). */
export const demoPlates = {
  dueThreeDays: {
    display: 'GD-301-AA',
    countryCode: 'FR',
    registry: car,
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: null,
        end: { daysLeft: 3 },
      },
    ],
  },
  dueTwoDays: {
    display: 'GD-302-AA',
    countryCode: 'FR',
    registry: { model: 'RENAULT CLIO', energy: 'ES', vehicleType: 'VP' },
    trips: [
      {
        from: 'le-montet-est',
        to: 'montbeugny-ouest',
        vehicleClass: 1,
        emission: null,
        end: { daysLeft: 2 },
      },
    ],
  },
  dueOneDay: {
    display: 'GD-303-AA',
    countryCode: 'FR',
    registry: { model: 'YAMAHA MT-07', energy: 'ES', vehicleType: 'MTL' },
    trips: [
      {
        from: 'molinet-est',
        to: 'le-montet-ouest',
        vehicleClass: 5,
        emission: null,
        end: { daysLeft: 1 },
      },
    ],
  },
  dueLastDay: {
    display: 'GD-304-AA',
    countryCode: 'FR',
    registry: { model: 'RENAULT TRAFIC', energy: 'GO', vehicleType: 'CTTE' },
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 2,
        emission: null,
        end: { daysLeft: 0 },
      },
    ],
  },
  ongoing: {
    display: 'GE-401-BB',
    countryCode: 'FR',
    registry: car,
    trips: [
      {
        from: 'le-montet-est',
        to: 'le-montet-est',
        vehicleClass: 1,
        emission: null,
        end: { minutesAgo: 20 },
      },
    ],
  },
  completed: {
    display: 'GE-402-BB',
    countryCode: 'FR',
    registry: { model: 'CITROEN C4', energy: 'GO', vehicleType: 'VP' },
    // Westbound and leaving before the road's end: completed by the quiet rule (90 minutes
    // without a passage), not by its last gantry.
    trips: [
      {
        from: 'molinet-est',
        to: 'montbeugny-ouest',
        vehicleClass: 1,
        emission: null,
        end: { daysLeft: 2 },
      },
    ],
  },
  heavy: {
    display: 'GH-501-CC',
    countryCode: 'FR',
    registry: { model: 'RENAULT TRUCKS T480', energy: 'GO', vehicleType: 'CAM' },
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 4,
        emission: 'euro5',
        end: { daysLeft: 2 },
      },
    ],
  },
  electric: {
    display: 'GK-601-EL',
    countryCode: 'FR',
    registry: { model: 'RENAULT ZOE', energy: 'EL', vehicleType: 'VP' },
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: 'low_emission',
        end: { daysLeft: 2 },
      },
    ],
  },
  noticeReducedIndemnity: {
    display: 'GN-701-DD',
    countryCode: 'FR',
    registry: car,
    // The older trip's notice makes the newer one's BEFORE_OMP (not a first offence).
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'montbeugny-est',
        vehicleClass: 1,
        emission: null,
        end: { daysAgo: 40 },
      },
      {
        from: 'molinet-est',
        to: 'le-montet-ouest',
        vehicleClass: 1,
        emission: null,
        end: { daysAgo: 6 },
      },
    ],
  },
  noticeFullIndemnity: {
    display: 'GN-702-DD',
    countryCode: 'FR',
    registry: { model: 'VOLKSWAGEN GOLF', energy: 'GO', vehicleType: 'VP' },
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: null,
        end: { daysAgo: 45 },
      },
      {
        from: 'montbeugny-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: null,
        end: { daysAgo: 25 },
      },
    ],
  },
  firstOffence: {
    display: 'GP-801-EE',
    countryCode: 'FR',
    registry: car,
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: null,
        end: { daysAgo: 10 },
      },
    ],
  },
  omp: {
    display: 'GM-901-FF',
    countryCode: 'FR',
    registry: { model: 'FORD FOCUS', energy: 'ES', vehicleType: 'VP' },
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: null,
        end: { daysAgo: 70 },
      },
    ],
  },
  paid: {
    display: 'GQ-211-PP',
    countryCode: 'FR',
    registry: car,
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: null,
        end: { daysAgo: 1 },
        paidAfterMinutes: 60,
      },
    ],
  },
  tagPaid: {
    display: 'GT-311-TT',
    countryCode: 'FR',
    registry: { model: 'TOYOTA YARIS', energy: 'ES', vehicleType: 'VP' },
    trips: [
      {
        from: 'le-montet-ouest',
        to: 'molinet-est',
        vehicleClass: 1,
        emission: null,
        end: { daysLeft: 2 },
        tagPaid: true,
      },
    ],
  },
  noTrips: {
    display: 'GZ-411-ZZ',
    countryCode: 'FR',
    registry: car,
    trips: [],
  },
  cnp: {
    display: 'GC-121-CN',
    countryCode: 'FR',
    registry: { model: 'DACIA SANDERO', energy: 'ES', vehicleType: 'VP' },
    trips: [],
    cases: [
      {
        kind: 'CNP',
        caseNumber: 'CNP-DEMO-000001',
        inGate: '34',
        outGate: '23',
        vehicleClass: 1,
        tripDaysAgo: 12,
        findingDaysAgo: 9,
      },
    ],
  },
  iris: {
    display: 'GR-131-IR',
    countryCode: 'FR',
    registry: { model: 'SKODA OCTAVIA', energy: 'GO', vehicleType: 'VP' },
    trips: [],
    cases: [
      {
        kind: 'IRIS',
        caseNumber: 'IRIS-DEMO-000001',
        inGate: '23',
        outGate: '34',
        vehicleClass: 1,
        tripDaysAgo: 30,
        findingDaysAgo: 25,
        indemnityCents: 9000,
      },
    ],
  },
  foreign: {
    display: 'FG 512 KL',
    countryCode: 'IT',
    registry: { model: 'FIAT PANDA', energy: 'ES', vehicleType: 'VP' },
    trips: [
      {
        from: 'molinet-est',
        to: 'le-montet-ouest',
        vehicleClass: 1,
        emission: null,
        end: { daysLeft: 2 },
      },
    ],
  },
} as const satisfies Record<string, DemoPlate>;

export type DemoPlateKey = keyof typeof demoPlates;

/** The stored form of a plate (AB-123-CD -> AB123CD), as ingestion normalises it. */
export function storedPlate(display: string): string {
  const plate = normalisePlate(display);
  if (plate === null) throw new Error(`demo plate ${display} is not a plate`);
  return plate;
}

/** The demo vehicles as stored: the rows the seed owns and may delete. */
export function demoVehicles(
  plates: readonly DemoPlate[] = Object.values(demoPlates),
): { plate: string; countryCode: string }[] {
  return plates.map((demo) => ({
    plate: storedPlate(demo.display),
    countryCode: demo.countryCode,
  }));
}
