import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serializeError } from './error-serializer.ts';

const plate = 'GX482QZ';
const email = 'jean.martin@example.fr';

/** A server error as pg raises it (PGlite's carries the same fields). */
function serverError(code: string, message: string, fields: Partial<pg.DatabaseError> = {}) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  return Object.assign(error, { code, severity: 'ERROR', ...fields });
}

const failedQuery = (cause: Error) =>
  new DrizzleQueryError(
    'insert into payments (plate, email) values ($1, $2)',
    [plate, email],
    cause,
  );

const text = (value: unknown) => JSON.stringify(value);

describe('serializeError', () => {
  it("drops Drizzle's query, parameters and 'Failed query: ... params:' message, keeps the cause's code", () => {
    const error = failedQuery(
      serverError('23505', 'duplicate key value violates unique constraint "payments_pkey"', {
        detail: `Key (plate)=(${plate}) already exists.`,
        constraint: 'payments_pkey',
        table: 'payments',
      }),
    );
    expect(error.message).toContain(plate);
    const serialized = serializeError(error);
    expect(text(serialized)).not.toContain(plate);
    expect(text(serialized)).not.toContain(email);
    expect(text(serialized)).not.toContain('insert into');
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query (its text and parameters are not logged)',
      cause: {
        type: 'DatabaseError',
        code: '23505',
        constraint: 'payments_pkey',
        table: 'payments',
        message: 'duplicate key value violates unique constraint "payments_pkey"',
      },
    });
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query \(.*\)\n\s+at /);
  });

  it("drops pg's where and internalQuery, and the value quoted by a data exception's message", () => {
    const error = serverError('22P02', `invalid input syntax for type integer: "${plate}"`, {
      where: `unnamed portal parameter $1 = '${plate}'`,
      internalQuery: `select '${plate}'::int`,
    });
    const serialized = serializeError(error);
    expect(text(serialized)).not.toContain(plate);
    expect(serialized.message).toBe('invalid input syntax for type integer: "…"');
    expect(serialized.code).toBe('22P02');
  });

  it('keeps a system error whole: code, syscall, message, frames', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      syscall: 'connect',
      stack: expect.stringMatching(/^Error: connect ECONNREFUSED.*\n\s+at /),
    });
  });

  it("serializes an AggregateError's errors and stops at a cause chain that loops", () => {
    const loop = new Error('a');
    loop.cause = new Error('b', { cause: loop });
    const aggregate = new AggregateError([failedQuery(new Error('Connection terminated'))], 'both');
    expect(serializeError(loop)).toMatchObject({ message: 'a', cause: { message: 'b' } });
    const serialized = serializeError(aggregate);
    expect(serialized.errors).toHaveLength(1);
    expect(text(serialized)).not.toContain(plate);
  });

  it('writes something readable for a thrown non-error', () => {
    expect(serializeError('boom')).toEqual({ type: 'string', message: 'boom', stack: '' });
  });
});
