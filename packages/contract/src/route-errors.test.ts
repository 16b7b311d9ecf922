import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors.ts';
import { mergeErrorTables, operationErrors, routeErrors } from './route-errors.ts';
import { routes } from './routes.ts';

describe('route errors', () => {
  it('merges tables by status, ascending, each code once in the order given', () => {
    const merged = mergeErrorTables(
      { 409: ['payment_already_started'], 400: ['invalid_request'] },
      { 400: ['invalid_request', 'required'], 404: ['payment_not_found'] },
    );
    expect(Object.keys(merged)).toEqual(['400', '404', '409']);
    expect(merged[400]).toEqual(['invalid_request', 'required']);
  });

  it('adds the shared codes by method and place', () => {
    const read = operationErrors(
      { 404: ['payment_not_found'] },
      { method: 'GET', whitelabel: true },
    );
    expect(read[404]).toEqual(['whitelabel_not_found', 'payment_not_found']);
    expect(read[415]).toBeUndefined();
    const post = operationErrors({}, { method: 'POST', whitelabel: false });
    expect(post[404]).toBeUndefined();
    expect(post[413]).toEqual(['payload_too_large']);
    expect(post[503]).toEqual(['service_unavailable']);
  });

  it('declares every route of the table with codes of the catalogue only', () => {
    expect(Object.keys(routeErrors).sort()).toEqual(Object.keys(routes).sort());
    const catalogue = new Set<string>(errorCodes);
    const declared = Object.values(routeErrors).flatMap((table) => Object.values(table).flat());
    expect(declared.filter((code) => !catalogue.has(code))).toEqual([]);
  });
});
