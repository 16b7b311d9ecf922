import { defaultMaxFutureMinutes, eventTimeWindow } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { a79Gantries } from '../../db/seed/demo-road.ts';
import { caseKey, checkCase, gantriesBetween, roadGateSet, sameCase } from './domain.ts';

const road = { gantries: a79Gantries };
const gates = roadGateSet(road);
const window = eventTimeWindow(new Date('2026-11-23T12:00:00Z'), defaultMaxFutureMinutes);

const item = {
  kind: 'CNP',
  caseNumber: ' cnp 2026 0001 ',
  plate: 'ab-123 cd',
  countryCode: 'FR',
  date: '2026-03-02T09:00:00+01:00',
  inGate: '30-32',
  outGate: 'A71',
  vehicleClass: 3,
  caseDate: '2026-03-05T10:00:00Z',
  indemnityCents: 4000,
};

describe('gantriesBetween', () => {
  it.each([
    ['34', '23', a79Gantries.map((gantry) => gantry.code)],
    ['33', '29', ['le-montet-est', 'montbeugny-ouest']],
    ['29', '33', ['montbeugny-ouest', 'le-montet-est']],
    ['24', '23', ['molinet-est']],
    ['99', '23', []],
  ])('from %s to %s crosses %j', (inGate, outGate, expected) => {
    expect(gantriesBetween(road, inGate, outGate)).toEqual(expected);
  });
});

describe('checkCase', () => {
  it('normalises the case number, plate and gates, and finds the direction', () => {
    const result = checkCase(item, 0, gates, window);
    expect(result).toEqual({
      ok: true,
      case: {
        kind: 'CNP',
        caseNumber: 'CNP-2026-0001',
        plate: 'AB123CD',
        countryCode: 'FR',
        date: new Date('2026-03-02T08:00:00Z'),
        inGate: '30',
        outGate: '34',
        direction: 'west',
        vehicleClass: 3,
        caseDate: new Date('2026-03-05T10:00:00Z'),
        // A CNP's indemnity follows the ladder, whatever was sent.
        indemnityCents: 0,
        cnpNumber: null,
      },
    });
    expect(caseKey('CNP', 'CNP-2026-0001')).toBe('case|CNP|CNP-2026-0001');
  });

  it.each([
    [{ caseNumber: '#' }, 'invalid_case', 'caseNumber'],
    [{ caseNumber: '##!!' }, 'invalid_case', 'caseNumber'],
    [{ plate: '' }, 'invalid_number_plate', 'plate'],
    [{ countryCode: 'fr' }, 'invalid_country_code', 'countryCode'],
    [{ countryCode: 'US' }, 'invalid_country_code', 'countryCode'],
    [{ inGate: '31-32' }, 'unknown_gate', 'inGate'],
    [{ outGate: '22' }, 'unknown_gate', 'outGate'],
    [{ outGate: '30' }, 'invalid_case', 'outGate'],
    [{ vehicleClass: 6 }, 'invalid_case', 'vehicleClass'],
    [{ date: '2026-03-02' }, 'invalid_case', 'date'],
    [{ caseDate: '2026-03-01T00:00:00Z' }, 'invalid_case', 'caseDate'],
    [{ indemnityCents: -1 }, 'invalid_case', 'indemnityCents'],
    [{ indemnityCents: 2_147_483_648 }, 'invalid_case', 'indemnityCents'],
    [{ date: '0000-03-02T09:00:00Z' }, 'invalid_case', 'date'],
    [{ date: '1999-12-31T23:59:59Z' }, 'invalid_case', 'date'],
    [{ caseDate: '9999-12-30T00:00:00Z' }, 'invalid_case', 'caseDate'],
    [{ caseDate: '2026-11-24T12:00:01Z' }, 'invalid_case', 'caseDate'],
    [{ cnpNumber: 'CNP\u00001' }, 'invalid_case', 'cnpNumber'],
    [{ caseNumber: 'CNP\u0000-1' }, 'invalid_case', 'caseNumber'],
  ])('refuses %o as %s (%s)', (change, code, field) => {
    const result = checkCase({ ...item, ...change }, 4, gates, window);
    expect(result).toMatchObject({ ok: false, rejection: { index: 4, code, field } });
  });

  it('refuses a gate the tenant\u2019s road does not have', () => {
    const shortRoad = roadGateSet({ gantries: a79Gantries.slice(0, 2) });
    expect(checkCase({ ...item, inGate: '25-28' }, 0, shortRoad, window)).toMatchObject({
      ok: false,
      rejection: { code: 'unknown_gate', field: 'inGate' },
    });
  });

  it('tells a replay from a correction', () => {
    const first = checkCase(item, 0, gates, window);
    const same = checkCase(
      { ...item, caseNumber: 'CNP-2026-0001', plate: 'AB123CD' },
      1,
      gates,
      window,
    );
    const other = checkCase({ ...item, vehicleClass: 4 }, 2, gates, window);
    if (!first.ok || !same.ok || !other.ok) throw new Error('cases should be valid');
    expect(sameCase(first.case, same.case)).toBe(true);
    expect(sameCase(first.case, other.case)).toBe(false);
  });
});
