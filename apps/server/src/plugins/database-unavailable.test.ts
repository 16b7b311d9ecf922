import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/unavailable.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** A server error as pg (and PGlite, same fields) raises it. */
function serverError(code: string, severity = 'ERROR', message = `server said ${code}`) {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = severity;
  return error;
}

/** How every query error reaches a route: wrapped by Drizzle, its message naming the parameters. */
const failedQuery = (cause: unknown) =>
  new DrizzleQueryError('select * from journeys where plate = $1', ['AB123CD'], cause as Error);

const systemError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'FATAL', 'a backend terminated (pg_terminate_backend)'],
    ['57P02', 'FATAL', 'a crash shutdown'],
    ['57P03', 'FATAL', 'the server starting up'],
    ['57014', 'ERROR', 'a statement timeout'],
    ['25P03', 'FATAL', 'an idle-in-transaction timeout'],
    ['53300', 'FATAL', 'too many connections'],
    ['53100', 'ERROR', 'a full disk'],
    ['08006', 'ERROR', 'a connection failure'],
    ['08P01', 'ERROR', 'a protocol violation'],
    ['28P01', 'FATAL', 'a refused login (FATAL ends the session)'],
  ])('is true for SQLSTATE %s (%s): %s', (code, severity) => {
    expect(isDatabaseUnavailable(serverError(code, severity))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(serverError(code, severity)))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOSPC'])(
    'is true for the system error %s under the driver',
    (code) => {
      expect(isDatabaseUnavailable(failedQuery(systemError(code)))).toBe(true);
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
    'Cannot use a pool after calling end on the pool',
    'PGlite is closed',
  ])('is true for the driver message "%s"', (message) => {
    expect(isDatabaseUnavailable(failedQuery(new Error(message)))).toBe(true);
  });

  it('is true for our own DatabaseUnavailableError, however deeply wrapped', () => {
    const wrapped = new Error('settlement failed', {
      cause: failedQuery(new DatabaseUnavailableError('disk almost full')),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("is true for Node's AggregateError of a refused connection to every address", () => {
    const refused = new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(failedQuery(refused))).toBe(true);
  });

  it.each([
    ['23505', 'a unique violation'],
    ['22P02', 'invalid input syntax'],
    ['22003', 'a numeric value out of range'],
    ['42703', 'an undefined column'],
    ['40P01', 'a deadlock'],
  ])('is false for SQLSTATE %s (%s): a bug or bad input, not an outage', (code) => {
    expect(isDatabaseUnavailable(failedQuery(serverError(code)))).toBe(false);
  });

  it('is false for anything else, and survives a cause chain that loops', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'service_unavailable' })),
    ).toBe(false);
    const loop = new Error('a');
    const other = new Error('b', { cause: loop });
    loop.cause = other;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
