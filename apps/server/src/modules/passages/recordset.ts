import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows as ONE statement parameter: a JSON array of records keyed by the table's SQL column
 * names, read back with jsonb_populate_recordset against the table's row type. A multi-row VALUES
 * of 1,000 rows x 30 columns is 30,000 bound parameters that Drizzle builds, the driver encodes
 * and PostgreSQL plans one by one; one JSON text is a single string to send and parse. Arrays,
 * jsonb, dates and nulls convert by the columns' own types. The text is cast explicitly so both
 * drivers (pg and PGlite) send it as plain text rather than guessing an encoding.
 */
export function recordset<TTable extends PgTable>(
  table: TTable,
  rows: readonly Partial<TTable['$inferInsert']>[],
  keys: readonly (keyof TTable['$inferInsert'] & string)[],
): SQL {
  const names = columnNames(table, keys);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      record[names[index] ?? key] = (row as Record<string, unknown>)[key] ?? null;
    });
    return record;
  });
  return sql`jsonb_populate_recordset(null::${table}, cast(${JSON.stringify(records)} as text)::jsonb)`;
}

/** The SQL names of these columns, in the same order. */
export function columnNames<TTable extends PgTable>(
  table: TTable,
  keys: readonly (keyof TTable['$inferInsert'] & string)[],
): string[] {
  const columns: Record<string, { name: string }> = getTableColumns(table);
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return column.name;
  });
}

/** `a, b, c` of these SQL names, optionally qualified (`excluded.a` ...). */
export function columnList(names: readonly string[], qualifier?: string): SQL {
  return sql.join(
    names.map((name) =>
      qualifier ? sql`${sql.raw(qualifier)}.${sql.identifier(name)}` : sql.identifier(name),
    ),
    sql`, `,
  );
}
