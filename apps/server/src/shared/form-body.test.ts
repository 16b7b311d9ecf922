import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  decodeFormComponent,
  formEncoding,
  parseFormPairs,
  rawQueryOf,
  registerFormBody,
} from './form-body.ts';

describe('parseFormPairs', () => {
  it('keeps the posted order, splits on the first = and decodes + and %XX', () => {
    expect(parseFormPairs('b=2&a=x%3Dy=z&c=&d&e=un+deux%20trois')).toEqual([
      ['b', '2'],
      ['a', 'x=y=z'],
      ['c', ''],
      ['d', ''],
      ['e', 'un deux trois'],
    ]);
  });

  it('reads percent-encoded bytes in the given charset', () => {
    expect(parseFormPairs('n=P%C3%A9age')).toEqual([['n', 'Péage']]);
    expect(parseFormPairs('n=P%E9age', 'latin1')).toEqual([['n', 'Péage']]);
    expect(decodeFormComponent('Péage%20A79', 'latin1')).toBe('Péage A79');
  });

  it('keeps a stray % as it is', () => {
    expect(decodeFormComponent('100%+sûr%2')).toBe('100% sûr%2');
  });
});

describe('formEncoding and rawQueryOf', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'utf8'],
    ['application/x-www-form-urlencoded; charset=iso-8859-1', 'latin1'],
    ['application/x-www-form-urlencoded;charset="ISO-8859-1"', 'latin1'],
    ['application/x-www-form-urlencoded; charset=utf-8', 'utf8'],
    [undefined, 'utf8'],
  ])('%s is read as %s', (contentType, encoding) => {
    expect(formEncoding(contentType)).toBe(encoding);
  });

  it('returns everything after the first ?', () => {
    expect(rawQueryOf('/r?a=%40&b=?c')).toBe('a=%40&b=?c');
    expect(rawQueryOf('/r')).toBe('');
  });
});

describe('registerFormBody', () => {
  const app = Fastify();
  app.register(async (scope) => {
    registerFormBody(scope, 1024);
    registerFormBody(scope); // a second call on the same scope is a no-op
    scope.post('/echo', async (request) => ({ body: request.body }));
  });
  afterAll(() => app.close());

  it('gives the raw body as a string', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%40&b=c+d',
    });
    expect(response.json()).toEqual({ body: 'a=%40&b=c+d' });
  });

  it('tolerates a Latin-1 charset and keeps each byte one character', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' },
      payload: Buffer.from('Len=3&Data=é', 'latin1'),
    });
    expect(response.json()).toEqual({ body: 'Len=3&Data=é' });
  });

  it('refuses a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=${'x'.repeat(2048)}`,
    });
    expect(response.statusCode).toBe(413);
  });
});
