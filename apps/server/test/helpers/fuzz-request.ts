import fc from 'fast-check';
import { encodedForm, formBodyArbitrary, jsonBodyArbitrary } from './fuzz-bodies.ts';
import { componentEncoding, encodePair, headerValue } from './fuzz-encoding.ts';
import { multipartBodyArbitrary } from './fuzz-multipart.ts';
import type { FuzzFixtures, FuzzRequest } from './fuzz-types.ts';
import { extraFieldName, hostileString } from './fuzz-values.ts';
import type { Operation, OperationParameter } from './openapi-operations.ts';
import { fuzzed, toJsonText, validLooking } from './schema-arbitrary.ts';

export type { FuzzFixtures, FuzzForm, FuzzRequest } from './fuzz-types.ts';

/**
 * Every request of the fuzz for one operation: its path parameters, query and headers from the
 * operation's parameters (usual values with one now and then fuzzed, dropped, repeated or
 * encoded oddly), and its body (fuzz-bodies.ts).
 */

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
          dropEquals && value === '' ? encode(name) : encodePair(name, value, encode),
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

/** Every request of the fuzz for one operation. */
export function requestArbitrary(
  operation: Operation,
  fixtures: FuzzFixtures,
): fc.Arbitrary<FuzzRequest> {
  const multipart = fixtures.multipart(operation);
  const body =
    operation.method === 'GET'
      ? fc.constant(undefined)
      : operation.jsonBody
        ? jsonBodyArbitrary(operation.jsonBody, operation, fixtures)
        : multipart
          ? fc.oneof(
              { arbitrary: multipartBodyArbitrary(multipart), weight: 8 },
              { arbitrary: formBodyArbitrary(operation, fixtures), weight: 1 },
            )
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
