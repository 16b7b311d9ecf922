import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

/**
 * The `set` and `setWhere` of an ON CONFLICT DO UPDATE that copies the proposed values of `keys`
 * only when at least one differs from the stored row. An unchanged row is left untouched (its
 * updated_at too), so running a seed twice changes nothing.
 */
export function updateIfChanged<TTable extends PgTable>(
  table: TTable,
  keys: readonly (keyof TTable['$inferInsert'] & string)[],
): { set: PgUpdateSetSource<TTable>; setWhere: SQL } {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return column.name;
  });
  const excluded = (name: string) => sql`excluded.${sql.identifier(name)}`;
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  keys.forEach((key, index) => {
    set[key] = excluded(names[index] ?? key);
  });
  const current = sql.join(
    names.map((name) => sql`${table}.${sql.identifier(name)}`),
    sql`, `,
  );
  const proposed = sql.join(names.map(excluded), sql`, `);
  return {
    set: set as PgUpdateSetSource<TTable>,
    setWhere: sql`row(${current}) is distinct from row(${proposed})`,
  };
}
