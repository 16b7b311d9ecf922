import fc from 'fast-check';
import type { FuzzBody } from './fuzz-bodies.ts';
import type { FuzzMultipart } from './fuzz-types.ts';
import { hostileString } from './fuzz-values.ts';
import { sampleFiles } from './multipart.ts';

/**
 * multipart/form-data bodies of the upload operations (claims, the contact form; issue 24 items 7
 * and 13): the operation's JSON part, then files whose names are what a client can put in a
 * Content-Disposition header: NUL and other controls, bidi overrides, invisible characters, very
 * long names, invalid UTF-8, empty names, path traversal, in a quoted `filename`, an RFC 5987
 * `filename*` (any charset, any percent-encoded bytes) or both. Mostly real files (the sniffed
 * types), so that the names reach storage.
 */

const boundary = '----portico-fuzz-boundary';

/** Names as text: the probe's hostile ones, traversal, and long or empty ones. */
const nameText: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'scan\u0000.pdf',
      'photo\u202Egnp.exe',
      '\u2066a\u2069\u200E\u200F\u061C.pdf',
      '\u202A\u202B\u202C\u202D\u202E',
      '../../x',
      '..\\..\\x.pdf',
      '..',
      '.',
      '/',
      '',
      ' ',
      'C:\\Windows\\system32\\x.pdf',
      '%00.pdf',
      '%2e%2e%2fx.pdf',
      'a;b=c.pdf',
      'con.pdf',
      '\u0000',
      '\ufeff\u200b\u200d',
      'x\u{E0041}.pdf',
      'line\u2028.pdf',
    ),
    weight: 3,
  },
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', '📄', 'é', '\u202E', '\u0000'),
        fc.integer({ min: 200, max: 5_000 }),
      )
      .map(([unit, count]) => `${unit.repeat(count)}.pdf`),
    weight: 1,
  },
);

/** Bytes that are no UTF-8: a lone continuation, an overlong NUL, a surrogate, a cut sequence. */
const invalidUtf8 = fc.constantFrom(
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0x80]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
);

const percentEncoded = (bytes: Buffer) =>
  [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');

/** The Content-Disposition parameters naming a file, as bytes (a name may be no UTF-8). */
const nameParameters: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: nameText.map((text) => Buffer.from(`; filename="${text}"`)), weight: 6 },
  {
    arbitrary: fc
      .tuple(nameText, invalidUtf8, nameText)
      .map(([before, bad, after]) =>
        Buffer.concat([Buffer.from(`; filename="${before}`), bad, Buffer.from(`${after}"`)]),
      ),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom("UTF-8''", "utf-8'en'", "iso-8859-1''", "x-unknown''", "''", "UTF-8'"),
        fc.oneof(
          nameText.map((text) => Buffer.from(text)),
          invalidUtf8,
        ),
      )
      .map(([prefix, bytes]) => Buffer.from(`; filename*=${prefix}${percentEncoded(bytes)}`)),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(nameText, nameText)
      .map(([plain, encoded]) =>
        Buffer.from(
          `; filename="${plain}"; filename*=UTF-8''${percentEncoded(Buffer.from(encoded))}`,
        ),
      ),
    weight: 1,
  },
  { arbitrary: fc.constant(Buffer.from('; filename=')), weight: 1 },
);

const fileContent = fc.oneof(
  { arbitrary: fc.constantFrom(sampleFiles.pdf, sampleFiles.png, sampleFiles.jpeg), weight: 8 },
  { arbitrary: fc.constantFrom(sampleFiles.gif, sampleFiles.exe, Buffer.alloc(0)), weight: 1 },
);

const filePart = (field: string) =>
  fc
    .tuple(
      nameParameters,
      fc.option(fc.constantFrom('application/pdf', 'image/png', 'text/plain; charset=x'), {
        freq: 3,
      }),
      fileContent,
    )
    .map(([name, type, content]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"`),
        name,
        Buffer.from(`\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`),
        content,
        Buffer.from('\r\n'),
      ]),
    );

/** A body of the operation: its JSON part, then zero to six files (five at most are taken). */
export function multipartBodyArbitrary(spec: FuzzMultipart): fc.Arbitrary<FuzzBody> {
  const textPart = spec.text.map((text) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${spec.textPart}"\r\n\r\n${text}\r\n`,
    ),
  );
  return fc
    .tuple(
      textPart,
      fc.oneof(
        {
          arbitrary: fc.array(filePart(spec.fileField), { minLength: 1, maxLength: 3 }),
          weight: 8,
        },
        { arbitrary: fc.array(filePart(spec.fileField), { maxLength: 6 }), weight: 1 },
      ),
    )
    .map(([text, files]) => ({
      type: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([text, ...files, Buffer.from(`--${boundary}--\r\n`)]),
    }));
}
