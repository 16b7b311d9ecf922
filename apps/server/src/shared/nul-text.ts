import { isStorableText } from '@portico/contract';

/**
 * NUL (U+0000) in what a client sends (issue 9 item 15): PostgreSQL text cannot hold it, so a NUL
 * that reached a query used to answer 500. Found once, at the edge, instead of in every route.
 */

/** Whether a raw request URL (path and query) carries a NUL, encoded (%00) or not. */
export function urlHasNul(url: string): boolean {
  return url.includes('%00') || url.includes('\u0000');
}

/**
 * Where the first NUL (or lone UTF-16 surrogate, which PostgreSQL's jsonb refuses) of a parsed body is, as a dotted path from the body ('' for the body
 * itself, '.passages.3.plate'; a key holding one names the key, its NUL written \u0000), or
 * null. Walks strings, arrays and plain objects with a stack of its own, so no nesting depth
 * overflows it; buffers and other objects are not text.
 */
export function findNul(body: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], path: `${path}.${index}` });
      }
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return `${path}.${key.replaceAll('\u0000', '\\u0000')}`;
        pending.push({ value: item, path: `${path}.${key}` });
      }
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
