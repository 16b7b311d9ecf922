import { and, eq, notInArray } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { updateIfChanged } from './upsert.ts';

/** A table whose rows are keyed by (white-label, text id), as the help centre's are. */
type TenantTable = PgTable & { whitelabelId: AnyPgColumn; id: AnyPgColumn };

/**
 * Makes a white-label's rows of `table` equal to `rows`: upserts on (tenant, id) that leave
 * unchanged rows alone (updateIfChanged on `keys`), then removes the tenant's rows `rows` no longer
 * lists. `oneByOne` inserts in the given order, a statement each, for rows whose foreign keys
 * point at rows inserted before them (a parent first).
 */
export async function syncTenantRows<TTable extends TenantTable>(
  db: Database,
  table: TTable,
  whitelabelId: number,
  rows: readonly (PgInsertValue<TTable> & { id: string })[],
  keys: readonly (keyof TTable['$inferInsert'] & string)[],
  { oneByOne = false }: { oneByOne?: boolean } = {},
): Promise<void> {
  const upsert = (values: PgInsertValue<TTable>[]) =>
    db
      .insert(table)
      .values(values)
      .onConflictDoUpdate({
        target: [table.whitelabelId, table.id],
        ...updateIfChanged(table, keys),
      });
  if (oneByOne) {
    for (const row of rows) await upsert([row]);
  } else if (rows.length > 0) {
    await upsert([...rows]);
  }
  await db.delete(table).where(
    and(
      eq(table.whitelabelId, whitelabelId),
      notInArray(
        table.id,
        rows.map((row) => row.id),
      ),
    ),
  );
}
