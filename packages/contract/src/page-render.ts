/**
 * The seam between the server and the web app's server renderer. The web build emits a module
 * (apps/web/dist-ssr/entry-server.js) whose `createPageRenderer` the server loads from disk at
 * boot: the server never imports the web's source, and the web never imports the server. Types
 * only: nothing here runs.
 */

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields the renderer reads. */
export interface BuildManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, BuildManifestChunk>;

export interface PageRendererOptions {
  manifest: BuildManifest;
  /** A render failed after its first bytes left (the browser renders that part instead). */
  reportError: (error: unknown) => void;
}

/**
 * One API call of a render, answered in-process. Plain data rather than the Fetch API's types: the
 * contract names no platform (the web side turns it into a Response).
 */
export interface PageApiCall {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PageApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the renderer needs of an AbortSignal (both platforms' signals have it). */
export interface PageRenderSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}

/** A page request as the server received it, with what the renderer needs to call the API. */
export interface PageRenderRequest {
  /** Path and query, e.g. /it/form/payment?x=1. */
  url: string;
  /** The site's origin for absolute links and API URLs, e.g. https://www.a79.fr. */
  origin: string;
  /** The white-label host the page is rendered for. */
  hostname: string;
  /** The visitor's Accept-Language: a page outside the languages goes to the preferred one. */
  acceptLanguage: string | undefined;
  /**
   * The visitor's Cookie header. The page reads one cookie of its own from it, the cookie-consent
   * choice, so a first visit's banner is in the first paint and a returning visitor's is not.
   */
  cookie: string | undefined;
  /** Calls the API in-process (same routes, same cache, no network): path and query of `url`. */
  apiFetch: (url: string, call: PageApiCall) => Promise<PageApiAnswer>;
  /** Aborted when the visitor goes away or the render takes too long. */
  signal: PageRenderSignal;
}

export type PageRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: AsyncIterable<Uint8Array | string> };

export interface PageRenderer {
  render(request: PageRenderRequest): Promise<PageRenderResult>;
}

export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;
