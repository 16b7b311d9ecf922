import {
  accountCodeMaxSentPerWindow,
  accountCodeMaxWrongTriesPerWindow,
  accountCodeResendWaitsSeconds,
  accountCodeWindowHours,
} from '@portico/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Queryable } from '../journeys/repository.ts';

/**
 * The account's codes counted over a window (issue 24 items 3 and 9), on the user's row: each
 * reservation is one conditional UPDATE, so two instances, or two requests at once, never both
 * take the last place. The window starts with the first code sent or tried after the previous
 * one ended; both counts start again with it.
 */

const windowMs = accountCodeWindowHours * 3_600_000;
const waits = `{${accountCodeResendWaitsSeconds.join(',')}}`;

function instant(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/** Whether `now` opens a new window (none yet, or the last one is over). */
function newWindow(now: Date): SQL {
  return sql`(${users.codesWindowStartedAt} is null or ${users.codesWindowStartedAt} <= ${instant(new Date(now.getTime() - windowMs))})`;
}

/** The window's start after this reservation. */
function windowStart(now: Date): SQL {
  return sql`case when ${newWindow(now)} then ${instant(now)} else ${users.codesWindowStartedAt} end`;
}

/**
 * Reserves the e-mailing of a code to the user: refused when the window's
 * accountCodeMaxSentPerWindow codes went out, or sooner after the last one than the wait its
 * rank calls for (accountCodeResendWaitSeconds; at least the first wait in a new window).
 */
export async function reserveCodeSend(tx: Queryable, userId: string, now: Date): Promise<boolean> {
  const sentBefore = sql`(case when ${newWindow(now)} then 0 else ${users.codesSent} end)`;
  const wait = sql`(${waits}::int[])[least(greatest(${sentBefore}, 1), ${accountCodeResendWaitsSeconds.length}::int)]`;
  const reserved = await tx
    .update(users)
    .set({
      codesWindowStartedAt: windowStart(now),
      codesSent: sql`${sentBefore} + 1`,
      wrongCodeTries: sql`case when ${newWindow(now)} then 0 else ${users.wrongCodeTries} end`,
      lastCodeSentAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        sql`${sentBefore} < ${accountCodeMaxSentPerWindow}::int`,
        sql`(${users.lastCodeSentAt} is null or ${users.lastCodeSentAt} + ${wait} * interval '1 second' <= ${instant(now)})`,
      ),
    )
    .returning({ id: users.id });
  return reserved.length > 0;
}

/** A code try reserved: its rank among the window's tries, and when the window ends. */
export interface CodeTry {
  rank: number;
  windowEndsAt: Date;
}

/**
 * Reserves one code try of the user, counted as wrong in advance: refused (undefined) once the
 * window holds accountCodeMaxWrongTriesPerWindow, and for a user that does not exist, whose
 * caller runs it all the same so that both take the same time.
 */
export async function reserveCodeTry(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<CodeTry | undefined> {
  const triesBefore = sql`(case when ${newWindow(now)} then 0 else ${users.wrongCodeTries} end)`;
  const [reserved] = await tx
    .update(users)
    .set({
      codesWindowStartedAt: windowStart(now),
      codesSent: sql`case when ${newWindow(now)} then 0 else ${users.codesSent} end`,
      wrongCodeTries: sql`${triesBefore} + 1`,
    })
    .where(
      and(eq(users.id, userId), sql`${triesBefore} < ${accountCodeMaxWrongTriesPerWindow}::int`),
    )
    .returning({ rank: users.wrongCodeTries, startedAt: users.codesWindowStartedAt });
  if (!reserved?.startedAt) return undefined;
  return {
    rank: reserved.rank,
    windowEndsAt: new Date(reserved.startedAt.getTime() + windowMs),
  };
}

/**
 * A reserved try that was not a guess (the right code, even too late) is not counted. A code
 * spent proves the mailbox, which no flood can do: the next code needs no wait (the window's
 * cap still counts it), so a customer who has just activated may ask for a reset code at once.
 */
export async function giveBackCodeTry(
  tx: Queryable,
  userId: string,
  { codeSpent }: { codeSpent: boolean },
): Promise<void> {
  await tx
    .update(users)
    .set({
      wrongCodeTries: sql`greatest(${users.wrongCodeTries} - 1, 0)`,
      ...(codeSpent ? { lastCodeSentAt: null } : {}),
    })
    .where(eq(users.id, userId));
}
