import fc from 'fast-check';

/**
 * How a fuzzed text goes on the wire: percent-encoded as browsers do, with lone surrogates as
 * the bytes a careless encoder sends (CESU-8, invalid UTF-8), or through oddities of encoding
 * (double encoding, raw `%`, overlong UTF-8, `+`). Headers carry bytes: UTF-8 read as Latin-1.
 */

const unreserved = /[A-Za-z0-9\-._~]/;

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** Percent-encodes every UTF-16 unit; a lone surrogate becomes its 3 CESU-8 bytes. */
export function percentEncode(text: string): string {
  let result = '';
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i] ?? '';
    if (unreserved.test(character)) {
      result += character;
      continue;
    }
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    const paired = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const encoded = paired ? text.slice(i, i + 2) : character;
    if (paired) i += 1;
    const bytes =
      unit >= 0xd800 && unit <= 0xdfff && !paired
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        : [...Buffer.from(encoded, 'utf8')];
    result += bytes.map(hex).join('');
  }
  return result;
}

/** Raw percent oddities a hand-made URL may hold. */
const oddEncodings = fc.constantFrom(
  '%',
  '%2',
  '%zz',
  '%00',
  '%2F',
  '%252F',
  '%C0%80',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%E2%80%AE',
  '+',
  '%20',
  '..',
  '.',
  '%2e%2e',
);

export type TextEncoder = (text: string) => string;

/** An encoding of a text for a URL component: usually correct, sometimes broken on purpose. */
export const componentEncoding: fc.Arbitrary<TextEncoder> = fc.oneof(
  { arbitrary: fc.constant(percentEncode), weight: 6 },
  { arbitrary: fc.constant((text: string) => percentEncode(percentEncode(text))), weight: 1 },
  {
    arbitrary: oddEncodings.map((odd) => (text: string) => `${percentEncode(text)}${odd}`),
    weight: 2,
  },
  {
    // As a sloppy client leaves them: ASCII punctuation (`&`, `=`, `/`, `%`, quotes) raw.
    arbitrary: fc.constant((text: string) =>
      [...text]
        .map((character) =>
          /^[\u0021-\u007e]$/.test(character) && character !== '#'
            ? character
            : percentEncode(character),
        )
        .join(''),
    ),
    weight: 1,
  },
);

/** `name=value` of a query or form, each encoded by `encode`. */
export const encodePair = (name: string, value: string, encode: TextEncoder): string =>
  `${encode(name)}=${encode(value)}`;

/** The bytes a client sends for a header value, as Node reads them (Latin-1), minus CR/LF/NUL. */
export function headerValue(text: string): string {
  const latin1 = Buffer.from(text, 'utf8').toString('latin1');
  // Node refuses control characters in a header value (except tab): so would the socket.
  return [...latin1]
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code === 0x09 || (code >= 0x20 && code !== 0x7f);
    })
    .join('');
}
