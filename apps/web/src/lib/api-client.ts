import {
  buildPath,
  errorEnvelopeSchema,
  whitelabelHostHeader,
  type ErrorCode,
  type ErrorEnvelope,
  type Language,
  type RouteDefinition,
} from '@portico/contract';
import { apiTransport } from './api-transport.ts';

export type ErrorDetails = NonNullable<ErrorEnvelope['details']>;

/**
 * A failed call: the HTTP status (0 without an answer), the server's error code, if any, and its
 * field problems (e.g. `body.billingInfo.email` of an invalid_request).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    readonly details: ErrorDetails = [],
  ) {
    super(`API error ${status}${code ? ` (${code})` : ''}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface Parser<T> {
  parse(data: unknown): T;
}

export interface ApiRequest<T> {
  language: Language;
  schema: Parser<T>;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

function requestUrl(
  route: RouteDefinition,
  request: Omit<ApiRequest<unknown>, 'schema'>,
  origin: string,
): URL {
  const url = new URL(buildPath(route.path, request.params), origin);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const parsed = errorEnvelopeSchema.safeParse(await response.json());
    if (parsed.success) {
      return new ApiError(response.status, parsed.data.message, parsed.data.details);
    }
  } catch {
    // Not JSON: no code.
  }
  return new ApiError(response.status, null);
}

/** Sends one call with the headers every call carries; a refused call or an error status throws. */
async function send(
  route: RouteDefinition,
  request: Omit<ApiRequest<unknown>, 'schema'>,
  accept: string,
): Promise<Response> {
  const transport = apiTransport();
  const headers: Record<string, string> = {
    accept,
    'accept-language': request.language,
    [whitelabelHostHeader]: transport.hostname,
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await transport.fetch(requestUrl(route, request, transport.origin).href, {
      method: route.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** Calls one route of the contract's table and validates the answer with the contract's schema. */
export async function apiRequest<T>(route: RouteDefinition, request: ApiRequest<T>): Promise<T> {
  const response = await send(route, request, 'application/json');
  try {
    // An empty body (202, 204) reaches the schema as undefined.
    const text = await response.text();
    return request.schema.parse(text === '' ? undefined : JSON.parse(text));
  } catch {
    throw new ApiError(response.status, null);
  }
}

/** Calls a route that answers a file (a PDF receipt, an export): the body as a Blob. */
export async function apiBlobRequest(
  route: RouteDefinition,
  request: Omit<ApiRequest<unknown>, 'schema'> & { accept: string },
): Promise<Blob> {
  const response = await send(route, request, request.accept);
  try {
    return await response.blob();
  } catch {
    throw new ApiError(response.status, null);
  }
}
