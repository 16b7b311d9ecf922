import type { PassageInput } from '@portico/contract';

/**
 * Live traffic for `npm run simulate`: vehicles that enter the road at a gate, cross the gantries
 * in road order for their direction a few minutes apart, and leave at a later gate. Pure: the
 * randomness and the clock are parameters, so a test can check the trips it makes.
 */

/** A source of numbers in [0, 1): Math.random, or seededRandom for a repeatable run. */
export type Random = () => number;

/** Small and repeatable (mulberry32): the same seed gives the same traffic. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: Random, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = random() * total;
  for (const [value, weight] of weighted) {
    draw -= weight;
    if (draw < 0) return value;
  }
  const last = weighted.at(-1);
  if (!last) throw new RangeError('nothing to pick from');
  return last[0];
}

function between(random: Random, low: number, high: number): number {
  return low + random() * (high - low);
}

/** The road as the simulator needs it: gantry codes west to east (the seed's order). */
export interface TrafficRoad {
  gantries: readonly string[];
}

type VehicleClass = PassageInput['vehicleClass'];
type Emission = PassageInput['emission'];

export interface Vehicle {
  plate: string;
  countryCode: string;
  vehicleClass: VehicleClass;
  emission: Emission;
  /** Its toll tag pays every passage (billed elsewhere, never due here). */
  tagPaid: boolean;
}

/** A79 mix (notes/domain.md: about 30 % heavy vehicles): class 3 and 4 make 30 %. */
const classMix: readonly (readonly [VehicleClass, number])[] = [
  [1, 62],
  [2, 5],
  [3, 7],
  [4, 23],
  [5, 3],
];

const heavyEmissions: readonly (readonly [Emission, number])[] = [
  ['euro6_7', 55],
  ['euro5', 20],
  ['euro4', 8],
  ['euro0_3', 4],
  [null, 13],
];

const lightEmissions: readonly (readonly [Emission, number])[] = [
  [null, 85],
  ['standard', 10],
  ['low_emission', 5],
];

/** Foreign plates seen on the A79 and how each country writes its plates. */
const countries: readonly (readonly [string, number])[] = [
  ['FR', 88],
  ['DE', 3],
  ['IT', 3],
  ['ES', 2],
  ['BE', 2],
  ['NL', 1],
  ['CH', 1],
];

const letters = 'ABCDEFGHJKLMNPQRSTVWXYZ';

function randomLetters(random: Random, count: number): string {
  return Array.from({ length: count }, () => letters[Math.floor(random() * letters.length)]).join(
    '',
  );
}

function randomDigits(random: Random, count: number): string {
  return Array.from({ length: count }, () => String(Math.floor(random() * 10))).join('');
}

/** A plate as the camera reads it, in the country's usual shape. */
export function randomPlate(random: Random, countryCode: string): string {
  const l = (count: number) => randomLetters(random, count);
  const d = (count: number) => randomDigits(random, count);
  switch (countryCode) {
    case 'DE':
      return `${l(2)}-${l(2)} ${d(4)}`;
    case 'ES':
      return `${d(4)} ${l(3)}`;
    case 'BE':
      return `1-${l(3)}-${d(3)}`;
    case 'NL':
      return `${l(2)}-${d(3)}-${l(1)}`;
    case 'CH':
      return `${l(2)} ${d(6)}`;
    default:
      // FR and IT: AB-123-CD (IT prints spaces).
      return countryCode === 'IT' ? `${l(2)} ${d(3)} ${l(2)}` : `${l(2)}-${d(3)}-${l(2)}`;
  }
}

/** A vehicle class drawn from the A79 mix. */
export function randomVehicleClass(random: Random): VehicleClass {
  return pick(random, classMix);
}

const isHeavy = (vehicleClass: VehicleClass) => vehicleClass === 3 || vehicleClass === 4;

/** A vehicle of the A79 mix, or of the given class. */
export function randomVehicle(
  random: Random,
  { tagShare = 0.25, vehicleClass = randomVehicleClass(random) } = {},
): Vehicle {
  const heavy = isHeavy(vehicleClass);
  const countryCode = pick(random, countries);
  return {
    plate: randomPlate(random, countryCode),
    countryCode,
    vehicleClass,
    emission: pick(random, heavy ? heavyEmissions : lightEmissions),
    // Hauliers carry tags more often than cars.
    tagPaid: random() < (heavy ? Math.min(1, tagShare * 2) : tagShare),
  };
}

const minute = 60_000;

/** Where and when a vehicle crosses the gantries, before knowing which vehicle it is. */
export interface Route {
  direction: 'east' | 'west';
  /** In the order of travel, times in ms. */
  stops: { gantry: string; at: number }[];
}

/**
 * A trip entering at `enteredAt`: an entry gate and a later exit gate in a random direction (half
 * the traffic crosses the whole road, as a transit route), then each gantry between them, 6 to 9
 * minutes apart for cars and 8 to 12 for trucks (15 km or so).
 */
export function planRoute(
  random: Random,
  road: TrafficRoad,
  vehicleClass: VehicleClass,
  enteredAt: Date,
): Route {
  const count = road.gantries.length;
  if (count === 0) throw new RangeError('a road without gantries has no traffic');
  const direction = random() < 0.5 ? 'east' : 'west';
  // Gates 0..count lie around the gantries: gantry i is between gates i and i + 1.
  let entry = 0;
  let exit = count;
  if (random() >= 0.5) {
    entry = Math.floor(random() * count);
    exit = entry + 1 + Math.floor(random() * (count - entry));
  }
  const crossed = road.gantries.slice(entry, exit);
  if (direction === 'west') crossed.reverse();
  const heavy = isHeavy(vehicleClass);
  // First gantry shortly after the entry gate, then one hop per gantry.
  let at = enteredAt.getTime() + between(random, 1, 4) * minute;
  const stops = crossed.map((gantry, index) => {
    if (index > 0) at += (heavy ? between(random, 8, 12) : between(random, 6, 9)) * minute;
    return { gantry, at: Math.round(at) };
  });
  return { direction, stops };
}

/**
 * The roadside's passages of `vehicle` on `route`, ids `${idPrefix}-${index}`; those before
 * `notBefore` left out (a vehicle already on the road when the simulation starts).
 */
export function routePassages(
  vehicle: Vehicle,
  route: Route,
  idPrefix: string,
  { notBefore }: { notBefore?: Date } = {},
): PassageInput[] {
  const passages: PassageInput[] = [];
  route.stops.forEach(({ gantry, at }, index) => {
    if (notBefore && at < notBefore.getTime()) return;
    passages.push({
      passageId: `${idPrefix}-${index}`,
      gantry,
      direction: route.direction,
      plate: vehicle.plate,
      countryCode: vehicle.countryCode,
      vehicleClass: vehicle.vehicleClass,
      emission: vehicle.emission,
      at: new Date(at).toISOString(),
      tagPaid: vehicle.tagPaid,
    });
  });
  return passages;
}

export interface PlannedTrip {
  vehicle: Vehicle;
  direction: 'east' | 'west';
  /** The passages in the order of travel, each at its own time. */
  passages: PassageInput[];
}

/** One whole trip of `vehicle` entering at `enteredAt` (planRoute, then its passages). */
export function planTrip(
  random: Random,
  road: TrafficRoad,
  vehicle: Vehicle,
  enteredAt: Date,
  idPrefix: string,
): PlannedTrip {
  const route = planRoute(random, road, vehicle.vehicleClass, enteredAt);
  return { vehicle, direction: route.direction, passages: routePassages(vehicle, route, idPrefix) };
}
