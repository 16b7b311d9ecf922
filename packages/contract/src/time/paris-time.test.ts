import { describe, expect, it } from 'vitest';
import { addParisDays, parisDate, parisDateTime, parisInstant } from './paris-time.ts';

describe('parisDate', () => {
  it.each([
    // Winter: Paris is UTC+1, so 23:00 UTC is already the next day.
    ['2026-01-31T22:59:59.999Z', '2026-01-31'],
    ['2026-01-31T23:00:00.000Z', '2026-02-01'],
    // Summer: UTC+2.
    ['2026-07-14T21:59:59.999Z', '2026-07-14'],
    ['2026-07-14T22:00:00.000Z', '2026-07-15'],
    // The clocks change at 01:00 UTC: the last winter minute and the first summer one.
    ['2026-03-28T22:59:59.999Z', '2026-03-28'],
    ['2026-03-28T23:00:00.000Z', '2026-03-29'],
    // Autumn (25 October): UTC+2 until 01:00 UTC, then UTC+1.
    ['2026-10-24T21:59:59.999Z', '2026-10-24'],
    ['2026-10-25T22:59:59.999Z', '2026-10-25'],
    ['2026-10-25T23:00:00.000Z', '2026-10-26'],
  ])('reads %s as %s in Paris', (instant, date) => {
    expect(parisDate(new Date(instant))).toBe(date);
  });

  it('refuses an invalid date', () => {
    expect(() => parisDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addParisDays', () => {
  it.each([
    // Same offset: plain 24-hour days.
    ['2026-01-10T13:00:00.000Z', 15, '2026-01-25T13:00:00.000Z'],
    // Across the spring change (29 March 2026): 10:00 Paris stays 10:00, one hour less of UTC.
    ['2026-03-20T09:00:00.000Z', 15, '2026-04-04T08:00:00.000Z'],
    // Across the autumn change (25 October 2026): one hour more.
    ['2026-10-20T08:00:00.000Z', 10, '2026-10-30T09:00:00.000Z'],
    // Milliseconds survive.
    ['2026-05-01T10:00:00.123Z', 60, '2026-06-30T10:00:00.123Z'],
    // 02:30 on 29 March does not exist in Paris: the hour after.
    ['2026-03-28T01:30:00.000Z', 1, '2026-03-29T01:30:00.000Z'],
    // Either side of the spring change's instant (01:00 UTC): 01:59 winter, then 03:00 summer.
    ['2026-03-29T00:59:00.000Z', 1, '2026-03-29T23:59:00.000Z'],
    ['2026-03-29T01:00:00.000Z', 1, '2026-03-30T01:00:00.000Z'],
    // Either side of the autumn change's instant: 02:59 summer, then 02:00 winter.
    ['2026-10-25T00:59:00.000Z', 1, '2026-10-26T01:59:00.000Z'],
    ['2026-10-25T01:00:00.000Z', 1, '2026-10-26T01:00:00.000Z'],
  ])('%s plus %i days is %s', (from, days, to) => {
    expect(addParisDays(new Date(from), days).toISOString()).toBe(to);
  });
});

describe('parisInstant', () => {
  it.each([
    // Winter (UTC+1) and summer (UTC+2).
    ['2026-01-31', '00:30', '2026-01-30T23:30:00.000Z'],
    ['2026-07-14', '08:15', '2026-07-14T06:15:00.000Z'],
    ['2026-07-14', '08:15:30', '2026-07-14T06:15:30.000Z'],
    // 02:30 on 29 March does not exist in Paris: the hour after (03:30 summer time).
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    // 02:30 on 25 October happens twice: the second time, in winter time.
    ['2026-10-25', '02:30', '2026-10-25T01:30:00.000Z'],
    ['2026-10-25', '01:59', '2026-10-24T23:59:00.000Z'],
    // Leap day.
    ['2028-02-29', '23:59', '2028-02-29T22:59:00.000Z'],
  ])('reads %s %s in Paris as %s', (date, time, instant) => {
    expect(parisInstant(date, time)?.toISOString()).toBe(instant);
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2027-02-29', '10:00'],
    ['2026-13-01', '10:00'],
    ['26-01-01', '10:00'],
    ['', '10:00'],
    ['2026-01-01', ''],
    ['2026-01-01', '24:00'],
    ['2026-01-01', '10:60'],
    ['2026-01-01', '9:30'],
  ])('refuses %j %j', (date, time) => {
    expect(parisInstant(date, time)).toBeNull();
  });
});

describe('parisDateTime', () => {
  it.each([
    ['2026-01-30T23:30:00.000Z', '2026-01-31', '00:30'],
    ['2026-07-14T06:15:59.999Z', '2026-07-14', '08:15'],
    ['2026-10-25T00:30:00.000Z', '2026-10-25', '02:30'],
    ['2026-10-25T01:30:00.000Z', '2026-10-25', '02:30'],
  ])('shows %s as %s %s in Paris', (instant, date, time) => {
    expect(parisDateTime(new Date(instant))).toEqual({ date, time });
  });

  it('gives back what parisInstant read', () => {
    const instant = parisInstant('2026-11-20', '17:45');
    expect(instant && parisDateTime(instant)).toEqual({ date: '2026-11-20', time: '17:45' });
  });
});
