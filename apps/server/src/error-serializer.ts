import { DrizzleQueryError } from 'drizzle-orm';

/**
 * The logger's `err` serializer: an error as pino would write it (type, message, stack, its own
 * fields, its causes), minus what carries a query's values. A failed query must never put a
 * plate, an e-mail or billing data in the log, and they hide in four places: Drizzle's
 * DrizzleQueryError (its `query`, its `params` and its message "Failed query: ... params: ..."),
 * pg's and PGlite's `detail` ("Key (plate)=(AB123CD) already exists") and `where` ("unnamed
 * portal parameter $1 = '...'"), `internalQuery`, and the message of a data exception (SQLSTATE
 * class 22: `invalid input syntax for type integer: "AB123CD"`).
 */

/** Fields of Drizzle, pg and PGlite errors that hold parameters or row values. */
const valueFields = new Set(['query', 'params', 'detail', 'where', 'internalQuery']);

/** Written by the serializer itself, or handled apart (causes, aggregated errors). */
const ownFields = new Set(['message', 'stack', 'cause', 'errors']);

const failedQueryMessage = 'Failed query (its text and parameters are not logged)';

/** Deep enough for any real wrapping; a stop for cause chains that loop. */
const maxDepth = 5;

export interface SerializedError {
  type: string;
  message: string;
  /** The frames under a header rebuilt from the safe message; empty when the error had none. */
  stack: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/** pino calls it with whatever was logged under `err`, an Error or not. */
export function serializeError(value: unknown): SerializedError {
  if (isErrorLike(value)) return serialize(value, 0, new Set());
  return { type: typeof value, message: String(value), stack: '' };
}

function serialize(error: ErrorLike, depth: number, seen: Set<object>): SerializedError {
  seen.add(error);
  const type = typeName(error);
  const message = safeMessage(error);
  const out: SerializedError = { type, message, stack: safeStack(error, type, message) };
  for (const [key, field] of enumerableFields(error)) {
    if (ownFields.has(key) || valueFields.has(key)) continue;
    out[key] = isErrorLike(field) ? nested(field, depth, seen) : field;
  }
  const { cause } = error as { cause?: unknown };
  if (isErrorLike(cause)) {
    const serialized = nested(cause, depth, seen);
    if (serialized !== undefined) out.cause = serialized;
  }
  if (error instanceof AggregateError) {
    out.errors = error.errors
      .filter(isErrorLike)
      .map((inner) => nested(inner, depth, seen))
      .filter((inner): inner is SerializedError => inner !== undefined);
  }
  return out;
}

function nested(error: ErrorLike, depth: number, seen: Set<object>): SerializedError | undefined {
  if (depth >= maxDepth || seen.has(error)) return undefined;
  return serialize(error, depth + 1, seen);
}

interface ErrorLike {
  message: string;
  stack?: unknown;
  code?: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

function typeName(error: ErrorLike): string {
  const name = error.constructor?.name;
  if (typeof name === 'string' && name !== '' && name !== 'Object') return name;
  return 'name' in error && typeof error.name === 'string' ? error.name : 'Error';
}

function isFailedQuery(error: ErrorLike): boolean {
  return (
    error instanceof DrizzleQueryError ||
    ('params' in error && error.message.startsWith('Failed query: '))
  );
}

function safeMessage(error: ErrorLike): string {
  if (isFailedQuery(error)) return failedQueryMessage;
  // A data exception quotes the value it could not take: keep the sentence, drop the value.
  if (typeof error.code === 'string' && error.code.startsWith('22')) {
    return error.message.replace(/"[^"]*"/g, '"…"');
  }
  return error.message;
}

/** Own and inherited enumerable fields, as pino's serializer lists them. */
function enumerableFields(error: object): [string, unknown][] {
  const fields: [string, unknown][] = [];
  for (const key in error) fields.push([key, Reflect.get(error, key)]);
  return fields;
}

/** The stack's frames under a header rebuilt from the safe message (V8 copies the message in). */
function safeStack(error: ErrorLike, type: string, message: string): string {
  if (typeof error.stack !== 'string') return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}
