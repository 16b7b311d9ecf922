import {
  buildPath,
  errorEnvelopeSchema,
  whitelabelHostHeader,
  type ErrorCode,
  type Language,
  type RouteDefinition,
} from '@portico/contract';

/** A failed call: the HTTP status (0 without an answer) and the server's error code, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
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

function requestUrl(route: RouteDefinition, request: ApiRequest<unknown>): URL {
  const url = new URL(buildPath(route.path, request.params), window.location.origin);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

async function errorCode(response: Response): Promise<ErrorCode | null> {
  try {
    const parsed = errorEnvelopeSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
}

/** Calls one route of the contract's table and validates the answer with the contract's schema. */
export async function apiRequest<T>(route: RouteDefinition, request: ApiRequest<T>): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': request.language,
    [whitelabelHostHeader]: window.location.hostname,
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(requestUrl(route, request), {
      method: route.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, await errorCode(response));
  try {
    return request.schema.parse(await response.json());
  } catch {
    throw new ApiError(response.status, null);
  }
}
