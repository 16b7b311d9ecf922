import {
  isErrorCode,
  whitelabelHostHeader,
  type Language,
  type RouteNameOf,
  type RouteQuery,
} from '@portico/contract';
import { accessTokenFor, ApiError, requestUrl, type WireRequest } from './api-client.ts';
import type { ApiAnswer, UploadRoute } from './api-route-types.ts';
import { apiTransport } from './api-transport.ts';
import { clearToken, readToken } from './user-token.ts';

/** An upload of a route: its query as the contract types it, and its multipart body. */
export interface UploadRequest<Route extends UploadRoute> {
  language: Language;
  query?: RouteQuery<RouteNameOf<Route>>;
  body: FormData;
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** The envelope's code of an error answer (`{ "message": "<code>" }`), if the web knows it. */
function errorOfText(status: number, text: string): ApiError {
  try {
    const envelope: unknown = JSON.parse(text);
    const message =
      typeof envelope === 'object' && envelope !== null
        ? (envelope as { message?: unknown }).message
        : undefined;
    return new ApiError(status, isErrorCode(message) ? message : null, [], envelope);
  } catch {
    return new ApiError(status, null);
  }
}

/**
 * A multipart call whose upload progress the page shows (a claim's files: up to 5 MB on a phone's
 * network). fetch reports no upload progress without request streams, which Chromium sends only
 * over HTTP/2, so this goes through XMLHttpRequest, with the headers every call carries
 * (lib/api-client.ts): language, white-label host and the signed-in visitor's bearer.
 */
export async function apiUpload<Route extends UploadRoute>(
  route: Route,
  request: NoInfer<UploadRequest<Route>>,
): Promise<ApiAnswer<Route>> {
  const token = await accessTokenFor(request.language);
  const transport = apiTransport();
  const wire: WireRequest = { language: request.language, query: request.query };
  const url = requestUrl(route, wire, transport.origin);

  return new Promise<ApiAnswer<Route>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, url.href);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', request.language);
    xhr.setRequestHeader(whitelabelHostHeader, transport.hostname);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token.accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      if (xhr.status === 401 && token && readToken()?.accessToken === token.accessToken) {
        clearToken();
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorOfText(xhr.status, xhr.responseText));
        return;
      }
      request.onProgress?.(1);
      try {
        resolve(
          (xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText)) as ApiAnswer<Route>,
        );
      } catch {
        reject(new ApiError(xhr.status, null));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
