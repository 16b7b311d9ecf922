import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL fault injection for tests on the shared database `test`: our server's sessions carry
 * an application_name of their own, so that killing "its" backends never touches another test's.
 */

/** DATABASE_URL with an application_name unique to this test, and the name. */
export function ownSessions(databaseUrl: string, prefix: string): { url: string; name: string } {
  const name = `${prefix}-${randomBytes(4).toString('hex')}`;
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return { url: url.toString(), name };
}

export interface BackendKiller {
  /** pg_terminate_backend on every session named `name`; how many were ended. */
  kill(): Promise<number>;
  close(): Promise<void>;
}

export async function backendKiller(databaseUrl: string, name: string): Promise<BackendKiller> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  admin.on('error', () => {});
  await admin.connect();
  return {
    async kill() {
      const { rows } = await admin.query<{ killed: string }>(
        `select count(*) filter (where pg_terminate_backend(pid)) as killed
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
        [name],
      );
      return Number(rows[0]?.killed ?? 0);
    },
    close: () => admin.end(),
  };
}
