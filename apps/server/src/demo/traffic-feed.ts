import type { PassageInput } from '@portico/contract';
import {
  planRoute,
  planTrip,
  type Random,
  randomVehicle,
  randomVehicleClass,
  routePassages,
  type TrafficRoad,
  type Vehicle,
} from './traffic.ts';

/**
 * A road in steady traffic, second by second: vehicles arrive at random (a Poisson process sized
 * so that the gantries read about `passagesPerSecond`), and each one's passages come due when the
 * clock reaches them. Traffic already on the road when the feed starts is there from the first
 * second: its passages before the start are not sent, as when a roadside system comes online.
 */
export interface TrafficFeed {
  /** The passages read since the previous call, up to `now`, in time order. */
  due(now: Date): PassageInput[];
}

export interface TrafficFeedOptions {
  random: Random;
  road: TrafficRoad;
  passagesPerSecond: number;
  start: Date;
  /** Unique per run, so a second run against the same database stores new passages. */
  runId: string;
  tagShare?: number;
  /** Plates never to use (the demo plates keep their own trips). */
  avoid?: (vehicle: Vehicle) => boolean;
}

const second = 1000;
/** The longest trip (up to 4 minutes to the first gantry, five hops of up to 12): steady traffic. */
const warmUpMs = 65 * 60 * second;

/** Mean gantries per trip of planTrip on this road, by sampling (used to size the arrivals). */
function meanTripLength(random: Random, road: TrafficRoad): number {
  const samples = 2000;
  let total = 0;
  for (let index = 0; index < samples; index++) {
    const vehicle = randomVehicle(random);
    total += planTrip(random, road, vehicle, new Date(0), 'sample').passages.length;
  }
  return total / samples;
}

export function createTrafficFeed(options: TrafficFeedOptions): TrafficFeed {
  const { random, road, start, runId } = options;
  if (!(options.passagesPerSecond > 0)) throw new RangeError('the rate must be positive');
  const arrivalsPerMs = options.passagesPerSecond / meanTripLength(random, road) / second;
  const pending = new Map<number, PassageInput[]>();
  let nextArrival = start.getTime() - warmUpMs;
  let sentUpTo = start.getTime();
  let trips = 0;

  const arrive = (at: number) => {
    // The route first: most of the traffic before the start has left by then, and drawing a
    // plate is what costs, so only the vehicles still on the road get one.
    const vehicleClass = randomVehicleClass(random);
    const route = planRoute(random, road, vehicleClass, new Date(at));
    const last = route.stops.at(-1);
    if (!last || last.at < start.getTime()) return;
    const draw = () => randomVehicle(random, { tagShare: options.tagShare, vehicleClass });
    let vehicle = draw();
    while (options.avoid?.(vehicle)) vehicle = draw();
    const passages = routePassages(vehicle, route, `sim-${runId}-${trips++}`, {
      notBefore: start,
    });
    for (const passage of passages) {
      const bucket = Math.floor(Date.parse(passage.at) / second);
      const list = pending.get(bucket);
      if (list) list.push(passage);
      else pending.set(bucket, [passage]);
    }
  };

  return {
    due(now) {
      const until = now.getTime();
      while (nextArrival <= until) {
        arrive(nextArrival);
        // Exponential gaps between arrivals: a Poisson process of the wanted rate.
        nextArrival += -Math.log(1 - random()) / arrivalsPerMs;
      }
      // Each passage sits in the bucket of its second and leaves it once sent.
      const out: PassageInput[] = [];
      const last = Math.floor(until / second);
      for (let bucket = Math.floor(sentUpTo / second); bucket <= last; bucket++) {
        const list = pending.get(bucket);
        if (!list) continue;
        const later = list.filter((passage) => Date.parse(passage.at) > until);
        out.push(...list.filter((passage) => Date.parse(passage.at) <= until));
        if (later.length > 0) pending.set(bucket, later);
        else pending.delete(bucket);
      }
      sentUpTo = until;
      return out.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    },
  };
}
