import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';
import {
  edgeDateText,
  extraFieldName,
  hostileNumber,
  hostileString,
  wrongType,
} from './fuzz-values.ts';

/**
 * JSON Schema to fast-check: `validLooking` makes values the schema accepts (or nearly: a pattern
 * or format the generator cannot honour exactly), `fuzzed` mixes them with boundary values,
 * hostile texts and numbers, wrong types, missing required and extra fields. Most of a fuzzed
 * object stays valid, so one bad field at a time gets past the others' checks.
 */

/** A JSON number literal no double can hold, kept as text to the body (see toJsonText). */
export class RawJsonNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const hugeNumberLiteral = fc
  .constantFrom(
    '9223372036854775808',
    '-9223372036854775809',
    '123456789012345678901234567890',
    '1e400',
    '-1e400',
    '1.0000000000000000000000001',
    '2147483648.0',
    '1E2',
  )
  .map((text) => new RawJsonNumber(text));

/** JSON text of a generated value, with RawJsonNumber leaves written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJsonNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const day = 86_400_000;

/** An ISO date-time near now (what a client sends), in UTC or with an offset. */
const recentDateTime = fc
  .tuple(
    fc.integer({ min: -40 * day, max: 2 * day }),
    fc.constantFrom('Z', '+01:00', '+02:00', '-05:00', '+14:00'),
  )
  .map(([shift, zone]) => {
    const iso = new Date(Date.now() + shift).toISOString();
    return zone === 'Z' ? iso : iso.replace('Z', zone);
  });

const emailAddress = fc.oneof(
  fc.constant('marie.dupont@example.fr'),
  fc.emailAddress().filter((address) => address.length <= 100),
);

/** How long generated ordinary strings get (limits are tested by the boundary values). */
const usualLength = 24;

function patternString(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = schema;
  // `^[class]+$` with a length range (ids): characters of the class, lengths of the range;
  // filtering free matches by length would reject almost all of them.
  const repeated = /^\^(\[[^\]]+\])[+*]\$$/.exec(schema.pattern ?? '');
  if (repeated) {
    return fc.string({
      unit: fc.stringMatching(new RegExp(`^${repeated[1]}$`)),
      minLength: Math.max(minLength, 1),
      maxLength: Math.min(maxLength, Math.max(minLength, usualLength)),
    });
  }
  return fc
    .stringMatching(new RegExp(schema.pattern ?? ''))
    .filter((text) => text.length >= minLength && text.length <= maxLength);
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return recentDateTime;
  // The contract's pattern is stricter than RFC addresses: it wins over the format.
  if (schema.pattern !== undefined) return patternString(schema);
  if (schema.format === 'email') return emailAddress;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? usualLength, Math.max(minLength, usualLength));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  return schema.type === 'integer'
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

export function validLooking(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.known) {
    return fc.oneof(
      { arbitrary: schema.known, weight: 9 },
      validLooking({ ...schema, known: undefined }),
    );
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validLooking));
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'number':
    case 'integer':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validLooking(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name in properties);
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, validLooking(property)]),
    ),
    { requiredKeys: required },
  );
}

/** Values at and just past the schema's limits. */
function boundary(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  switch (schema.type) {
    case 'string': {
      const lengths = [schema.minLength, schema.maxLength]
        .filter((length): length is number => length !== undefined)
        .flatMap((length) => [length - 1, length, length + 1])
        .filter((length) => length >= 0);
      if (lengths.length === 0) return undefined;
      return fc
        .tuple(fc.constantFrom(...lengths), fc.constantFrom('a', '7', 'é', '😀'))
        .map(([length, character]) => character.repeat(length).slice(0, length));
    }
    case 'number':
    case 'integer': {
      const limits = [schema.minimum, schema.maximum]
        .filter((limit): limit is number => limit !== undefined)
        .flatMap((limit) => [limit - 1, limit, limit + 1]);
      return fc.oneof(
        ...(limits.length ? [fc.constantFrom(...limits)] : []),
        hostileNumber,
        hugeNumberLiteral,
      );
    }
    case 'array': {
      const items = schema.items ?? {};
      if (schema.maxItems === undefined) return undefined;
      // One past the limit (the whole list refused); a full list only when it is small.
      const lengths = [schema.maxItems + 1, ...(schema.maxItems <= 50 ? [schema.maxItems] : [])];
      return fc
        .tuple(fc.constantFrom(...lengths), validLooking(items))
        .map(([length, item]) => Array.from({ length }, () => item));
    }
    default:
      return undefined;
  }
}

/** A hostile value of the schema's own type. */
function hostileOfType(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  switch (schema.type) {
    case 'string':
      return schema.format === 'date-time' ? fc.oneof(edgeDateText, hostileString) : hostileString;
    case 'number':
    case 'integer':
      return fc.oneof(hostileNumber, hugeNumberLiteral);
    default:
      return undefined;
  }
}

export function fuzzed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (schema.type === 'object') return fuzzedObject(schema);
  if (schema.type === 'array') return fuzzedArray(schema);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: validLooking(schema), weight: 3 },
    { arbitrary: wrongType, weight: 1 },
  ];
  if (alternatives) {
    choices.push({ arbitrary: fc.oneof(...alternatives.map(fuzzed)), weight: 3 });
  }
  const edge = boundary(schema);
  if (edge) choices.push({ arbitrary: edge, weight: 2 });
  const hostile = hostileOfType(schema);
  if (hostile) choices.push({ arbitrary: hostile, weight: 3 });
  return fc.oneof(...choices);
}

function fuzzedArray(schema: JsonSchema): fc.Arbitrary<unknown> {
  const items = schema.items ?? {};
  const list = fc.array(fc.oneof({ arbitrary: validLooking(items), weight: 2 }, fuzzed(items)), {
    minLength: schema.minItems ?? 0,
    maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
  });
  const edge = boundary(schema);
  return fc.oneof(
    { arbitrary: list, weight: 6 },
    { arbitrary: wrongType, weight: 1 },
    ...(edge ? [{ arbitrary: edge, weight: 1 }] : []),
  );
}

function fuzzedObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const requiredKeys = (schema.required ?? []).filter((name) => name in properties);
  const fieldsOf = (pick: (property: JsonSchema) => fc.Arbitrary<unknown>) =>
    fc.record(Object.fromEntries(names.map((name) => [name, pick(properties[name] ?? {})])), {
      requiredKeys,
    });
  // Mostly one bad field among valid ones (it then reaches the check that reads it; a nested
  // object has one bad field of its own), else each field bad now and then.
  const oneBadField =
    names.length === 0
      ? fieldsOf(validLooking)
      : fc
          .tuple(
            fieldsOf(validLooking),
            fc
              .constantFrom(...names)
              .chain((name) =>
                fuzzed(properties[name] ?? {}).map((value) => [name, value] as const),
              ),
          )
          .map(([record, [name, value]]) => ({ ...record, [name]: value }));
  const someBadFields = fieldsOf((property) =>
    fc.oneof({ arbitrary: validLooking(property), weight: 6 }, fuzzed(property)),
  );
  // Then maybe one field dropped and a few extra fields added.
  const object = fc
    .tuple(
      fc.oneof({ arbitrary: oneBadField, weight: 3 }, someBadFields),
      fc.oneof(
        { arbitrary: fc.constant(null), weight: 6 },
        fc.constantFrom(...(names.length ? names : [''])),
      ),
      fc.dictionary(extraFieldName, wrongType, { minKeys: 1, maxKeys: 2 }),
      fc.integer({ min: 0, max: 5 }).map((draw) => draw === 0),
    )
    .map(([record, dropped, extra, withExtra]) => {
      const result: Record<string, unknown> = { ...record };
      if (dropped !== null) delete result[dropped];
      if (withExtra) {
        for (const [key, value] of Object.entries(extra)) {
          Object.defineProperty(result, key, { value, enumerable: true, writable: true });
        }
      }
      return result;
    });
  return fc.oneof({ arbitrary: object, weight: 8 }, { arbitrary: wrongType, weight: 1 });
}
