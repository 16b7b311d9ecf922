import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { AppError } from '../shared/app-error.ts';
import { toErrorReply } from './error-mapping.ts';

/** The error Fastify raises when the route's Zod validator rejects a request part. */
function validationError(schema: z.ZodType, value: unknown, context: string) {
  const result = validatorCompiler({ schema, method: 'GET', url: '/', httpPart: context })(value);
  const issues = typeof result === 'object' && 'error' in result ? result.error : undefined;
  if (!Array.isArray(issues)) throw new Error('expected invalid input');
  return Object.assign(new Error('bad request'), {
    statusCode: 400,
    validation: issues,
    validationContext: context,
  });
}

describe('toErrorReply', () => {
  it('answers an AppError with its status and code', () => {
    expect(toErrorReply(new AppError(404, 'article_not_found'))).toEqual({
      statusCode: 404,
      body: { message: 'article_not_found' },
    });
  });

  it('keeps the details of a 4xx AppError and drops those of a 5xx one', () => {
    const details = [{ path: 'body.email', code: 'email_invalid' }];
    expect(toErrorReply(new AppError(400, 'required', details)).body.details).toEqual(details);
    expect(toErrorReply(new AppError(500, 'internal_error', details)).body).toEqual({
      message: 'internal_error',
    });
  });

  it('turns a schema validation error into 400 invalid_request with field details', () => {
    const schema = z.strictObject({ lang: z.enum(['fr', 'en']) });
    const reply = toErrorReply(validationError(schema, { lang: 'xx' }, 'querystring'));
    expect(reply).toEqual({
      statusCode: 400,
      body: {
        message: 'invalid_request',
        details: [{ path: 'query.lang', code: 'invalid_value' }],
      },
    });
  });

  it('names a contract rule by its code, and a rule written as a sentence as custom', () => {
    const schema = z.strictObject({ ids: z.array(z.string()) }).superRefine((value, context) => {
      context.addIssue({ code: 'custom', path: ['ids', 1], message: 'parent_unknown' });
      context.addIssue({ code: 'custom', path: ['ids'], message: 'two ids differ' });
    });
    const reply = toErrorReply(validationError(schema, { ids: ['a', 'b'] }, 'body'));
    expect(reply.body.details).toEqual([
      { path: 'body.ids.1', code: 'parent_unknown' },
      { path: 'body.ids', code: 'custom' },
    ]);
  });

  it.each([
    [429, 'too_many_requests'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [404, 'route_not_found'],
    [400, 'invalid_request'],
    [405, 'invalid_request'],
  ])('maps a framework error with status %i to %s', (statusCode, code) => {
    const error = Object.assign(new Error('framework'), { statusCode });
    expect(toErrorReply(error)).toEqual({ statusCode, body: { message: code } });
  });

  it('answers a lost database (Drizzle-wrapped pg 57P01) 503 service_unavailable with Retry-After', () => {
    const terminated = new pg.DatabaseError('terminating connection', 0, 'error');
    terminated.code = '57P01';
    const error = new DrizzleQueryError('select 1 where plate = $1', ['AB123CD'], terminated);
    expect(toErrorReply(error)).toEqual({
      statusCode: 503,
      body: { message: 'service_unavailable' },
      headers: { 'retry-after': '5' },
    });
    expect(toErrorReply(new Error('timeout exceeded when trying to connect')).statusCode).toBe(503);
  });

  it('hides the cause of anything else behind 500 internal_error', () => {
    expect(toErrorReply(new TypeError('secret detail'))).toEqual({
      statusCode: 500,
      body: { message: 'internal_error' },
    });
    expect(toErrorReply('a string')).toEqual({
      statusCode: 500,
      body: { message: 'internal_error' },
    });
    expect(toErrorReply(Object.assign(new Error('x'), { statusCode: 502 })).body.message).toBe(
      'internal_error',
    );
  });
});
