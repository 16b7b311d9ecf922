import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffChallenges } from '../../db/schema/index.ts';

export type ChallengePurpose = 'enrolment' | 'sign-in';

/** How long a person has to answer their authenticator's prompt. */
export const challengeLifetimeMs = 5 * 60_000;

/** Expired challenges deleted per new one: more than one, so a backlog shrinks as it is used. */
const expiredPerChallenge = 20;

/**
 * Keeps a challenge handed to a browser: used once, within its lifetime, for its purpose. Sign-in
 * options need no account, so each one first deletes a few expired challenges (by the expiry
 * index): the table holds about what the rate limit lets through in one lifetime, never more.
 */
export async function keepChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  memberId: string | null,
  now: Date,
): Promise<void> {
  const expired = db
    .select({ challenge: staffChallenges.challenge })
    .from(staffChallenges)
    .where(lt(staffChallenges.expiresAt, now))
    .limit(expiredPerChallenge);
  await db.delete(staffChallenges).where(inArray(staffChallenges.challenge, expired));
  await db.insert(staffChallenges).values({
    challenge,
    purpose,
    memberId,
    expiresAt: new Date(now.getTime() + challengeLifetimeMs),
  });
}

/**
 * Takes a challenge back, once: the row is marked used in the same statement that finds it, so
 * two answers carrying one challenge (a replay) get it at most once. Answers its person (null
 * for a sign-in's), or undefined when it is unknown, used, expired or of another purpose.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ memberId: string | null } | undefined> {
  const [taken] = await db
    .update(staffChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffChallenges.challenge, challenge),
        eq(staffChallenges.purpose, purpose),
        isNull(staffChallenges.usedAt),
        gt(staffChallenges.expiresAt, now),
      ),
    )
    .returning({ memberId: staffChallenges.memberId });
  return taken;
}
