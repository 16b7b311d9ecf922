import { DatabaseFolderError } from './db/drivers/pglite-folder.ts';
import { DatabaseBehindError } from './db/migration-state.ts';
import { isDatabaseUnavailable } from './plugins/database-unavailable.ts';

/**
 * The one line main.ts prints when the server cannot start for a reason the operator must fix
 * outside the code (the embedded database's folder, an unreachable PostgreSQL), instead of a
 * stack trace of library internals; undefined for anything else (a bug keeps its stack).
 */
export function startFailureLine(error: unknown): string | undefined {
  if (error instanceof DatabaseFolderError || error instanceof DatabaseBehindError) {
    return error.message;
  }
  if (isDatabaseUnavailable(error)) return `the database cannot be reached: ${innermost(error)}`;
  return undefined;
}

/** The driver's own words: the last cause, never Drizzle's message (it lists the parameters). */
function innermost(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 8; depth += 1) {
    const cause: unknown =
      typeof current === 'object' && current !== null && 'cause' in current
        ? current.cause
        : undefined;
    if (cause === undefined || cause === null) break;
    current = cause;
  }
  if (!(current instanceof Error)) return String(current);
  if (current.message.startsWith('Failed query: ')) return 'a query failed';
  const code = 'code' in current && typeof current.code === 'string' ? ` (${current.code})` : '';
  return `${current.message.split('\n')[0] ?? current.name}${code}`;
}
