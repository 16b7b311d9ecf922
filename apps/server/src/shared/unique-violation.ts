/**
 * Whether a database error is a unique index refusing a second row (SQLSTATE 23505), as
 * node-postgres throws it or as Drizzle wraps it (its cause): two writers raced for one key.
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown }; code?: unknown }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}
