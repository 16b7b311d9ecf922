import type { Database } from '../../db/database.ts';
import { staffChallenges } from '../../db/schema/index.ts';
import { challengeStore } from '../webauthn/challenge-store.ts';

export { challengeLifetimeMs } from '../webauthn/challenge-store.ts';

export type ChallengePurpose = 'enrolment' | 'sign-in';

/** The console's challenges (staff_challenges): an enrolment's is bound to its person. */
const storeOf = (db: Database) =>
  challengeStore<ChallengePurpose>(db, { table: staffChallenges, ownerColumn: 'member_id' });

/** Keeps a challenge handed to a browser: used once, within its lifetime, for its purpose. */
export function keepChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  memberId: string | null,
  now: Date,
): Promise<void> {
  return storeOf(db).keep(challenge, purpose, memberId, now);
}

/**
 * Takes a challenge back, once. Answers its person (null for a sign-in's), or undefined when it
 * is unknown, used, expired or of another purpose.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: ChallengePurpose,
  now: Date,
): Promise<{ memberId: string | null } | undefined> {
  const taken = await storeOf(db).take(challenge, purpose, now);
  return taken && { memberId: taken.ownerId };
}
