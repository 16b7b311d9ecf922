import type { Arbitrary } from 'fast-check';

/**
 * The operations of the app's OpenAPI document, read the way a client generator would: each
 * method + path with its parameters and request body schemas. The fuzz derives its inputs from
 * them, so a route added to the document is fuzzed without touching the test.
 */

/** The part of JSON Schema the contract's Zod schemas produce (fastify-type-provider-zod). */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  enum?: readonly unknown[];
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  /** Not from the document: values the fuzz knows are valid here (a live session id). */
  known?: Arbitrary<string>;
}

export type ParameterLocation = 'path' | 'query' | 'header';

export interface OperationParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` templates. */
  path: string;
  parameters: OperationParameter[];
  /** The documented JSON body, if any. */
  jsonBody: JsonSchema | undefined;
  /** Whether the document asks for an API key. */
  secured: boolean;
}

interface DocumentOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
const locations = new Set<string>(['path', 'query', 'header']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (operation.parameters ?? [])
          .filter((parameter) => locations.has(parameter.in))
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in as ParameterLocation,
            required: parameter.required ?? false,
            schema: parameter.schema ?? { type: 'string' },
          })),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security ?? []).length > 0,
      })),
  );
}

/** `GET /services/v1/payments/{id}`: how failures and the allowlist name an operation. */
export const operationName = (operation: Pick<Operation, 'method' | 'path'>): string =>
  `${operation.method} ${operation.path}`;
