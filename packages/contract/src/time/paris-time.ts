/**
 * Business time of the operator (DESIGN.md: times stored in UTC, business deadlines in
 * Europe/Paris). Tariffs change on a Paris calendar date and day-counted delays (15 days, 60 days)
 * end at the same Paris wall-clock time, so a 23- or 25-hour day at a clock change does not move
 * them by an hour.
 */
export const businessTimeZone = 'Europe/Paris';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

const hourMs = 3_600_000;

/**
 * Paris's offset from UTC (ms) during each UTC hour already asked about. Paris changes its clocks
 * on whole UTC hours (01:00 UTC), so one reading per hour is exact; Intl's formatToParts costs
 * microseconds and a trips list asks for it several times per trip. Bounded: cleared when full.
 */
const offsetByUtcHour = new Map<number, number>();
const maxCachedHours = 50_000;

function parisOffsetMs(hour: number): number {
  const cached = offsetByUtcHour.get(hour);
  if (cached !== undefined) return cached;
  const start = new Date(hour * hourMs);
  const parts = wallClock.formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offset = wall - start.getTime();
  if (offsetByUtcHour.size >= maxCachedHours) offsetByUtcHour.clear();
  offsetByUtcHour.set(hour, offset);
  return offset;
}

/** The Paris wall-clock reading of an instant, written as if it were a UTC time (ms). */
function parisWallMs(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('an invalid date has no Paris time');
  return ms + parisOffsetMs(Math.floor(ms / hourMs));
}

/** The calendar date (YYYY-MM-DD) of an instant in Paris. */
export function parisDate(instant: Date): string {
  return new Date(parisWallMs(instant)).toISOString().slice(0, 10);
}

/**
 * The instant `days` calendar days later at the same Paris wall-clock time. A wall time that does
 * not exist (the skipped hour of the spring change) resolves to the hour after, deterministically.
 */
export function addParisDays(instant: Date, days: number): Date {
  const wall = new Date(parisWallMs(instant));
  wall.setUTCDate(wall.getUTCDate() + days);
  return instantOfParisWall(wall.getTime());
}

/**
 * The instant whose Paris wall-clock reading is `wall` (written as if it were UTC). A reading that
 * does not exist (the skipped hour of the spring change) resolves to the hour after; one that
 * happens twice (the repeated hour of the autumn change) to its second time, in winter time.
 */
function instantOfParisWall(wall: number): Date {
  // The Paris offset at the target is the one near it: guess with the offset at the target read
  // as UTC, then correct once if that guess lands on the other side of a clock change.
  const guess = wall - (parisWallMs(new Date(wall)) - wall);
  const offset = parisWallMs(new Date(guess)) - guess;
  return new Date(wall - offset);
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallClockTime = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The instant of a Paris calendar date and wall-clock time as date and time inputs give them
 * ("2026-11-20", "08:30" or "08:30:15"); null when either is not a real date or time. A rental
 * period, for instance, is typed in the operator's time, whatever the phone's own time zone.
 */
export function parisInstant(date: string, time: string): Date | null {
  const day = calendarDate.exec(date);
  const clock = wallClockTime.exec(time);
  if (!day || !clock) return null;
  const [, year = '', month = '', dayOfMonth = ''] = day;
  const [, hours = '', minutes = '', seconds = '0'] = clock;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(dayOfMonth));
  // Date.UTC rolls 30 February over to March: such a date is not one.
  if (new Date(wall).toISOString().slice(0, 10) !== date) return null;
  const wallMs = wall + ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  return instantOfParisWall(wallMs);
}

/** The Paris calendar date (YYYY-MM-DD) and wall-clock time (HH:mm) of an instant. */
export function parisDateTime(instant: Date): { date: string; time: string } {
  const wall = new Date(parisWallMs(instant)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}
