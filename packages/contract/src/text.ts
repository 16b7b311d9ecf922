import { z } from 'zod';

/**
 * Text a client sends (issue 9 item 15): any string but one holding a NUL (U+0000), which no form
 * types, PostgreSQL text cannot store, and C code reads as the end of the string, or a lone UTF-16
 * surrogate (JSON's "\ud800"), which is no character at all and which PostgreSQL's jsonb refuses.
 * The base of the text fields of requests, so the web refuses it where the server would (400
 * invalid_request). A pattern rather than a refinement, so the OpenAPI document says it too.
 */
export const nulFreePattern =
  // eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
  /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export function textSchema() {
  return z.string().regex(nulFreePattern, 'no NUL character or lone surrogate');
}

/** Whether a text can be stored as it is: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}
