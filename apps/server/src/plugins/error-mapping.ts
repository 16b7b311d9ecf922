import type { ErrorCode, ErrorEnvelope } from '@portico/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/app-error.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/**
 * Turns anything thrown during a request into the API's one error envelope. Pure, so every branch
 * is tested without a server. 5xx answers never carry details: the cause goes to the log only.
 */
export interface ErrorReply {
  statusCode: number;
  body: ErrorEnvelope;
  /** Extra response headers (Retry-After of a database outage, of an account's hold). */
  headers?: Record<string, string>;
}

/**
 * Seconds a client should wait after a database outage answer: long enough for a pool to
 * reconnect or a disk to be freed, short enough for a roadside sender's retry loop.
 */
export const databaseRetryAfterSeconds = 5;

/**
 * A contract rule's own code (a refinement's message written as a code, `repeated`,
 * `parent_unknown`) says more than Zod's "custom"; a sentence stays out of the contract's codes.
 */
const ruleCode = (keyword: string, message: string | undefined): string =>
  keyword === 'custom' && message !== undefined && /^[a-z]+(?:_[a-z]+)*$/.test(message)
    ? message
    : keyword;

const codeByStatus: Record<number, ErrorCode> = {
  404: 'route_not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** Fastify names the request part "querystring"; clients know it as the query. */
const contextNames: Record<string, string> = { querystring: 'query' };

export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { message: error.code };
    if (error.details && error.statusCode < 500) body.details = error.details;
    return {
      statusCode: error.statusCode,
      body,
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    const prefix = contextNames[context] ?? context;
    const details = error.validation.map((issue) => ({
      path: [prefix, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      code: ruleCode(issue.keyword, issue.message),
    }));
    return { statusCode: 400, body: { message: 'invalid_request', details } };
  }
  // A lost connection, a timeout or a full disk is an outage to retry, not a bug: 503.
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      body: { message: 'service_unavailable' },
      headers: { 'retry-after': String(databaseRetryAfterSeconds) },
    };
  }
  const statusCode = statusOf(error);
  if (statusCode >= 500) {
    return statusCode === 503
      ? { statusCode, body: { message: 'service_unavailable' } }
      : { statusCode: 500, body: { message: 'internal_error' } };
  }
  // Fastify's own 4xx (malformed JSON, empty body, bad content length...) are bad input.
  return { statusCode, body: { message: codeByStatus[statusCode] ?? 'invalid_request' } };
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status <= 599) return status;
  }
  return 500;
}
