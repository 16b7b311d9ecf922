import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { apiKeys } from '../../db/schema/index.ts';

/** Hashes of the keys of a white-label that are not revoked (a handful at most). */
export async function findActiveKeyHashes(db: Database, whitelabelId: number): Promise<string[]> {
  const rows = await db
    .select({ keyHash: apiKeys.keyHash })
    .from(apiKeys)
    .where(and(eq(apiKeys.whitelabelId, whitelabelId), isNull(apiKeys.revokedAt)));
  return rows.map((row) => row.keyHash);
}

/**
 * Creates the key `label` of a white-label, or points it at a new hash (and un-revokes it). An
 * unchanged key is left untouched, so seeding twice changes nothing.
 */
export async function upsertApiKey(
  db: Database,
  key: { whitelabelId: number; label: string; keyHash: string },
): Promise<number> {
  const [row] = await db
    .insert(apiKeys)
    .values(key)
    .onConflictDoUpdate({
      target: [apiKeys.whitelabelId, apiKeys.label],
      set: { keyHash: key.keyHash, revokedAt: null },
      setWhere: sql`${apiKeys.keyHash} <> excluded.key_hash or ${apiKeys.revokedAt} is not null`,
    })
    .returning({ id: apiKeys.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.whitelabelId, key.whitelabelId), eq(apiKeys.label, key.label)));
  if (!existing) throw new Error(`api key ${key.label} vanished while being seeded`);
  return existing.id;
}

export async function revokeApiKey(db: Database, id: number, at: Date = new Date()): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}
