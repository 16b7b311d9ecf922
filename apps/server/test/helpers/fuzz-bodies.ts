import fc from 'fast-check';
import { componentEncoding, encodePair } from './fuzz-encoding.ts';
import type { FuzzFixtures, FuzzForm } from './fuzz-types.ts';
import { extraFieldName, hostileString } from './fuzz-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';
import { fuzzed, toJsonText, validLooking } from './schema-arbitrary.ts';

/**
 * Request bodies of the fuzz: the documented JSON fuzzed from its schema, the PSPs' forms changed
 * then signed again, and bodies odd in form, content type or bytes.
 */

/** A body and its content type (none: no content-type header). */
export interface FuzzBody {
  type?: string;
  payload: string | Buffer;
}

const jsonType = 'application/json';
const formType = 'application/x-www-form-urlencoded';

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  '*/*',
  ';',
];

/** A JSON text nested `depth` deep: parsers that recurse overflow the stack on it. */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Bodies that are not the documented JSON: broken JSON, bad bytes, wrong or missing types. */
function oddBody(valid: fc.Arbitrary<string>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    valid.map((text) => ({ type: jsonType, payload: text.slice(0, Math.floor(text.length / 2)) })),
    valid.map((text) => ({ type: jsonType, payload: `\ufeff${text}` })),
    valid.map((text) => ({ payload: text })),
    fc
      .tuple(valid, fc.constantFrom(...wrongContentTypes))
      .map(([text, type]) => ({ type, payload: text })),
    fc.constantFrom(
      { type: jsonType, payload: '' },
      { type: jsonType, payload: 'null' },
      { type: jsonType, payload: '"text"' },
      { type: jsonType, payload: '[]' },
      { type: jsonType, payload: '{"__proto__":{"polluted":true}}' },
      { type: jsonType, payload: '{"constructor":{"prototype":{"polluted":true}}}' },
      { type: jsonType, payload: deepJson(5_000) },
      { type: jsonType, payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]) },
      { type: formType, payload: 'a=1&b=%zz&c' },
    ),
  );
}

/** The documented JSON body: fuzzed from its schema, or odd in form, type or bytes. */
export function jsonBodyArbitrary(
  schema: JsonSchema,
  operation: Operation,
  fixtures: FuzzFixtures,
) {
  const withKnown = withKnownFields(schema, operation, fixtures);
  const valid = fc
    .oneof(
      { arbitrary: validLooking(withKnown), weight: 2 },
      { arbitrary: fuzzed(withKnown), weight: 3 },
    )
    .map(toJsonText);
  return fc.oneof(
    { arbitrary: valid.map((payload) => ({ type: jsonType, payload })), weight: 9 },
    { arbitrary: oddBody(valid), weight: 2 },
  );
}

/**
 * The body schema with the fixtures' known values as the only valid ones of their fields (a
 * session id): valid-looking bodies then reach the use case instead of stopping at a lookup.
 */
function withKnownFields(
  schema: JsonSchema,
  operation: Operation,
  fixtures: FuzzFixtures,
): JsonSchema {
  if (schema.type === 'array' && schema.items) {
    return { ...schema, items: withKnownFields(schema.items, operation, fixtures) };
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    return {
      ...schema,
      anyOf: alternatives.map((item) => withKnownFields(item, operation, fixtures)),
    };
  }
  if (schema.type !== 'object' || !schema.properties) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => {
      const known = fixtures.knownValues(operation, name);
      const inner = withKnownFields(property, operation, fixtures);
      return [name, known ? { ...inner, known } : inner];
    }),
  );
  return { ...schema, properties };
}

/** An encoded form: a valid one with fields changed, dropped or added, then mostly signed again. */
export function encodedForm(form: FuzzForm | undefined): fc.Arbitrary<string> {
  const base = form?.fields ?? fc.constant<[string, string][]>([]);
  const change = fc.tuple(fc.nat(), hostileString);
  const mutated = fc
    .tuple(
      base,
      fc.array(change, { maxLength: 2 }),
      fc.oneof(
        { arbitrary: fc.constant<[string, string][]>([]), weight: 3 },
        fc.array(fc.tuple(extraFieldName, hostileString), { minLength: 1, maxLength: 2 }),
      ),
      fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, fc.nat()),
    )
    .map(([pairs, changes, extra, dropped]) => {
      const result = pairs.map(([name, value]): [string, string] => [name, value]);
      for (const [at, value] of changes) {
        const pair = result[at % Math.max(result.length, 1)];
        if (pair) pair[1] = value;
      }
      if (dropped !== null && result.length > 0) result.splice(dropped % result.length, 1);
      return [...result, ...extra];
    });
  return fc
    .tuple(
      fc.oneof({ arbitrary: base, weight: 1 }, { arbitrary: mutated, weight: 4 }),
      componentEncoding,
      fc.integer({ min: 0, max: 5 }),
    )
    .map(([pairs, encode, draw]) => {
      const plain = () => pairs.map(([name, value]) => encodePair(name, value, encode)).join('&');
      if (!form?.seal || draw === 0) return plain();
      try {
        return form.seal(pairs, encode);
      } catch {
        return plain();
      }
    });
}

/** A form body, or the same in another content type or broken. */
export function formBodyArbitrary(operation: Operation, fixtures: FuzzFixtures) {
  const encoded = encodedForm(fixtures.form(operation));
  return fc.oneof(
    { arbitrary: encoded.map((payload) => ({ type: formType, payload })), weight: 8 },
    { arbitrary: oddBody(encoded), weight: 2 },
  );
}
