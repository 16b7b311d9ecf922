import {
  instantOfParisWallClock,
  type ReadCell,
  wallClockMsOfSerial,
} from '../../shared/spreadsheets/index.ts';

/**
 * The fleet's instants (issue 25): kept to the minute, which is what the files carry (a period
 * given with seconds through the API is cut to its minute), so an export imports back exactly.
 */
export function toMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
}

/** A closure or an end may go back this far, no further: the fleet's past is closed after it. */
export const closedPastDays = 30;
/** A vehicle may join the fleet at most this far ahead. */
export const futureStartDays = 366;
const dayMs = 86_400_000;

export function closedPastBefore(now: Date): Date {
  return new Date(now.getTime() - closedPastDays * dayMs);
}

export function latestStart(now: Date): Date {
  return new Date(now.getTime() + futureStartDays * dayMs);
}

const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:[ T]+(\d{1,2})[:h](\d{2})(?::(\d{2}))?)?$/;
const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * An import cell as an instant, or null when it is not a date: dd/MM/yyyy or yyyy-MM-dd, with an
 * optional HH:mm (seconds dropped), or an XLSX date cell (its serial number); all in Paris time,
 * midnight without a time. Years 2000 to 2100.
 */
export function instantOfCell(cell: ReadCell, date1904: boolean): Date | null {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell <= 0) return null;
    const wall = new Date(wallClockMsOfSerial(cell, date1904));
    return wallInstant(
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
    );
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const first = dayFirst.exec(text);
  if (first) {
    const [, day, month, year, hour, minute] = first;
    return wallInstant(+year!, +month!, +day!, +(hour ?? 0), +(minute ?? 0));
  }
  const second = yearFirst.exec(text);
  if (second) {
    const [, year, month, day, hour, minute] = second;
    return wallInstant(+year!, +month!, +day!, +(hour ?? 0), +(minute ?? 0));
  }
  return null;
}

function wallInstant(year: number, month: number, day: number, hour: number, minute: number) {
  if (year < 2000 || year > 2100 || hour > 23 || minute > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return instantOfParisWallClock({ year, month, day, hour, minute, second: 0 });
}
