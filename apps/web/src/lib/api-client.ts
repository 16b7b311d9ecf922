import {
  buildPath,
  isErrorCode,
  routes,
  whitelabelHostHeader,
  type ErrorCode,
  type ErrorEnvelope,
  type Language,
  type RouteDefinition,
} from '@portico/contract';
import type { ApiAnswer, ApiRequest, FileRoute, JsonRoute } from './api-route-types.ts';
import { apiTransport } from './api-transport.ts';
import { freshToken } from './token-refresh.ts';
import { clearToken, readToken, type StoredToken } from './user-token.ts';

export type ErrorDetails = NonNullable<ErrorEnvelope['details']>;

/**
 * A failed call: the HTTP status (0 without an answer), the server's error code, if any, and its
 * field problems (e.g. `body.billingInfo.email` of an invalid_request).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly details: ErrorDetails;
  /** The whole error answer, for the few that say more than a code (an import's row report). */
  readonly body: unknown;

  constructor(
    status: number,
    code: ErrorCode | null,
    details: ErrorDetails = [],
    body: unknown = undefined,
  ) {
    super(`API error ${status}${code ? ` (${code})` : ''}`);
    this.status = status;
    this.code = code;
    this.details = details;
    this.body = body;
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * One call as it goes on the wire. Callers use the typed ApiRequest of their route
 * (api-route-types.ts). Answers are typed by the contract but not parsed in the browser: the
 * server builds each answer to the contract's type and, on most routes, serializes it through the
 * contract's schema, so parsing it again here would only cost the visitor Zod's weight (about
 * 30 KB compressed) on every page. Runtime checks stay where the data does not come straight from
 * the server: forms (the contract's schemas, in the form pages' own chunks) and what is read back
 * from storage.
 */
export interface WireRequest {
  language: Language;
  params?: Record<string, string> | undefined;
  // Its values as the URL carries them: String(value), a list as `a,b`.
  query?: object | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** The URL of a call: the route's path with its parameters, and its query. */
export function requestUrl(route: RouteDefinition, request: WireRequest, origin: string): URL {
  const url = new URL(buildPath(route.path, request.params), origin);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/** The error envelope's code, if it is one the web knows, and its field problems. */
async function errorOf(response: Response): Promise<ApiError> {
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    return new ApiError(response.status, null); // Not JSON: no code.
  }
  if (typeof envelope !== 'object' || envelope === null) return new ApiError(response.status, null);
  const { message, details } = envelope as Partial<Record<keyof ErrorEnvelope, unknown>>;
  return new ApiError(
    response.status,
    isErrorCode(message) ? message : null,
    Array.isArray(details) ? details.filter(isErrorDetail) : [],
  );
}

function isErrorDetail(detail: unknown): detail is ErrorDetails[number] {
  if (typeof detail !== 'object' || detail === null) return false;
  const { path, code } = detail as Record<string, unknown>;
  return typeof path === 'string' && typeof code === 'string';
}

/** The calls that renew the token: they send the refresh token alone, never the bearer. */
const tokenRefreshRoutes: readonly RouteDefinition[] = [
  routes.refreshUserToken,
  routes.refreshRenterToken,
];

/** Spec 000 section 7: a customer's token is renewed by the customers' call, a renter's by theirs. */
function refreshCall(language: Language) {
  return (token: StoredToken) =>
    apiRequest(
      token.accountType === 'renter' ? routes.refreshRenterToken : routes.refreshUserToken,
      { language, body: { refreshToken: token.refreshToken } },
    );
}

/**
 * The signed-in visitor's token for a call (spec 000 section 6: every call but the refresh
 * carries it), refreshed first when it expires; null when disconnected.
 */
export function accessTokenFor(language: Language): Promise<StoredToken | null> {
  return freshToken(refreshCall(language));
}

/** Sends one call with the headers every call carries; a refused call or an error status throws. */
async function send(
  route: RouteDefinition,
  request: WireRequest,
  accept: string,
): Promise<Response> {
  const token = tokenRefreshRoutes.includes(route) ? null : await accessTokenFor(request.language);
  const transport = apiTransport();
  const headers: Record<string, string> = {
    accept,
    'accept-language': request.language,
    [whitelabelHostHeader]: transport.hostname,
  };
  if (token) headers.authorization = `Bearer ${token.accessToken}`;
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
  // Spec 000 sections 6 and 8: a 401 to a signed-in call signs the visitor out (in every tab),
  // unless the token was replaced meanwhile (a refresh, a new sign-in).
  if (response.status === 401 && token && readToken()?.accessToken === token.accessToken) {
    clearToken();
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/**
 * Calls one route of the contract's table: its request and its answer are the contract's types
 * of that route (see WireRequest for why the answer is not parsed). An empty body (202, 204) is
 * undefined.
 */
export async function apiRequest<Route extends JsonRoute>(
  route: Route,
  request: NoInfer<ApiRequest<Route>>,
): Promise<ApiAnswer<Route>> {
  const response = await send(route, request, 'application/json');
  try {
    const text = await response.text();
    return (text === '' ? undefined : JSON.parse(text)) as ApiAnswer<Route>;
  } catch {
    throw new ApiError(response.status, null);
  }
}

/** Calls a route that answers a file (a PDF receipt, an export): the body as a Blob. */
export async function apiBlobRequest<Route extends FileRoute>(
  route: Route,
  request: NoInfer<ApiRequest<Route>> & { accept: string },
): Promise<Blob> {
  const response = await send(route, request, request.accept);
  try {
    return await response.blob();
  } catch {
    throw new ApiError(response.status, null);
  }
}
