import type { FreshCheckWay } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffPasskeys } from '../../db/schema/index.ts';

/**
 * How a person may pass the fresh check (issue 28 items 2 and 3): with a passkey when they hold
 * one; through the identity provider when the session came from it (a session names its passkey,
 * and none for a single sign-on), so that the provider can be asked to sign the same person in
 * again. A person of the provider with no passkey has only the second.
 */
export async function freshCheckWaysOf(
  db: Database,
  memberId: string,
  /** The session was opened by the identity provider (it names no passkey). */
  openedByProvider: boolean,
): Promise<FreshCheckWay[]> {
  const [passkey] = await db
    .select({ id: staffPasskeys.id })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.memberId, memberId))
    .limit(1);
  const ways: FreshCheckWay[] = [];
  if (passkey) ways.push('passkey');
  if (openedByProvider) ways.push('identityProvider');
  return ways;
}
