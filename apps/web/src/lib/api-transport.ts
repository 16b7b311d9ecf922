/**
 * Where API calls go and as which site. In the browser: the page's own origin and host, through
 * fetch. On the server, while a page is rendered, the renderer installs a resolver that answers
 * the transport of the request being rendered (its white-label host, an in-process fetch), so the
 * loaders and queries of the first paint call the same API, with the same cache, as the browser.
 */
export interface ApiTransport {
  /** Origin URLs are resolved against, e.g. https://www.a79.fr. */
  origin: string;
  /** The white-label host the calls speak for. */
  hostname: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const browserTransport = (): ApiTransport => ({
  origin: window.location.origin,
  hostname: window.location.hostname,
  fetch: (url, init) => fetch(url, init),
});

let resolveTransport: () => ApiTransport = browserTransport;

export function apiTransport(): ApiTransport {
  return resolveTransport();
}

/** Server rendering only: answers the transport of the request in progress. */
export function setApiTransportResolver(resolver: () => ApiTransport): void {
  resolveTransport = resolver;
}
