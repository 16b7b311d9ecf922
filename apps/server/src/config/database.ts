import path from 'node:path';
import { z } from 'zod';
import { required } from './config-error.ts';
import { booleanText, type ParsedVariables, positiveInt, variable } from './variable.ts';

/** PostgreSQL's limits, so that a stalled or lost database answers 503 quickly. */
export interface DatabaseTimeouts {
  statementMs: number;
  connectMs: number;
  idleInTransactionMs: number;
}

/** PostgreSQL's limits when their variables are unset (also for tools that open the database). */
export const databaseTimeoutDefaults: DatabaseTimeouts = {
  statementMs: 10_000,
  connectMs: 5_000,
  idleInTransactionMs: 60_000,
};

/** PGLITE_DIR's value for a database kept in memory, never resolved as a folder. */
export const pgliteMemory = 'memory://';

/** Which database, its limits, and whether the start migrates it. */
export const databaseVariables = {
  DATABASE_URL: variable({
    secret: 'url',
    description: 'PostgreSQL connection URL. When unset, the embedded PGlite database is used.',
    defaultValue: undefined,
    expected: 'a postgres:// or postgresql:// URL',
    schema: z.string().regex(/^postgres(ql)?:\/\/\S+$/),
  }),
  ALLOW_EMBEDDED_DATABASE: variable({
    description:
      'Production only: allow the embedded PGlite database (one instance, data on its own disk) when DATABASE_URL is unset; otherwise production without DATABASE_URL refuses to start.',
    defaultValue: 'false',
    expected: 'true or false',
    schema: booleanText,
  }),
  PGLITE_DIR: variable({
    description:
      'Data folder of the embedded PGlite database, relative to the working directory; memory:// keeps it in memory. Ignored when DATABASE_URL is set.',
    defaultValue: './data/pglite',
    expected: 'a folder path or memory://',
    schema: z.string().min(1),
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: variable({
    description:
      'PostgreSQL: the longest a statement may run before the server cancels it (the request answers 503); the server also gets 2 s more to answer at all, then the connection is dropped (a stalled database).',
    defaultValue: String(databaseTimeoutDefaults.statementMs),
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  DATABASE_CONNECT_TIMEOUT_MS: variable({
    description:
      'PostgreSQL: the longest a request waits for a connection (a new one, or a free one of the pool, DATABASE_POOL_MAX) before it answers 503.',
    defaultValue: String(databaseTimeoutDefaults.connectMs),
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  DATABASE_POOL_MAX: variable({
    description:
      'PostgreSQL: connections each instance keeps at most (the pool); instances x this must stay under the server\u2019s max_connections.',
    defaultValue: '10',
    expected: 'an integer from 1 to 200',
    schema: positiveInt.pipe(z.number().max(200)),
  }),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: variable({
    description:
      'PostgreSQL: the server ends a session left idle inside a transaction this long, releasing its locks.',
    defaultValue: String(databaseTimeoutDefaults.idleInTransactionMs),
    expected: 'a positive integer (milliseconds)',
    schema: positiveInt,
  }),
  PGLITE_MIN_FREE_MB: variable({
    description:
      "Embedded PGlite: below this much free space on its folder's disk, the database answers 503 at once instead of writing (PGlite cannot recover from a full disk in-process); it resumes when space returns. Also checked at start.",
    defaultValue: '64',
    expected: 'a positive integer (MiB)',
    schema: positiveInt,
  }),
  MIGRATE_AT_START: variable({
    description:
      'Apply the pending database migrations at start (under a lock, so instances take turns). With false the server only checks that the database is up to date and refuses to start otherwise: for a release step that runs `npm run db:migrate` alone before the new instances start.',
    defaultValue: 'true',
    expected: 'true or false',
    schema: booleanText,
  }),
} as const;

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; timeouts: DatabaseTimeouts; poolMax: number }
  | { kind: 'pglite'; dataDir: string; minFreeBytes: number };

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite (production's refusal aside). */
export function databaseSettings(
  v: ParsedVariables<typeof databaseVariables>,
  cwd: string,
): DatabaseConfig {
  const pgliteDir = required(v.PGLITE_DIR);
  if (v.DATABASE_URL) {
    return {
      kind: 'postgres',
      url: v.DATABASE_URL,
      timeouts: {
        statementMs: required(v.DATABASE_STATEMENT_TIMEOUT_MS),
        connectMs: required(v.DATABASE_CONNECT_TIMEOUT_MS),
        idleInTransactionMs: required(v.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS),
      },
      poolMax: required(v.DATABASE_POOL_MAX),
    };
  }
  return {
    kind: 'pglite',
    dataDir: pgliteDir === pgliteMemory ? pgliteMemory : path.resolve(cwd, pgliteDir),
    minFreeBytes: required(v.PGLITE_MIN_FREE_MB) * 1024 * 1024,
  };
}
