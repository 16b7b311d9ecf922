import {
  buildPath,
  isErrorCode,
  whitelabelHostHeader,
  type ContractRoute,
  type ErrorCode,
  type FileRoute,
  type JsonRoute,
  type RouteAnswer,
  type RouteRequest,
} from '@portico/contract';

/** One console call, typed by the contract's route table (route-request.ts). */
export type ConsoleRequest<Route extends ContractRoute> = RouteRequest<Route, never, AbortSignal>;

/** A failed call: the HTTP status (0 without an answer) and the server's error code, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;

  constructor(status: number, code: ErrorCode | null) {
    super(`API error ${status}${code ? ` (${code})` : ''}`);
    this.status = status;
    this.code = code;
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const envelope: unknown = await response.json();
    const message =
      typeof envelope === 'object' && envelope !== null && 'message' in envelope
        ? envelope.message
        : null;
    return new ApiError(response.status, isErrorCode(message) ? message : null);
  } catch {
    return new ApiError(response.status, null);
  }
}

/**
 * The URL of a route with its path parameters and its query (a plain link uses it too: the
 * audit log's CSV file).
 */
export function routeUrl(
  path: string,
  params: Record<string, string> | undefined,
  query: object | undefined,
): URL {
  const url = new URL(buildPath(path, params), window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/** What send() reads of any route's request (each caller's own type is the route's). */
interface SentRequest {
  language: string;
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sends one call of the contract's table from the page's own origin. The white-label is the
 * page's host, named in the header as the portal does; the browser adds the Origin header the
 * staff calls require and the session cookie (same origin). A refusal is thrown as its ApiError,
 * no answer at all as status 0.
 */
async function send(route: ContractRoute, request: SentRequest, accept: string): Promise<Response> {
  const headers: Record<string, string> = {
    accept,
    'accept-language': request.language,
    [whitelabelHostHeader]: window.location.hostname,
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(routeUrl(route.path, request.params, request.query), {
      method: route.method,
      headers,
      credentials: 'same-origin',
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

/**
 * Calls one JSON route. Answers are typed, not parsed: they come from the server that builds
 * them to the contract's schemas, and Zod stays out of the bundle.
 */
export async function apiRequest<Route extends JsonRoute>(
  route: Route,
  request: NoInfer<ConsoleRequest<Route>>,
): Promise<RouteAnswer<Route>> {
  const response = await send(route, request, 'application/json');
  const text = await response.text();
  try {
    return (text === '' ? undefined : JSON.parse(text)) as RouteAnswer<Route>;
  } catch {
    throw new ApiError(response.status, null);
  }
}

/** Reads one file route's answer whole, or throws its refusal as apiRequest does. */
export async function apiFileRequest<Route extends FileRoute>(
  route: Route,
  request: NoInfer<ConsoleRequest<Route>>,
): Promise<Blob> {
  const response = await send(route, request, '*/*');
  try {
    return await response.blob();
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
}
