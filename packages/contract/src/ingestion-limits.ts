import { z } from 'zod';

/**
 * What the roadside and back-office machines may send (passages, cases): dates a toll road can
 * have, integers their database columns can hold, text PostgreSQL can store. Checked item by item,
 * so one bad item is refused alone and the database never sees a value it would reject (which
 * used to fail the whole batch, or every later rebuild of the vehicle).
 */

/** Nothing on the road predates this: an earlier date is a broken clock (or year 0000). */
export const earliestEventAt = new Date('2000-01-01T00:00:00.000Z');

/** How far past the server's clock a date may be by default: roadside clocks drift. */
export const defaultMaxFutureMinutes = 24 * 60;

/** The instants a passage or case may carry at a given moment, both ends included. */
export interface EventTimeWindow {
  earliest: Date;
  latest: Date;
}

/** The window at `now`: from 2000-01-01 to `now` plus the tolerance (server setting). */
export function eventTimeWindow(now: Date, maxFutureMinutes: number): EventTimeWindow {
  return {
    earliest: earliestEventAt,
    latest: new Date(now.getTime() + maxFutureMinutes * 60_000),
  };
}

export function isInEventWindow(at: Date, window: EventTimeWindow): boolean {
  const time = at.getTime();
  return time >= window.earliest.getTime() && time <= window.latest.getTime();
}

/** The largest value of a PostgreSQL integer (int4) column, where cents are stored. */
export const int4Max = 2_147_483_647;

/** An amount in cents as the database holds it: 0 to 21,474,836.47. */
export const storableCentsSchema = z.number().int().min(0).max(int4Max);

/**
 * Whether text can be stored and shown as sent: no NUL (PostgreSQL text cannot hold it), no other
 * control character, no half of a surrogate pair (not a character at all).
 */
export function isPlainText(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    }
  }
  return true;
}

/** A string of `min` to `max` UTF-16 units of plain text (see isPlainText). */
export function plainTextSchema(min: number, max: number) {
  return z.string().min(min).max(max).refine(isPlainText, { message: 'no control characters' });
}
