import { checkPassage, defaultMaxFutureMinutes, eventTimeWindow } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { a79Gantries } from '../src/db/seed/demo-road.ts';
import { createTrafficFeed } from '../src/demo/traffic-feed.ts';
import { planTrip, randomVehicle, seededRandom } from '../src/demo/traffic.ts';

const road = { gantries: a79Gantries.map((gantry) => gantry.code) };
const start = new Date('2026-11-20T08:00:00Z');

describe('simulated traffic', () => {
  it('crosses consecutive gantries in road order for the direction, later each time', () => {
    const random = seededRandom(7);
    const directions = new Set<string>();
    for (let index = 0; index < 500; index++) {
      const trip = planTrip(random, road, randomVehicle(random), start, `t${index}`);
      directions.add(trip.direction);
      const positions = trip.passages.map((passage) => road.gantries.indexOf(passage.gantry));
      const step = trip.direction === 'east' ? 1 : -1;
      expect(positions.length).toBeGreaterThan(0);
      positions.slice(1).forEach((position, hop) => expect(position).toBe(positions[hop]! + step));
      const times = trip.passages.map((passage) => Date.parse(passage.at));
      times.slice(1).forEach((time, hop) => {
        const gapMinutes = (time - times[hop]!) / 60_000;
        expect(gapMinutes).toBeGreaterThanOrEqual(6);
        expect(gapMinutes).toBeLessThanOrEqual(12);
      });
      for (const passage of trip.passages) {
        expect(passage.direction).toBe(trip.direction);
        expect(checkPassage(passage, eventTimeWindow(start, defaultMaxFutureMinutes)).ok).toBe(
          true,
        );
      }
    }
    expect([...directions].sort()).toEqual(['east', 'west']);
  });

  it('draws about 30 % heavy vehicles, some tag-paid and some foreign', () => {
    const random = seededRandom(11);
    const vehicles = Array.from({ length: 5000 }, () => randomVehicle(random));
    const share = (test: (vehicle: (typeof vehicles)[number]) => boolean) =>
      vehicles.filter(test).length / vehicles.length;
    expect(share((v) => v.vehicleClass === 3 || v.vehicleClass === 4)).toBeCloseTo(0.3, 1);
    expect(share((v) => v.tagPaid)).toBeGreaterThan(0.2);
    expect(share((v) => v.countryCode !== 'FR')).toBeGreaterThan(0.05);
  });

  it('feeds about the asked rate from the first second, each passage once', () => {
    const feed = createTrafficFeed({
      random: seededRandom(3),
      road,
      passagesPerSecond: 50,
      start,
      runId: 'test',
    });
    const seen = new Set<string>();
    let count = 0;
    for (let second = 1; second <= 120; second++) {
      const now = new Date(start.getTime() + second * 1000);
      for (const passage of feed.due(now)) {
        expect(seen.has(passage.passageId)).toBe(false);
        seen.add(passage.passageId);
        expect(Date.parse(passage.at)).toBeLessThanOrEqual(now.getTime());
        expect(Date.parse(passage.at)).toBeGreaterThanOrEqual(now.getTime() - 1000);
        count += 1;
      }
    }
    expect(count / 120).toBeGreaterThan(40);
    expect(count / 120).toBeLessThan(60);
  });
});
