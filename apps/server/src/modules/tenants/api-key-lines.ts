import type { TenantFile } from '@portico/contract/tenant-file';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { apiKeys } from '../../db/schema/index.ts';
import { hashApiKey } from '../api-keys/domain.ts';

/**
 * The diff's lines for API keys, which only exist as hashes: whether each key the file names is
 * set in the environment and is the one stored. Never prints a key or a hash.
 */
export async function apiKeyDiffLines(
  db: Database,
  whitelabelId: number | null,
  file: TenantFile,
  secret: (name: string) => string | undefined,
): Promise<string[]> {
  const stored =
    whitelabelId === null
      ? []
      : await db
          .select({ label: apiKeys.label, keyHash: apiKeys.keyHash })
          .from(apiKeys)
          .where(and(eq(apiKeys.whitelabelId, whitelabelId), isNull(apiKeys.revokedAt)));
  const lines: string[] = [];
  for (const key of file.apiKeys) {
    const value = secret(key.secretEnv);
    const current = stored.find((row) => row.label === key.label);
    if (!value)
      lines.push(
        `! ${file.code}.apiKeys[${key.label}]: ${key.secretEnv} is not set (apply would refuse)`,
      );
    else if (!current) lines.push(`+ ${file.code}.apiKeys[${key.label}]: from ${key.secretEnv}`);
    else if (current.keyHash !== hashApiKey(value)) {
      lines.push(`~ ${file.code}.apiKeys[${key.label}]: a new key from ${key.secretEnv}`);
    }
  }
  return lines;
}
