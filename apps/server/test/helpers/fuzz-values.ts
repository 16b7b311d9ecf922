import fc from 'fast-check';

/**
 * The hostile values the probe of issue 9 sent, as fast-check arbitraries: texts a client can
 * type or forge (control characters, odd Unicode, huge or malformed numbers and dates) and
 * values of the wrong JSON type.
 */

const controlCharacters = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
];

/** Lone surrogates, bidi overrides, zero-width and combining marks, emoji, non-characters. */
const oddUnicode = [
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\u202e',
  '\u200f',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\u0301',
  '\ufffe',
  '\uffff',
  '\ufffd',
  '😀',
  '👩‍👩‍👧‍👦',
  '🇫🇷',
  'ﷺ',
  'İ',
  'ß',
  'Ⅻ',
  '𝔸',
  'e\u0301',
  '\u{10ffff}',
];

const numericTexts = [
  '0',
  '-0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  '00000000000000000000001',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999999999999999',
  '１２３',
  '١٢٣',
];

const dateTexts = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
  '1999-12-31T23:59:59+14:00',
  '2000-01-01T00:00:00Z',
  '2026-02-29T12:00:00Z',
  '2028-02-29T12:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-00-10T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-06-15T24:00:00Z',
  '2026-06-15T23:59:60Z',
  '2026-06-15T12:00:00.123456789Z',
  '2026-06-15T12:00:00+23:59',
  '2026-06-15T12:00:00-23:59',
  '2026-06-15T12:00:00',
  '2026-06-15',
  '9999-12-30T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  'now',
  'today',
];

/** Text that means something to some other interpreter: SQL, HTML, paths, templates, JSON. */
const injectionTexts = [
  "'",
  "' OR '1'='1",
  '";--',
  '\\',
  '%',
  '%00',
  '%zz',
  '%%%',
  '_',
  '*',
  '../../etc/passwd',
  '..%2F..%2F',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '   leading and trailing   ',
];

/** A character from the hostile sets above, or any code unit (lone surrogates included). */
const hostileCharacter = fc.oneof(
  fc.constantFrom(...controlCharacters, ...oddUnicode),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
);

/** Some ordinary text with hostile characters spliced in. */
const splicedText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.array(hostileCharacter, { minLength: 1, maxLength: 4 }))
  .map(([text, characters]) => {
    let result = text;
    for (const character of characters) {
      const at = result.length === 0 ? 0 : character.length % (result.length + 1);
      result = `${result.slice(0, at)}${character}${result.slice(at)}`;
    }
    return result;
  });

/** Long text: a run of one character, far past any field's limit. */
const longText = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', '9', ' '), fc.constantFrom(257, 4_097, 70_000))
  .map(([character, length]) => character.repeat(length));

/** A name-like text with one odd character in it (what a form field lets through). */
const oddUnicodeText = fc
  .tuple(
    fc.constantFrom('Marie', 'Łukasz', 'Dvořák', '1 rue', ''),
    fc.constantFrom(...oddUnicode),
    fc.constantFrom('', 'x', ' Dupont'),
  )
  .map(([before, odd, after]) => `${before}${odd}${after}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: splicedText, weight: 4 },
  { arbitrary: oddUnicodeText, weight: 3 },
  { arbitrary: fc.constantFrom(...numericTexts), weight: 2 },
  { arbitrary: fc.constantFrom(...dateTexts), weight: 2 },
  { arbitrary: fc.constantFrom(...injectionTexts), weight: 2 },
  { arbitrary: fc.constantFrom(...controlCharacters, ...oddUnicode), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 24 }), weight: 2 },
  { arbitrary: longText, weight: 1 },
);

export const edgeDateText: fc.Arbitrary<string> = fc.constantFrom(...dateTexts);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53,
    2 ** 63,
    -(2 ** 63),
    2 ** 64,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any JSON type, for a field that expects another one. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, '', [], {}),
  hostileNumber,
  hostileString,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), {
    maxKeys: 3,
  }),
);

/** Names for extra fields: ordinary, prototype-polluting, empty, hostile. */
export const extraFieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', 'id', 'whitelabelId', 'status'),
  fc.string({ maxLength: 10 }),
  hostileString.filter((name) => name.length < 100),
);
