import type { JourneyStatus, VehicleClass } from '@portico/contract';
import type { EmissionTier } from '../road/domain.ts';
import { journeyEmissionTier, journeyVehicleClass } from './journey-vehicle.ts';
import type { Direction, Passage } from './passage.ts';
import { canonicalPassages } from './passage.ts';
import type { RoadLayout } from './road-layout.ts';
import { gateAfter, gateBefore, isRoadEnd, progressOf } from './road-layout.ts';
import type { BuilderSettings } from './settings.ts';

export type BuiltJourneyStatus = Extract<JourneyStatus, 'TERMINE' | 'EN_COURS'>;

/** A journey as the passages make it: what was crossed, where, when, and what is owed for. */
export interface BuiltJourney {
  /** plate|country|direction|first passage id: stable for the database's upsert. */
  key: string;
  plate: string;
  countryCode: string;
  direction: Direction;
  /** Every passage, tag-paid ones included, in time order. */
  passageIds: readonly string[];
  /** Every gantry crossed, in the order of travel. */
  gantries: readonly string[];
  /** The gantries owed here (not paid by a tag), in the order of travel: price these. */
  billableGantries: readonly string[];
  /** The gantries a toll tag paid: kept for audit, never due. */
  tagPaidGantries: readonly string[];
  /** The (normalised) gate before the first gantry crossed, in the direction of travel. */
  inGate: string;
  /** The gate after the last gantry crossed. */
  outGate: string;
  firstPassageAt: Date;
  lastPassageAt: Date;
  vehicleClass: VehicleClass;
  /** The most polluting tier its passages know; null when none does (pricing's default). */
  emissionTier: EmissionTier | null;
  status: BuiltJourneyStatus;
  completed: boolean;
  /** Last passage + the payment window: the end of the 72 h to pay. */
  deadline: Date;
}

export interface BuildContext {
  /** The road's gantries, west to east. */
  road: RoadLayout;
  now: Date;
  settings: BuilderSettings;
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * Groups one or more vehicles' passages into journeys (notes/domain.md section 3). Passages of one
 * plate and country, in time order, stay in one journey while each is in the same direction,
 * within `journeyGapMinutes` of the previous one (90 min: exactly 90 still joins) and at a gantry
 * further along the road. The last condition is ours: a vehicle cannot cross a gantry behind it
 * without leaving the road, so it is a new trip even within the gap.
 *
 * Tag-paid passages belong to their journey (its gates and times are the real trip's) but only
 * the other gantries are billable. So a pair transit is charged only when both gantries of the
 * pair are billable; when a tag paid one of them, the other costs its single price, which is what
 * the operator charges for that gantry alone. A journey paid entirely by tag has no billable
 * gantry: the caller stores it for audit and never shows it as due.
 *
 * The result depends only on the set of passages: order and replays (same passage id) do not
 * change it. Journeys come out in the order of their first passage.
 */
export function buildJourneys(passages: readonly Passage[], context: BuildContext): BuiltJourney[] {
  const groups: Passage[][] = [];
  const openByVehicle = new Map<string, Passage[]>();
  for (const passage of canonicalPassages(passages)) {
    // Validates the gantry code before anything is grouped with it.
    progressOf(context.road, passage.gantry, passage.direction);
    const vehicle = `${passage.plate}|${passage.countryCode}`;
    const open = openByVehicle.get(vehicle);
    if (open && continues(open, passage, context)) {
      open.push(passage);
    } else {
      const group = [passage];
      groups.push(group);
      openByVehicle.set(vehicle, group);
    }
  }
  return groups.map((group) => toJourney(group, context));
}

function continues(group: readonly Passage[], next: Passage, context: BuildContext): boolean {
  const last = group[group.length - 1];
  if (!last || last.direction !== next.direction) return false;
  if (next.at.getTime() - last.at.getTime() > context.settings.journeyGapMinutes * minute) {
    return false;
  }
  const { road } = context;
  return (
    progressOf(road, next.gantry, next.direction) > progressOf(road, last.gantry, last.direction)
  );
}

function toJourney(group: readonly Passage[], { road, now, settings }: BuildContext): BuiltJourney {
  const first = group[0];
  const last = group[group.length - 1];
  if (!first || !last) throw new RangeError('a journey has at least one passage');
  const { direction } = first;
  const quietFor = now.getTime() - last.at.getTime();
  const completed =
    isRoadEnd(road, last.gantry, direction) || quietFor > settings.journeyGapMinutes * minute;
  const vehicleClass = journeyVehicleClass(group);
  return {
    key: [first.plate, first.countryCode, direction, first.passageId].join('|'),
    plate: first.plate,
    countryCode: first.countryCode,
    direction,
    passageIds: group.map((passage) => passage.passageId),
    gantries: group.map((passage) => passage.gantry),
    billableGantries: group.filter((passage) => !passage.tagPaid).map((passage) => passage.gantry),
    tagPaidGantries: group.filter((passage) => passage.tagPaid).map((passage) => passage.gantry),
    inGate: gateBefore(road, first.gantry, direction),
    outGate: gateAfter(road, last.gantry, direction),
    firstPassageAt: first.at,
    lastPassageAt: last.at,
    vehicleClass,
    emissionTier: journeyEmissionTier(group, vehicleClass),
    status: completed ? 'TERMINE' : 'EN_COURS',
    completed,
    deadline: new Date(last.at.getTime() + settings.paymentWindowHours * hour),
  };
}
