import { z } from 'zod';

/**
 * Text a client sends (issue 9 item 15): any string but one holding a NUL (U+0000), which no form
 * types, PostgreSQL text cannot store, and C code reads as the end of the string. The base of the
 * text fields of requests, so the web refuses it where the server would (400 invalid_request).
 * A pattern rather than a refinement, so the OpenAPI document says it too.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
export const nulFreePattern = /^[^\u0000]*$/;

export function textSchema() {
  return z.string().regex(nulFreePattern, 'no NUL character');
}

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}
