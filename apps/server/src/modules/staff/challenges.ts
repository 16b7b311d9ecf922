import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffChallenges } from '../../db/schema/index.ts';

export type ChallengePurpose = 'enrolment' | 'sign-in';

/** How long a person has to answer their authenticator's prompt. */
export const challengeLifetimeMs = 5 * 60_000;

/** Keeps a challenge handed to a browser: used once, within its lifetime, for its purpose. */
export async function keepChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  memberId: string | null,
  now: Date,
): Promise<void> {
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
