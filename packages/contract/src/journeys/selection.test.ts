import { describe, expect, it } from 'vitest';
import type { Journey } from './journey.ts';
import { makeJourney } from './journey-factory.ts';
import type { SelectionMode } from './selection.ts';
import {
  canShowPrepaymentLink,
  clickAction,
  initialSelection,
  isEnabled,
  isFinished,
  isSelectable,
  isValidSelection,
  showsDeleteIcon,
  toggle,
  visibleJourneys,
} from './selection.ts';

const f1 = makeJourney({ id: 'f1' });
const f2 = makeJourney({ id: 'f2', date: '2026-03-03T08:15:00+01:00' });
const omp = makeJourney({ id: 'omp', paymentLimit: 'OMP', nature: 'latePayment' });
const ongoing = makeJourney({
  id: 'ongoing',
  status: 'EN_COURS',
  completed: false,
  out: null,
  inProgressId: 'ip-1',
});
const prepaid = makeJourney({ id: 'prepaid', status: 'PREPAYMENT', completed: false });
const all = [f1, omp, f2, ongoing, prepaid];

const sorted = (selection: Iterable<string>) => [...selection].sort();

describe('isFinished: completed and not OMP', () => {
  it.each([
    [f1, true],
    [omp, false],
    [ongoing, false],
    [prepaid, false],
  ] as [Journey, boolean][])('%o', (journey, expected) => {
    expect(isFinished(journey)).toBe(expected);
  });
});

describe('initialSelection and visibleJourneys', () => {
  it.each([
    // "a journey is pre-checked when completed and not OMP"
    ['travels', ['f1', 'f2']],
    // "On the journeys screen all trips start selected and OMP trips are filtered out", but an
    // ongoing trip has no exit nor price yet: never pre-checked (issue 26 item 4)
    ['journeys', ['f1', 'f2', 'prepaid']],
    // "In claim mode the row is not pre-checked"
    ['claim', []],
  ] as [SelectionMode, string[]][])('%s mode starts with %j', (mode, expected) => {
    expect(sorted(initialSelection(all, mode))).toEqual(expected);
  });

  it.each([
    ['journeys', ['f1', 'f2', 'ongoing', 'prepaid']],
    ['travels', ['f1', 'omp', 'f2', 'ongoing', 'prepaid']],
    ['claim', ['f1', 'omp', 'f2', 'ongoing', 'prepaid']],
  ] as [SelectionMode, string[]][])('%s mode lists %j, in order', (mode, expected) => {
    expect(visibleJourneys(all, mode).map((j) => j.id)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const list = [...all];
    visibleJourneys(list, 'journeys');
    expect(list).toEqual(all);
    expect(visibleJourneys(list, 'travels')).not.toBe(list);
  });
});

describe('isSelectable: OMP never, disabled rows never', () => {
  it.each(['travels', 'journeys', 'claim'] as SelectionMode[])('in %s mode', (mode) => {
    expect(isSelectable(f1, mode)).toBe(true);
    expect(isSelectable(omp, mode)).toBe(false);
    expect(isSelectable(f1, mode, { disabled: true })).toBe(false);
  });

  it('an ongoing trip is never selectable on the journeys screen (issue 26 item 4)', () => {
    expect(isSelectable(ongoing, 'journeys')).toBe(false);
    expect(isSelectable(ongoing, 'travels')).toBe(true);
    expect(isSelectable(ongoing, 'claim')).toBe(true);
  });

  it('toggling an ongoing trip on the journeys screen changes nothing', () => {
    const start = initialSelection(all, 'journeys');
    expect(sorted(toggle(start, ongoing, visibleJourneys(all, 'journeys'), 'journeys'))).toEqual(
      sorted(start),
    );
  });
});

describe('isEnabled: finished trips together, the others once all finished are selected', () => {
  it.each([
    ['a finished trip with nothing selected', f1, [], true],
    ['a finished trip with the others selected', f2, ['f1', 'f2'], true],
    ['an ongoing trip with all finished selected', ongoing, ['f1', 'f2'], true],
    ['a prepaid trip with all finished selected', prepaid, ['f1', 'f2'], true],
    ['an ongoing trip with one finished missing', ongoing, ['f1'], false],
    ['a prepaid trip with nothing selected', prepaid, [], false],
    ['an OMP trip with everything selected', omp, ['f1', 'f2', 'ongoing', 'omp'], false],
  ] as [string, Journey, string[], boolean][])('%s', (_name, journey, selection, expected) => {
    expect(isEnabled(journey, selection, all)).toBe(expected);
    expect(isEnabled(journey, new Set(selection), all)).toBe(expected);
  });

  it('enables the other trips when there is no finished trip at all', () => {
    expect(isEnabled(ongoing, [], [ongoing, prepaid, omp])).toBe(true);
  });

  it('enables each non-OMP trip on its own in claim mode', () => {
    expect(isEnabled(ongoing, [], all, 'claim')).toBe(true);
    expect(isEnabled(omp, [], all, 'claim')).toBe(false);
  });
});

describe('toggle', () => {
  it.each([
    ['a finished trip selects all finished ones', [], f1, ['f1', 'f2']],
    ['a finished trip unselects all finished ones', ['f1', 'f2'], f2, []],
    [
      'unselecting the finished trips unselects the trips that depend on them',
      ['f1', 'f2', 'ongoing', 'prepaid'],
      f1,
      [],
    ],
    ['a finished trip completes a partial selection', ['f1'], f1, ['f1', 'f2']],
    ['an enabled other trip is selected', ['f1', 'f2'], ongoing, ['f1', 'f2', 'ongoing']],
    ['an enabled other trip is unselected', ['f1', 'f2', 'prepaid'], prepaid, ['f1', 'f2']],
    ['a disabled other trip changes nothing', ['f1'], prepaid, ['f1']],
    ['an OMP trip changes nothing', ['f1', 'f2'], omp, ['f1', 'f2']],
  ] as [string, string[], Journey, string[]][])('%s', (_name, selection, journey, expected) => {
    expect(sorted(toggle(selection, journey, all))).toEqual(expected);
    expect(sorted(toggle(new Set(selection), journey, all))).toEqual(expected);
  });

  it('toggles trips one by one in claim mode', () => {
    const one = toggle([], f1, all, 'claim');
    expect(sorted(one)).toEqual(['f1']);
    expect(sorted(toggle(one, ongoing, all, 'claim'))).toEqual(['f1', 'ongoing']);
    expect(sorted(toggle(one, f1, all, 'claim'))).toEqual([]);
    expect(sorted(toggle(one, omp, all, 'claim'))).toEqual(['f1']);
  });

  it('returns a new set and leaves the given one untouched', () => {
    const selection = new Set(['f1', 'f2']);
    const next = toggle(selection, ongoing, all);
    expect(next).not.toBe(selection);
    expect(sorted(selection)).toEqual(['f1', 'f2']);
    expect(toggle(selection, omp, all)).not.toBe(selection);
  });

  it('walks the travels screen: start, add the ongoing trip, drop the finished ones', () => {
    let selection = initialSelection(all, 'travels');
    expect(canShowPrepaymentLink(selection, all)).toBe(true);
    selection = toggle(selection, ongoing, all);
    expect(sorted(selection)).toEqual(['f1', 'f2', 'ongoing']);
    selection = toggle(selection, f2, all);
    expect(sorted(selection)).toEqual([]);
    expect(isEnabled(ongoing, selection, all)).toBe(false);
    expect(canShowPrepaymentLink(selection, all)).toBe(false);
    expect(isValidSelection(selection, all)).toBe(true);
  });
});

describe('isValidSelection', () => {
  it.each([
    ['nothing', [], true],
    ['all finished', ['f1', 'f2'], true],
    ['all finished and the others', ['f1', 'f2', 'ongoing', 'prepaid'], true],
    ['one finished of two', ['f1'], true],
    ['another trip without all finished', ['f1', 'prepaid'], false],
    ['an OMP trip', ['f1', 'f2', 'omp'], false],
    ['an unknown id', ['f1', 'f2', 'nope'], false],
  ] as [string, string[], boolean][])('%s: %s', (_name, selection, expected) => {
    expect(isValidSelection(selection, all)).toBe(expected);
  });
});

describe('clickAction', () => {
  const travels = { hasRentalDates: false };
  it.each([
    ['an ongoing, non-completed trip', ongoing, travels, 'inProgress'],
    ['the same with rental dates', ongoing, { hasRentalDates: true }, 'toggle'],
    ['an ongoing trip already completed', { ...ongoing, completed: true }, travels, 'toggle'],
    ['a finished trip', f1, travels, 'toggle'],
    ['a prepaid trip', prepaid, travels, 'toggle'],
    ['an OMP trip', omp, travels, 'none'],
    ['a disabled row', f1, { hasRentalDates: false, disabled: true }, 'none'],
    ['a finished trip in claim mode', f1, { hasRentalDates: false, mode: 'claim' }, 'none'],
    ['an ongoing trip in claim mode', ongoing, { hasRentalDates: false, mode: 'claim' }, 'none'],
    [
      'an ongoing trip on the journeys screen',
      ongoing,
      { hasRentalDates: false, mode: 'journeys' },
      'inProgress',
    ],
  ] as [string, Journey, Parameters<typeof clickAction>[1], string][])(
    '%s -> %s',
    (_name, journey, options, expected) => {
      expect(clickAction(journey, options)).toBe(expected);
    },
  );
});

describe('canShowPrepaymentLink: only if all finished trips are selected', () => {
  it.each([
    ['all finished', ['f1', 'f2'], all, true],
    ['all finished and more', ['f1', 'f2', 'ongoing'], all, true],
    ['one finished missing', ['f2', 'ongoing'], all, false],
    ['nothing', [], all, false],
    ['nothing, with no finished trip', [], [ongoing, omp], true],
  ] as [string, string[], Journey[], boolean][])('%s', (_name, selection, journeys, expected) => {
    expect(canShowPrepaymentLink(selection, journeys)).toBe(expected);
  });
});

describe('showsDeleteIcon: status PREPAYMENT only', () => {
  it.each([
    ['PREPAYMENT', true],
    ['TERMINE', false],
    ['EN_COURS', false],
  ] as const)('%s -> %s', (status, expected) => {
    expect(showsDeleteIcon({ status })).toBe(expected);
  });
});
