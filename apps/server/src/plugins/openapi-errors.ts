import { STATUS_CODES } from 'node:http';
import {
  bodyOperationErrors,
  errorEnvelopeSchema,
  type ErrorStatus,
  everyOperationErrors,
  mergeErrorTables,
  whitelabelOperationErrors,
} from '@portico/contract';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { declaredErrorsOf } from './operation-errors.ts';
import { operationIdOf } from './operation-ids.ts';

const envelopeRef = '#/components/schemas/ErrorEnvelope';

/**
 * Each error answer of an operation, as the document shows it: the shared envelope ($ref), its
 * `message` narrowed to the codes this operation answers with that status, which the answer's
 * description names too (issue 27 section 4: not the whole catalogue in every answer).
 */
function errorAnswer(status: ErrorStatus, codes: readonly string[]) {
  return {
    // @fastify/swagger's key for the answer's description, kept out of its schema.
    'x-response-description': `${STATUS_CODES[status] ?? 'Error'}: ${codes.join(', ')}`,
    allOf: [{ $ref: envelopeRef }],
    properties: { message: { enum: codes } },
  };
}

/** The Zod-to-JSON-Schema transform of each route, then its error answers narrowed. */
export const transformWithErrors: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const response = output.schema.response as Record<string, unknown> | undefined;
  if (!response || output.schema.hide) return output;
  const method = [input.route.method].flat()[0] ?? 'GET';
  const url = input.route.url;
  const table = declaredErrorsOf(method, url, operationIdOf(method, url));
  const schemas = (input.schema.response ?? {}) as Record<string, unknown>;
  const narrowed = { ...response };
  for (const [status, codes] of Object.entries(table) as [`${ErrorStatus}`, string[]][]) {
    // A route's own schema of that status (not the envelope) is documented as it is.
    if (schemas[status] !== errorEnvelopeSchema) continue;
    narrowed[status] = errorAnswer(Number(status) as ErrorStatus, codes);
  }
  return { ...output, schema: { ...output.schema, response: narrowed } };
};

/** A shared answer's component name: its one code in Pascal case (`TooManyRequests`). */
const componentName = (code: string) =>
  code.replace(/(^|_)([a-z])/g, (_match, _separator, letter: string) => letter.toUpperCase());

/** The answers most operations share, by `status code`: written once, as components. */
const sharedAnswers = new Map(
  Object.entries(
    mergeErrorTables(everyOperationErrors, whitelabelOperationErrors, bodyOperationErrors),
  ).flatMap(([status, codes]) => codes.map((code) => [`${status} ${code}`, componentName(code)])),
);

interface DocumentAnswer {
  $ref?: string;
  content?: Record<string, { schema?: { properties?: { message?: { enum?: unknown[] } } } }>;
}
type DocumentOperations = Record<string, Record<string, { responses?: Record<string, unknown> }>>;
interface OpenApiDocument {
  paths?: DocumentOperations;
  components?: { responses?: Record<string, unknown>; schemas?: Record<string, unknown> };
}

/**
 * The whole document, then each error answer that is one of the shared ones (a single shared
 * code: 429 too_many_requests, 503 service_unavailable...) replaced by a $ref to its component
 * in `components.responses`, so the document does not repeat them per operation.
 */
export const transformObjectWithErrors: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument;
  const components: Record<string, unknown> = { ...document.components?.responses };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const codes = Object.values((answer as DocumentAnswer).content ?? {})[0]?.schema?.properties
          ?.message?.enum;
        const name =
          codes?.length === 1 ? sharedAnswers.get(`${status} ${String(codes[0])}`) : undefined;
        if (!name || !operation.responses) continue;
        components[name] ??= answer;
        operation.responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  const factored = { ...document, components: { ...document.components, responses: components } };
  return withoutUnusedSchemas(factored);
};

/**
 * The document without component schemas nothing refers to: the Zod registry writes an input
 * and an output variant of each named schema, and only one is used (a second catalogue of codes
 * in ErrorEnvelopeInput, for one).
 */
function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify(document);
  const used = Object.entries(schemas).filter(([name]) =>
    text.includes(`"#/components/schemas/${name}"`),
  );
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(used) } };
}
