import type { TenantFile } from '@portico/contract/tenant-file';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whitelabels } from '../../db/schema/index.ts';
import { apiKeyDiffLines } from './api-key-lines.ts';
import { tenantDiff } from './diff-tenant.ts';
import { exportTenant, parseExported } from './stored-tenant.ts';

/**
 * What `npm run tenant -- diff FILE` prints: the changes apply would make, one per line, the API
 * keys' state last; empty when the database already says what the file says.
 */
export async function diffTenant(
  db: Database,
  file: TenantFile,
  secret: (name: string) => string | undefined,
): Promise<string[]> {
  const exported = await exportTenant(db, file.code);
  const stored = exported ? parseExported(exported) : null;
  const [row] = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(eq(whitelabels.code, file.code));
  const lines =
    exported && !stored
      ? [`! ${file.code}: the stored tenant is not a valid tenant file; apply rewrites it whole`]
      : tenantDiff(stored, file);
  return [...lines, ...(await apiKeyDiffLines(db, row?.id ?? null, file, secret))];
}
