import type { Journey, JourneyGate, JourneySet, VehicleInformation } from './journey.ts';
import {
  caseOrigins,
  journeyNatures,
  journeySetTypes,
  journeyStatuses,
  paymentLimits,
  vehicleClasses,
} from './vocabulary.ts';

/**
 * The shape of a journey set, checked without Zod: for the browser, which reads back from storage
 * the set a lookup stored (perhaps by an older build) and would otherwise download Zod on the
 * trips pages for it. One check per field, keyed by the schema's own type, so a field added to
 * journeySchema (journey.ts) does not compile until it is checked here too. The schema's sums and
 * lengths stay the server's rules: the browser checks what it renders.
 */
type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isFilledString: Check = (value) => typeof value === 'string' && value.length > 0;
const isBoolean: Check = (value) => typeof value === 'boolean';
const isCents: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
const isDateTime: Check = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const oneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const shape =
  <T>(checks: Record<keyof T, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries<Check>(checks).every(([key, check]) => check(value[key]));

const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);

const isGate = shape<JourneyGate>({
  id: isFilledString,
  label: isString,
  name: optional(isFilledString),
});

const isJourneyShape = shape<Journey>({
  id: isFilledString,
  inProgressId: nullable(isFilledString),
  date: isDateTime,
  deadline: nullable(isDateTime),
  in: isGate,
  out: nullable(isGate),
  carCategory: oneOf(vehicleClasses),
  nature: oneOf(journeyNatures),
  status: oneOf(journeyStatuses),
  completed: isBoolean,
  paymentLimit: nullable(oneOf(paymentLimits)),
  caseOrigin: nullable(oneOf(caseOrigins)),
  cnpNumber: nullable(isString),
  pvNumber: nullable(isString),
  ticketNumber: nullable(isString),
  htPrice: isCents,
  tva: isCents,
  tvaPrice: isCents,
  ttcPrice: isCents,
  indemnity: isCents,
  alreadyPaid: isCents,
  totalPrice: isCents,
  company: nullable(isString),
  contested: (value) => value === undefined || isBoolean(value),
  direction: (value) => value === undefined || value === 'east' || value === 'west',
});

const isJourneySetShape = shape<JourneySet>({
  type: oneOf(journeySetTypes),
  company: nullable(isString),
  plate: isFilledString,
  sessionId: isFilledString,
  vehicleInformation: nullable(shape<VehicleInformation>({ type: isString, energy: isString })),
  countryCode: isString,
  journeys: (value) => Array.isArray(value) && value.every(isJourneyShape),
  hasPaidJourneys: (value) => value === undefined || isBoolean(value),
});

export function isJourney(value: unknown): value is Journey {
  return isJourneyShape(value);
}

export function isJourneySet(value: unknown): value is JourneySet {
  return isJourneySetShape(value);
}
