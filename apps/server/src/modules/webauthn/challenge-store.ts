import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';

/**
 * Where a population's WebAuthn challenges are kept (staff: staff_challenges; customers and
 * renters: account_passkey_challenges): each is handed to one browser and taken back at most
 * once, within its lifetime, for its purpose, so a replayed ceremony is refused.
 */
export interface ChallengeStore<Purpose extends string> {
  /** Keeps a new challenge, bound to its owner (null for a sign-in's: the passkey says whose). */
  keep(challenge: string, purpose: Purpose, ownerId: string | null, now: Date): Promise<void>;
  /**
   * Takes a challenge back, once: the row is marked used by the statement that finds it, so two
   * answers carrying one challenge (a replay) get it at most once. Answers its owner, or
   * undefined when it is unknown, used, expired or of another purpose.
   */
  take(
    challenge: string,
    purpose: Purpose,
    now: Date,
  ): Promise<{ ownerId: string | null } | undefined>;
}

/** How long a person has to answer their authenticator's prompt. */
export const challengeLifetimeMs = 5 * 60_000;

/** Expired challenges deleted per new one: more than one, so a backlog shrinks as it is used. */
export const expiredPerChallenge = 20;

/**
 * A challenge table: the columns challenge (key), purpose, expires_at and used_at, and the
 * owner's column (member_id, user_id), each table's own.
 */
export interface ChallengeTable {
  table: PgTable;
  ownerColumn: string;
}

/**
 * The store over a challenge table. Sign-in options need no account, so each new challenge first
 * deletes a few expired ones (by the expiry index): the table holds about what the rate limit lets
 * through in one lifetime, never more.
 */
export function challengeStore<Purpose extends string>(
  db: Database,
  { table, ownerColumn }: ChallengeTable,
): ChallengeStore<Purpose> {
  const owner = sql.identifier(ownerColumn);
  return {
    async keep(challenge, purpose, ownerId, now) {
      await db.execute(
        sql`delete from ${table} where challenge in (
              select challenge from ${table} where expires_at < ${now.toISOString()}
              limit ${expiredPerChallenge})`,
      );
      const expiresAt = new Date(now.getTime() + challengeLifetimeMs).toISOString();
      await db.execute(
        sql`insert into ${table} (challenge, purpose, ${owner}, expires_at)
            values (${challenge}, ${purpose}, ${ownerId}, ${expiresAt})`,
      );
    },
    async take(challenge, purpose, now) {
      const result = await db.execute(
        sql`update ${table} set used_at = ${now.toISOString()}
            where challenge = ${challenge} and purpose = ${purpose}
              and used_at is null and expires_at > ${now.toISOString()}
            returning ${owner} as owner_id`,
      );
      const [row] = (result as unknown as { rows: { owner_id: string | null }[] }).rows;
      return row ? { ownerId: row.owner_id } : undefined;
    },
  };
}
