import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { dailyCounters } from '../db/schema/daily-counters.ts';
import type { Queryable } from '../modules/journeys/repository.ts';

/**
 * Limits counted per day in the database, shared by every instance (issue 24): "count, and refuse
 * past the limit" is one statement per counter, so concurrent requests cannot all read the same
 * count and all pass; the count is reserved before the work it guards (a proof checked, an e-mail
 * written). What is counted is stored as a keyed hash: the table names no address nor plate.
 */

export interface DailyLimit {
  /** What is counted, e.g. 'vehicle-proof-plate'. */
  scope: string;
  /** Whom or what it is counted for (an address, a plate...): hashed before it is stored. */
  target: string;
  /** The most a day may count. */
  limit: number;
}

/** Seconds until the counted day ends (the daily counters count UTC days). */
export function secondsUntilNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * The client address as it is counted: an IPv6 client by its /64, which one line or phone holds
 * whole (counting single addresses would let it rotate through them); an IPv4 one as it is.
 */
export function countedAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The UTC day of `now`, as PostgreSQL's date reads it. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function hashedTarget(secret: string, scope: string, target: string): string {
  return createHmac('sha256', secret)
    .update(`portico/daily-counter/v1:${scope}:${target.toLowerCase()}`, 'utf8')
    .digest('base64url');
}

/**
 * Counts `amount` against every limit for `now`'s day, all or nothing. Given the database, in a
 * transaction of its own, committed whatever the caller does next (a refused proof try still
 * counts). Given the caller's transaction, as a savepoint of it: the count then stands or falls
 * with the caller's work (the contact form's bytes come back if the request is not stored).
 * Answers false, having counted nothing, when any counter would pass its limit.
 */
export async function reserveDaily(
  db: Database,
  secret: string,
  whitelabelId: number,
  limits: readonly DailyLimit[],
  now: Date,
  amount = 1,
): Promise<boolean> {
  if (limits.some((limit) => amount > limit.limit)) return false;
  const refused = Symbol('refused');
  try {
    await db.transaction(async (tx) => {
      for (const limit of limits) {
        if (!(await countOne(tx, secret, whitelabelId, limit, now, amount))) throw refused;
      }
    });
    return true;
  } catch (error) {
    if (error === refused) return false;
    throw error;
  }
}

async function countOne(
  tx: Queryable,
  secret: string,
  whitelabelId: number,
  { scope, target, limit }: DailyLimit,
  now: Date,
  amount: number,
): Promise<boolean> {
  const c = dailyCounters;
  const counted = await tx
    .insert(c)
    .values({
      whitelabelId,
      scope,
      target: hashedTarget(secret, scope, target),
      day: utcDay(now),
      amount,
    })
    .onConflictDoUpdate({
      target: [c.whitelabelId, c.scope, c.target, c.day],
      set: { amount: sql`${c.amount} + excluded.amount` },
      setWhere: sql`${c.amount} + excluded.amount <= ${limit}`,
    })
    .returning({ amount: c.amount });
  return counted.length === 1;
}

/** Deletes the counts of days before yesterday (UTC): no limit reads them any more. */
export async function purgeDailyCounters(db: Queryable, now: Date): Promise<number> {
  const yesterday = new Date(now.getTime() - 86_400_000);
  const deleted = await db
    .delete(dailyCounters)
    .where(lt(dailyCounters.day, utcDay(yesterday)))
    .returning({ day: dailyCounters.day });
  return deleted.length;
}
