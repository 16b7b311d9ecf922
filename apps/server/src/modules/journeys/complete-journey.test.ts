import { describe, expect, it } from 'vitest';
import { a79Tariffs } from '../../db/seed/demo-road.ts';
import { priceTrip } from '../pricing/price-trip.ts';
import type { BuiltJourney } from './builder.ts';
import { buildJourneys } from './builder.ts';
import { completeJourney, JourneyCompletionError, withDeclaredExit } from './complete-journey.ts';
import type { Direction } from './passage.ts';
import { defaultJourneySettings } from './settings.ts';
import { a79Road, minutesAfter, trip } from './test-factories.ts';

function ongoing(direction: Direction, gantries: readonly string[]): BuiltJourney {
  const passages = trip('p', gantries, { direction });
  const now = minutesAfter(30);
  const [journey] = buildJourneys(passages, {
    road: a79Road,
    now,
    settings: defaultJourneySettings,
  });
  if (!journey) throw new Error('no journey');
  return journey;
}

function completionError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('completeJourney', () => {
  // Normalised gates west to east: 34, 33, 30, 29, 25, 24, 23.
  it.each<[Direction, readonly string[], string, readonly string[]]>([
    // Eastbound after Le Montet Ouest (34|33).
    ['east', ['le-montet-ouest'], '33', []],
    ['east', ['le-montet-ouest'], '30', ['le-montet-est']],
    [
      'east',
      ['le-montet-ouest'],
      '23',
      ['le-montet-est', 'montbeugny-ouest', 'montbeugny-est', 'molinet-ouest', 'molinet-est'],
    ],
    ['east', ['montbeugny-ouest', 'montbeugny-est'], '25', []],
    ['east', ['montbeugny-ouest', 'montbeugny-est'], '24', ['molinet-ouest']],
    // Westbound after Molinet Est (24|23).
    ['west', ['molinet-est'], '24', []],
    ['west', ['molinet-est'], '25', ['molinet-ouest']],
    [
      'west',
      ['molinet-est'],
      '34',
      ['molinet-ouest', 'montbeugny-est', 'montbeugny-ouest', 'le-montet-est', 'le-montet-ouest'],
    ],
    ['west', ['le-montet-est'], '34', ['le-montet-ouest']],
  ])('%s through %j, exit %s: still to cross %j', (direction, gantries, exit, expected) => {
    const journey = ongoing(direction, gantries);
    expect(journey.status).toBe('EN_COURS');
    const completed = completeJourney(journey, exit, a79Road);
    expect(completed).toEqual({
      ...journey,
      outGate: exit,
      status: 'TERMINE',
      completed: true,
      billableGantries: [...gantries, ...expected],
      declaredExitGate: exit,
      expectedGantries: expected,
    });
  });

  it('prices the trip up to the declared exit', () => {
    const completed = completeJourney(ongoing('east', ['le-montet-ouest']), '29', a79Road);
    const price = priceTrip({
      gantriesCrossed: completed.billableGantries,
      vehicleClass: completed.vehicleClass,
      emissionTier: completed.emissionTier,
      at: completed.firstPassageAt,
      tariffs: a79Tariffs,
      road: a79Road,
    });
    // Le Montet transit (100) + Montbeugny Ouest (110).
    expect(price.ttcCents).toBe(210);
  });

  it.each<[string, Direction, readonly string[], string, string]>([
    ['an exit behind, eastbound', 'east', ['montbeugny-ouest'], '30', 'behind_last_gantry'],
    ['the entry gate, eastbound', 'east', ['le-montet-ouest'], '34', 'behind_last_gantry'],
    ['an exit behind, westbound', 'west', ['montbeugny-est'], '25', 'behind_last_gantry'],
    ['the entry gate, westbound', 'west', ['molinet-est'], '23', 'behind_last_gantry'],
    ['a gate the road lacks', 'east', ['le-montet-ouest'], '99', 'unknown_gate'],
    ['a gate code that is not normalised', 'west', ['molinet-est'], 'A71', 'unknown_gate'],
  ])('refuses %s', (_name, direction, gantries, exit, reason) => {
    const error = completionError(() =>
      completeJourney(ongoing(direction, gantries), exit, a79Road),
    );
    expect(error).toBeInstanceOf(JourneyCompletionError);
    expect(error).toMatchObject({ reason, code: 'in_progress_journey_not_allowed' });
  });

  it('refuses a journey that is not in progress', () => {
    const journey = { ...ongoing('east', ['le-montet-ouest']), status: 'TERMINE' as const };
    const error = completionError(() => completeJourney(journey, '30', a79Road));
    expect(error).toMatchObject({ reason: 'not_in_progress', code: 'false_in_progress_journey' });
  });
});

describe('withDeclaredExit (a rebuild keeps the driver\u2019s declared exit)', () => {
  it('completes a journey the passages left ongoing or completed by silence', () => {
    const journey = ongoing('east', ['le-montet-ouest']);
    for (const built of [journey, { ...journey, status: 'TERMINE' as const, completed: true }]) {
      expect(withDeclaredExit(built, '29', a79Road)).toMatchObject({
        status: 'TERMINE',
        outGate: '29',
        billableGantries: ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest'],
      });
    }
  });

  it('keeps the declaration while the passages stay before the exit', () => {
    const journey = ongoing('east', ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest']);
    expect(withDeclaredExit(journey, '29', a79Road)).toMatchObject({
      outGate: '29',
      expectedGantries: [],
    });
  });

  it.each<[string, Direction, readonly string[], string]>([
    ['a passage past the exit, eastbound', 'east', ['le-montet-ouest', 'montbeugny-est'], '29'],
    [
      'a passage at the exit\u2019s gantry, westbound',
      'west',
      ['molinet-est', 'molinet-ouest'],
      '24',
    ],
  ])('gives way to %s (null: the passages win)', (_name, direction, gantries, exit) => {
    expect(withDeclaredExit(ongoing(direction, gantries), exit, a79Road)).toBeNull();
  });
});
