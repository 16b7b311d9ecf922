/**
 * The spreadsheets' dates are wall-clock times of the road's time zone (Europe/Paris), as a fleet
 * manager reads and types them; the database keeps instants. These two functions convert.
 */

const zone = 'Europe/Paris';
const hourMs = 3_600_000;

const wallFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A wall-clock time: month 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Paris wall clock at this instant. */
export function parisWallClock(instant: Date): WallClock {
  const parts = wallFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The wall clock read as if it were UTC, in milliseconds: the offset arithmetic's common unit. */
export function wallClockMs(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/**
 * The instant of a Paris wall-clock time. Paris is one hour (winter) or two (summer) ahead of
 * UTC: the candidate whose wall clock matches wins, the earlier (summer) one in the autumn's
 * repeated hour; a time in the spring's skipped hour is read with the winter offset (02:30 is
 * 03:30 summer time).
 */
export function instantOfParisWallClock(wall: WallClock): Date {
  const asUtc = wallClockMs(wall);
  for (const hours of [2, 1]) {
    const candidate = new Date(asUtc - hours * hourMs);
    if (wallClockMs(parisWallClock(candidate)) === asUtc) return candidate;
  }
  return new Date(asUtc - hourMs);
}
