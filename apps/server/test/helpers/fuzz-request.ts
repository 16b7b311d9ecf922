import fc from 'fast-check';
import type { JsonSchema, Operation, OperationParameter } from './openapi-operations.ts';
import { componentEncoding, headerValue, type TextEncoder } from './fuzz-encoding.ts';
import { extraFieldName, hostileString } from './fuzz-values.ts';
import { fuzzed, toJsonText, validLooking } from './schema-arbitrary.ts';

/** One request of the fuzz, as app.inject takes it. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the fuzz knows of the test data, so that inputs get past the first checks. */
export interface FuzzFixtures {
  /** The host of the operation's tenant (Host header, or x-whitelabel-host where documented). */
  hostOf(operation: Operation): string;
  /** Headers an operation needs to get past authentication (an API key). */
  authHeaders(operation: Operation): fc.Arbitrary<Record<string, string>>;
  /** Values known to be valid for a parameter or body field of the operation (a session id ...). */
  knownValues(operation: Operation, name: string): fc.Arbitrary<string> | undefined;
  /** A valid query of the operation, when it needs more than its required parameters. */
  usualQuery(operation: Operation): fc.Arbitrary<Record<string, string>> | undefined;
  /**
   * A valid form of an operation that takes one (the PSPs' pages and notifications: a body, or
   * the query of a GET), and how to sign it again once the fuzz changed its fields.
   */
  form(operation: Operation): FuzzForm | undefined;
}

export interface FuzzForm {
  fields: fc.Arbitrary<[string, string][]>;
  /** The encoded form with its signature or MAC made again; throws when it cannot be. */
  seal?(fields: [string, string][], encode: TextEncoder): string;
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

/** A parameter's value as a string: known good, valid-looking, or fuzzed (non-strings JSON-encoded). */
function parameterText(
  operation: Operation,
  parameter: OperationParameter,
  fixtures: FuzzFixtures,
): fc.Arbitrary<string> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));
  const known = fixtures.knownValues(operation, parameter.name);
  return fc.oneof(
    ...(known ? [{ arbitrary: known, weight: 4 }] : []),
    { arbitrary: validLooking(parameter.schema).map(asText), weight: 2 },
    { arbitrary: fuzzed(parameter.schema).map(asText), weight: 3 },
  );
}

/** A path with each `{name}` replaced by an encoded value. */
function pathArbitrary(operation: Operation, fixtures: FuzzFixtures): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const segments = names.map((name) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name) ?? {
      name,
      in: 'path' as const,
      required: true,
      schema: { type: 'string' as const },
    };
    return fc
      .tuple(parameterText(operation, parameter, fixtures), componentEncoding)
      .map(([text, encode]) => [name, encode(text)] as const);
  });
  return fc.tuple(...segments).map((values) => {
    let path = operation.path;
    for (const [name, value] of values) path = path.replace(`{${name}}`, value);
    return path;
  });
}

type QueryPair = readonly [string, string];

/**
 * The query string: a usual query (the fixtures' valid one, else required parameters with valid
 * values), then each documented parameter now and then fuzzed, dropped or repeated, and now and
 * then an unknown parameter added.
 */
function queryArbitrary(operation: Operation, fixtures: FuzzFixtures): fc.Arbitrary<string> {
  const documented = operation.parameters.filter((parameter) => parameter.in === 'query');
  const form = fixtures.form(operation);
  if (documented.length === 0 && form) return encodedForm(form);
  if (documented.length === 0 && operation.method !== 'GET') return fc.constant('');
  const usual = fixtures.usualQuery(operation) ?? requiredQuery(operation, documented, fixtures);
  const pairs = documented.map((parameter) => {
    const fuzzedValue = parameterText(operation, parameter, fixtures);
    return fc
      .oneof(
        { arbitrary: fc.constant('usual' as const), weight: 12 },
        { arbitrary: fc.constant('omitted' as const), weight: 1 },
        { arbitrary: fc.array(fuzzedValue, { minLength: 1, maxLength: 2 }), weight: 2 },
      )
      .map((choice) => [parameter, choice] as const);
  });
  const extra = fc.oneof(
    { arbitrary: fc.constant<QueryPair[]>([]), weight: 6 },
    {
      arbitrary: fc.array(fc.tuple(extraFieldName, hostileString), { minLength: 1, maxLength: 2 }),
      weight: 1,
    },
  );
  return fc
    .tuple(usual, fc.tuple(...pairs), extra, componentEncoding, fc.boolean())
    .map(([usualQuery, choices, extraPairs, encode, dropEquals]) => {
      const query: QueryPair[] = [];
      for (const [parameter, choice] of choices) {
        const value = usualQuery[parameter.name];
        if (choice === 'usual') {
          if (value !== undefined) query.push([parameter.name, value]);
        } else if (choice !== 'omitted') {
          for (const text of choice) query.push([parameter.name, text]);
        }
      }
      return [...query, ...extraPairs]
        .map(([name, value]) =>
          dropEquals && value === '' ? encode(name) : encodeQuery(name, value, encode),
        )
        .join('&');
    });
}

/** The required parameters with known or valid values. */
function requiredQuery(
  operation: Operation,
  documented: OperationParameter[],
  fixtures: FuzzFixtures,
): fc.Arbitrary<Record<string, string>> {
  const required = documented.filter((parameter) => parameter.required);
  return fc.record(
    Object.fromEntries(
      required.map((parameter) => [
        parameter.name,
        fixtures.knownValues(operation, parameter.name) ??
          validLooking(parameter.schema).map((value) =>
            typeof value === 'string' ? value : toJsonText(value),
          ),
      ]),
    ),
  );
}

const encodeQuery = (name: string, value: string, encode: TextEncoder) =>
  `${encode(name)}=${encode(value)}`;

/** Header parameters: the tenant host where documented, languages; sometimes hostile. */
function headersArbitrary(
  operation: Operation,
  fixtures: FuzzFixtures,
): fc.Arbitrary<Record<string, string>> {
  const documented = operation.parameters.filter((parameter) => parameter.in === 'header');
  const entries = documented.map((parameter) => {
    const usual =
      parameter.name === 'x-whitelabel-host'
        ? fc.constant(fixtures.hostOf(operation))
        : (fixtures.knownValues(operation, parameter.name) ?? validLooking(parameter.schema));
    const value = fc.oneof(
      { arbitrary: usual.map(String), weight: 6 },
      { arbitrary: hostileString, weight: 1 },
      { arbitrary: fc.constantFrom('', 'localhost', 'unknown.example', 'LOCALHOST:80'), weight: 1 },
    );
    return fc.option(value, { freq: 8 }).map((text) => [parameter.name, text] as const);
  });
  return fc.tuple(fc.tuple(...entries), fixtures.authHeaders(operation)).map(([values, auth]) => {
    // The tenant by Host, as a browser on its domain; x-whitelabel-host, if sent, wins.
    const headers: Record<string, string> = { host: fixtures.hostOf(operation) };
    for (const [name, text] of values) {
      if (text !== null) headers[name] = headerValue(text);
    }
    return { ...headers, ...auth };
  });
}

/** A JSON text nested `depth` deep: parsers that recurse overflow the stack on it. */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Bodies that are not the documented JSON: broken JSON, bad bytes, wrong or missing types. */
function oddBody(
  valid: fc.Arbitrary<string>,
): fc.Arbitrary<{ type?: string; payload: string | Buffer }> {
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
function jsonBodyArbitrary(schema: JsonSchema, operation: Operation, fixtures: FuzzFixtures) {
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
function encodedForm(form: FuzzForm | undefined): fc.Arbitrary<string> {
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
      const plain = () => pairs.map(([name, value]) => encodeQuery(name, value, encode)).join('&');
      if (!form?.seal || draw === 0) return plain();
      try {
        return form.seal(pairs, encode);
      } catch {
        return plain();
      }
    });
}

/** A form body, or the same in another content type or broken. */
function formBodyArbitrary(operation: Operation, fixtures: FuzzFixtures) {
  const encoded = encodedForm(fixtures.form(operation));
  return fc.oneof(
    { arbitrary: encoded.map((payload) => ({ type: formType, payload })), weight: 8 },
    { arbitrary: oddBody(encoded), weight: 2 },
  );
}

/** Every request of the fuzz for one operation. */
export function requestArbitrary(
  operation: Operation,
  fixtures: FuzzFixtures,
): fc.Arbitrary<FuzzRequest> {
  const body =
    operation.method === 'GET'
      ? fc.constant(undefined)
      : operation.jsonBody
        ? jsonBodyArbitrary(operation.jsonBody, operation, fixtures)
        : formBodyArbitrary(operation, fixtures);
  return fc
    .tuple(
      pathArbitrary(operation, fixtures),
      queryArbitrary(operation, fixtures),
      headersArbitrary(operation, fixtures),
      body,
    )
    .map(([path, query, headers, content]) => ({
      method: operation.method,
      url: query === '' ? path : `${path}?${query}`,
      headers: content?.type === undefined ? headers : { ...headers, 'content-type': content.type },
      ...(content ? { payload: content.payload } : {}),
    }));
}
