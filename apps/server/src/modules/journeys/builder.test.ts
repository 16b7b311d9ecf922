import { describe, expect, it } from 'vitest';
import { a79Tariffs } from '../../db/seed/demo-road.ts';
import { priceTrip } from '../pricing/price-trip.ts';
import type { BuildContext } from './builder.ts';
import { buildJourneys } from './builder.ts';
import type { Passage } from './passage.ts';
import { ConflictingPassageError } from './passage.ts';
import { UnknownRoadPointError } from './road-layout.ts';
import { defaultJourneySettings } from './settings.ts';
import { a79Road, minutesAfter, morning, passage, trip } from './test-factories.ts';

const eastbound = a79Road.gantries.map((gantry) => gantry.code);
const westbound = [...eastbound].reverse();

function build(passages: readonly Passage[], now: Date = minutesAfter(24 * 60)) {
  const context: BuildContext = { road: a79Road, now, settings: defaultJourneySettings };
  return buildJourneys(passages, context);
}

/** Each journey as the list of its passage ids: the grouping at a glance. */
function grouping(passages: readonly Passage[]): string[][] {
  return build(passages).map((journey) => [...journey.passageIds]);
}

describe('buildJourneys: grouping', () => {
  it.each<[string, Passage[], string[][]]>([
    [
      'passages minutes apart make one journey',
      trip('p', ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest']),
      [['p1', 'p2', 'p3']],
    ],
    [
      'exactly 90 minutes apart still joins',
      trip('p', ['le-montet-ouest', 'le-montet-est'], { minutesApart: 90 }),
      [['p1', 'p2']],
    ],
    [
      '91 minutes apart splits',
      trip('p', ['le-montet-ouest', 'le-montet-est'], { minutesApart: 91 }),
      [['p1'], ['p2']],
    ],
    [
      'the gap counts from the previous passage, not the first',
      trip('p', ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest', 'montbeugny-est'], {
        minutesApart: 80,
      }),
      [['p1', 'p2', 'p3', 'p4']],
    ],
    [
      'a change of direction splits',
      [
        ...trip('e', ['montbeugny-ouest', 'montbeugny-est']),
        ...trip('w', ['montbeugny-est', 'montbeugny-ouest'], {
          direction: 'west',
          start: minutesAfter(30),
        }),
      ],
      [
        ['e1', 'e2'],
        ['w1', 'w2'],
      ],
    ],
    [
      'a return trip over the same gantry is a second journey',
      [
        ...trip('out', ['le-montet-ouest']),
        ...trip('back', ['le-montet-ouest'], { direction: 'west', start: minutesAfter(20) }),
      ],
      [['out1'], ['back1']],
    ],
    [
      'a gantry behind the last one crossed is a new trip',
      [
        ...trip('a', ['montbeugny-ouest', 'montbeugny-est']),
        ...trip('b', ['le-montet-ouest'], { start: minutesAfter(40) }),
      ],
      [['a1', 'a2'], ['b1']],
    ],
    [
      'the same gantry again is a new trip',
      [
        ...trip('a', ['le-montet-est']),
        ...trip('b', ['le-montet-est'], { start: minutesAfter(40) }),
      ],
      [['a1'], ['b1']],
    ],
    [
      'other plates and countries are other vehicles, even interleaved',
      [
        passage({ passageId: 'fr1', gantry: 'le-montet-ouest', at: minutesAfter(0) }),
        passage({
          passageId: 'de1',
          gantry: 'le-montet-ouest',
          at: minutesAfter(1),
          countryCode: 'DE',
        }),
        passage({
          passageId: 'xx1',
          gantry: 'le-montet-ouest',
          at: minutesAfter(2),
          plate: 'XY987ZT',
        }),
        passage({ passageId: 'fr2', gantry: 'le-montet-est', at: minutesAfter(10) }),
        passage({
          passageId: 'de2',
          gantry: 'le-montet-est',
          at: minutesAfter(11),
          countryCode: 'DE',
        }),
      ],
      [['fr1', 'fr2'], ['de1', 'de2'], ['xx1']],
    ],
  ])('%s', (_name, passages, expected) => {
    expect(grouping(passages)).toEqual(expected);
  });

  it('returns no journey for no passage', () => {
    expect(build([])).toEqual([]);
  });

  it('refuses a gantry the road does not have', () => {
    expect(() => build(trip('p', ['le-montet-ouest', 'nowhere']))).toThrow(UnknownRoadPointError);
  });
});

describe('buildJourneys: gates, key and deadline', () => {
  it.each<[string, 'east' | 'west', readonly string[], string, string]>([
    ['whole road eastbound', 'east', eastbound, '34', '23'],
    ['whole road westbound', 'west', westbound, '23', '34'],
    [
      'Le Montet to Montbeugny eastbound',
      'east',
      ['le-montet-est', 'montbeugny-ouest'],
      '33',
      '29',
    ],
    [
      'Montbeugny to Le Montet westbound',
      'west',
      ['montbeugny-ouest', 'le-montet-est'],
      '29',
      '33',
    ],
    ['one gantry eastbound', 'east', ['molinet-ouest'], '25', '24'],
    ['one gantry westbound', 'west', ['molinet-ouest'], '24', '25'],
  ])('%s', (_name, direction, gantries, inGate, outGate) => {
    const [journey] = build(trip('p', gantries, { direction }));
    expect(journey).toMatchObject({ direction, inGate, outGate, gantries });
  });

  it('keys a journey by plate, country, direction and first passage', () => {
    const [journey] = build(trip('p', ['le-montet-ouest', 'le-montet-est'], { countryCode: 'IT' }));
    expect(journey?.key).toBe('AB123CD|IT|east|p1');
  });

  it('gives 72 hours to pay from the last passage', () => {
    const [journey] = build(trip('p', ['le-montet-ouest', 'le-montet-est'], { minutesApart: 25 }));
    expect(journey?.firstPassageAt).toEqual(morning);
    expect(journey?.lastPassageAt).toEqual(new Date('2026-03-10T07:25:00.000Z'));
    expect(journey?.deadline).toEqual(new Date('2026-03-13T07:25:00.000Z'));
  });

  it('takes the payment window from the settings', () => {
    const settings = { ...defaultJourneySettings, paymentWindowHours: 48 };
    const [journey] = buildJourneys(trip('p', ['molinet-est']), {
      road: a79Road,
      now: morning,
      settings,
    });
    expect(journey?.deadline).toEqual(new Date('2026-03-12T07:00:00.000Z'));
  });
});

describe('buildJourneys: ongoing or completed', () => {
  const last = minutesAfter(10);
  const ms = 1;

  it.each<[string, 'east' | 'west', readonly string[], Date, 'TERMINE' | 'EN_COURS']>([
    [
      'eastbound at the east end, just read',
      'east',
      ['molinet-ouest', 'molinet-est'],
      last,
      'TERMINE',
    ],
    [
      'westbound at the west end, just read',
      'west',
      ['le-montet-est', 'le-montet-ouest'],
      last,
      'TERMINE',
    ],
    [
      'eastbound short of the end, just read',
      'east',
      ['le-montet-ouest', 'le-montet-est'],
      last,
      'EN_COURS',
    ],
    [
      'westbound short of the end, just read',
      'west',
      ['molinet-est', 'molinet-ouest'],
      last,
      'EN_COURS',
    ],
    [
      'quiet for exactly 90 minutes',
      'east',
      ['le-montet-ouest', 'le-montet-est'],
      minutesAfter(100),
      'EN_COURS',
    ],
    [
      'quiet for 90 minutes and 1 ms',
      'east',
      ['le-montet-ouest', 'le-montet-est'],
      new Date(minutesAfter(100).getTime() + ms),
      'TERMINE',
    ],
  ])('%s: %s', (_name, direction, gantries, now, status) => {
    const [journey] = build(trip('p', gantries, { direction }), now);
    expect(journey?.status).toBe(status);
    expect(journey?.completed).toBe(status === 'TERMINE');
  });

  it('does not end a westbound trip at the east end gantry', () => {
    const [journey] = build(trip('p', ['molinet-est'], { direction: 'west' }), morning);
    expect(journey?.status).toBe('EN_COURS');
  });

  it('does not end an eastbound trip at the west end gantry', () => {
    const [journey] = build(trip('p', ['le-montet-ouest']), morning);
    expect(journey?.status).toBe('EN_COURS');
  });
});

describe('buildJourneys: replays and order', () => {
  const passages: Passage[] = [
    ...trip('a', eastbound.slice(0, 3)),
    ...trip('b', westbound.slice(1, 4), { direction: 'west', start: minutesAfter(45) }),
    ...trip('c', eastbound.slice(2), { plate: 'XY987ZT', vehicleClass: 3, emission: 'euro5' }),
    ...trip('d', eastbound.slice(4), { start: minutesAfter(300), tagPaid: true }),
  ];
  const expected = build(passages);

  it('builds the same journeys from shuffled and replayed passages', () => {
    expect(expected.map((journey) => journey.passageIds)).toEqual([
      ['a1', 'a2', 'a3'],
      ['c1', 'c2', 'c3', 'c4'],
      ['b1', 'b2', 'b3'],
      ['d1', 'd2'],
    ]);
    const reversed = [...passages].reverse();
    const interleaved = passages
      .filter((_, i) => i % 2 === 1)
      .concat(passages.filter((_, i) => i % 2 === 0));
    const replayed = [...passages, ...reversed.slice(0, 5), ...passages.map((p) => ({ ...p }))];
    for (const variant of [reversed, interleaved, replayed]) {
      expect(build(variant)).toEqual(expected);
    }
  });

  it('orders passages at the same instant by id', () => {
    const tie = [
      passage({ passageId: 'b', gantry: 'le-montet-ouest', at: morning, plate: 'P2' }),
      passage({ passageId: 'a', gantry: 'le-montet-ouest', at: morning, plate: 'P1' }),
    ];
    expect(grouping(tie)).toEqual([['a'], ['b']]);
    expect(grouping([...tie].reverse())).toEqual([['a'], ['b']]);
  });

  it('refuses a passage id sent twice with different data', () => {
    const [first] = trip('p', ['le-montet-ouest']);
    if (!first) throw new Error('no passage');
    expect(() => build([first, { ...first, gantry: 'le-montet-est' }])).toThrow(
      ConflictingPassageError,
    );
  });
});

describe('buildJourneys: tag-paid passages', () => {
  it.each<[string, boolean[], string[], string[]]>([
    [
      'none paid by tag',
      [false, false, false],
      ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest'],
      [],
    ],
    [
      'one paid by tag',
      [false, true, false],
      ['le-montet-ouest', 'montbeugny-ouest'],
      ['le-montet-est'],
    ],
    [
      'all paid by tag',
      [true, true, true],
      [],
      ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest'],
    ],
  ])('%s: bills only the others', (_name, tagPaid, billable, paidByTag) => {
    const gantries = ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest'];
    const passages = trip('p', gantries).map((p, i) => ({ ...p, tagPaid: tagPaid[i] ?? false }));
    const journeys = build(passages);
    // Still one journey with the real trip's gates: tag payments do not split it.
    expect(journeys).toHaveLength(1);
    expect(journeys[0]).toMatchObject({
      gantries,
      billableGantries: billable,
      tagPaidGantries: paidByTag,
      inGate: '34',
      outGate: '29',
      passageIds: ['p1', 'p2', 'p3'],
    });
  });
});

describe('buildJourneys: class and emission of a journey', () => {
  it.each<[string, Partial<Passage>[], number, string | null]>([
    ['one reading', [{ vehicleClass: 2 }], 2, null],
    [
      'the heaviest reading wins',
      [{ vehicleClass: 1 }, { vehicleClass: 3 }, { vehicleClass: 1 }],
      3,
      null,
    ],
    ['a motorcycle misread as a car is a car', [{ vehicleClass: 5 }, { vehicleClass: 1 }], 1, null],
    ['class 4 above class 3', [{ vehicleClass: 4 }, { vehicleClass: 3 }], 4, null],
    [
      'electric known on one gantry only',
      [{ emission: 'low_emission' }, { emission: null }],
      1,
      'low_emission',
    ],
    [
      'disagreeing light tiers: standard',
      [{ emission: 'low_emission' }, { emission: 'standard' }],
      1,
      'standard',
    ],
    [
      'disagreeing Euro tiers: the older norm',
      [
        { vehicleClass: 3, emission: 'euro5' },
        { vehicleClass: 3, emission: 'euro4' },
      ],
      3,
      'euro4',
    ],
    [
      'a tier of the other family is ignored',
      [
        { vehicleClass: 1, emission: 'low_emission' },
        { vehicleClass: 3, emission: null },
      ],
      3,
      null,
    ],
  ])('%s', (_name, readings, vehicleClass, emissionTier) => {
    const gantries = eastbound.slice(0, readings.length);
    const passages = trip('p', gantries).map((p, i) => ({ ...p, ...readings[i] }));
    const [journey] = build(passages);
    expect(journey).toMatchObject({ vehicleClass, emissionTier });
  });
});

describe('buildJourneys then priceTrip: what a journey owes', () => {
  function owed(passages: readonly Passage[]): number {
    const [journey] = build(passages);
    if (!journey) throw new Error('no journey');
    return priceTrip({
      gantriesCrossed: journey.billableGantries,
      vehicleClass: journey.vehicleClass,
      emissionTier: journey.emissionTier,
      at: journey.firstPassageAt,
      tariffs: a79Tariffs,
      road: a79Road,
    }).ttcCents;
  }
  const tagAt = (paid: readonly string[]) => (p: Passage) => ({
    ...p,
    tagPaid: paid.includes(p.gantry),
  });

  it.each<[string, readonly string[], number]>([
    ['nothing paid by tag: three transits', [], 420],
    // Montbeugny and Molinet transits (190 + 130); Le Montet paid by tag.
    ['a whole pair paid by tag', ['le-montet-ouest', 'le-montet-est'], 320],
    // Le Montet Est single (110) instead of the Le Montet transit, + 190 + 130.
    ['half a pair paid by tag', ['le-montet-ouest'], 430],
    ['everything paid by tag', eastbound, 0],
  ])('%s: %i cents', (_name, paidByTag, cents) => {
    expect(owed(trip('p', eastbound).map(tagAt(paidByTag)))).toBe(cents);
  });
});
