/**
 * Content-Security-Policy of the portal, in one place. Strict on purpose: no 'unsafe-inline' and
 * no 'unsafe-eval' anywhere, so an injected script or style cannot run. The web app is built to
 * live with it (bundled scripts and stylesheets only).
 */
export type CspDirectives = Record<string, string[]>;

export interface CspOptions {
  /** Hosts a form may post to besides ourselves (a later issue adds the payment providers). */
  formActionHosts?: readonly string[];
  /**
   * The white-label's tag-manager origin, when it has one (spec 000 section 7): its script, the
   * requests it sends and its pixels. Only on that tenant's pages; none by default.
   */
  tagManagerOrigin?: string | null;
}

export function portalCsp({
  formActionHosts = [],
  tagManagerOrigin = null,
}: CspOptions = {}): CspDirectives {
  const tagManager = tagManagerOrigin ? [tagManagerOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...tagManager],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...tagManager],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tagManager],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...formActionHosts],
  };
}

/**
 * Swagger UI's bundle injects one fixed <style> element; allowing exactly that text by its hash
 * (checked in Chromium with swagger-ui 5 of @fastify/swagger-ui 6.1) avoids 'unsafe-inline'.
 * If an upgrade changes it, the docs lose a few styles, nothing else.
 */
const swaggerUiStyleHash = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The API documentation's own policy (Swagger UI at /services/docs), set on its pages only, in
 * place of the portal's: the portal's list plus Swagger UI's one inline style, and no form posts.
 */
export function docsCsp(): CspDirectives {
  const portal = portalCsp();
  return {
    ...portal,
    'style-src': [...(portal['style-src'] ?? []), swaggerUiStyleHash],
    'form-action': ["'none'"],
  };
}

/**
 * The operator console's policy (/operator/), set on its pages and files in place of the
 * portal's: its own bundles and the API only. Nothing from elsewhere, no tag manager, no inline
 * script or style, no <base> (base-uri 'none'), never framed, forms post to the portal alone.
 * It frames blob: URLs besides its own: a claim's PDF is read first, then shown from memory, so
 * a refused file is said in words instead of framed as the server's raw answer.
 */
export function consoleCsp(): CspDirectives {
  return {
    'default-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

export function formatCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
