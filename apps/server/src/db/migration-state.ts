import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths.ts';
import type { Database } from './database.ts';

/** Where the database stands against the migrations this version carries. */
export interface MigrationState {
  /** Migrations of this version already applied. */
  applied: number;
  /** Migrations this version carries (src/db/migrations/meta/_journal.json). */
  total: number;
  /** The tag of the last one this version carries, e.g. 0020_protests. */
  latest: string;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The committed migrations, in order (drizzle-kit's journal). */
export function migrationJournal(folder: string = migrationsDir): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/**
 * Drizzle's migrator records each migration it applies with the journal's `when` as created_at and
 * applies every journal entry newer than the last one recorded: the same rule tells what is pending
 * without applying anything (no table yet: everything is).
 */
export async function migrationState(db: Database): Promise<MigrationState> {
  const entries = migrationJournal();
  // Both drivers answer { rows }; Drizzle types execute() per driver, hence the cast.
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  let last = -1;
  if (table?.present) {
    const [newest] = await rows<{ created_at: string | null }>(
      sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
    );
    last = Number(newest?.created_at ?? -1);
  }
  return {
    applied: entries.filter((entry) => entry.when <= last).length,
    total: entries.length,
    latest: entries.at(-1)?.tag ?? '',
  };
}

/** The server was told not to migrate (MIGRATE_AT_START=false) and the database is behind. */
export class DatabaseBehindError extends Error {
  override name = 'DatabaseBehindError';

  constructor(state: MigrationState) {
    const behind = state.total - state.applied;
    super(
      `the database lacks ${behind} migration${behind === 1 ? '' : 's'} of this version ` +
        `(${state.applied} of ${state.total} applied, the last is ${state.latest}): run ` +
        '`npm run db:migrate` first, or start with MIGRATE_AT_START=true',
    );
  }
}
