import type { FastifyInstance } from 'fastify';

/**
 * `application/x-www-form-urlencoded` bodies, which Fastify does not parse. The PSPs' messages are
 * signed over their exact bytes (Paybox signs the raw body, psp-protocols.md 1.5), so the body is
 * kept as the RAW string and parsed by the route itself with parseFormPairs, in posted order.
 */

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Forms here are a few hundred bytes (an Axepta Data is capped at 16 KiB of hex, 2.7). */
export const FORM_BODY_LIMIT = 64 * 1024;

export type FormEncoding = 'utf8' | 'latin1';

/** The charset of a Content-Type header: Latin-1 when it says so (Axepta's notify does, 2.4), else UTF-8. */
export function formEncoding(contentType: string | undefined): FormEncoding {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset === 'iso-8859-1' || charset === 'latin1' || charset === 'windows-1252'
    ? 'latin1'
    : 'utf8';
}

/**
 * Registers the parser on this (encapsulated) scope only: `request.body` becomes the raw body as
 * a string, decoded with its charset so that each byte of a Latin-1 body stays one character. A
 * charset parameter is tolerated (some frameworks refuse it, 2.7). Does nothing if the scope
 * already inherits such a parser.
 */
export function registerFormBody(scope: FastifyInstance, bodyLimit = FORM_BODY_LIMIT): void {
  if (scope.hasContentTypeParser(FORM_CONTENT_TYPE)) return;
  scope.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit },
    (request, body, done) => {
      done(null, Buffer.from(body).toString(formEncoding(request.headers['content-type'])));
    },
  );
}

/** Everything after the first `?` of a request URL, untouched (what Paybox signs, 1.5). */
export function rawQueryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/**
 * Percent-decoding with `+` as a space, the bytes read in the given charset. A `%` not followed by
 * two hex digits is kept as it is, like browsers do.
 */
export function decodeFormComponent(text: string, encoding: FormEncoding = 'utf8'): string {
  const bytes: number[] = [];
  let i = 0;
  while (i < text.length) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '+') {
      bytes.push(0x20);
      i += 1;
    } else if (text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
      bytes.push(...Buffer.from(char, encoding));
      i += char.length;
    }
  }
  return Buffer.from(bytes).toString(encoding);
}

/** `[name, value]` pairs in posted order; empty segments skipped; a pair without `=` has value ''. */
export function parseFormPairs(raw: string, encoding: FormEncoding = 'utf8'): [string, string][] {
  return raw
    .split('&')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const at = segment.indexOf('=');
      const name = at === -1 ? segment : segment.slice(0, at);
      const value = at === -1 ? '' : segment.slice(at + 1);
      return [decodeFormComponent(name, encoding), decodeFormComponent(value, encoding)];
    });
}
