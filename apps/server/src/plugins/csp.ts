/**
 * Content-Security-Policy of the portal, in one place. Strict on purpose: no 'unsafe-inline' and
 * no 'unsafe-eval' anywhere, so an injected script or style cannot run. The web app is built to
 * live with it (bundled scripts and stylesheets only).
 */
export type CspDirectives = Record<string, string[]>;

export interface CspOptions {
  /** Hosts a form may post to besides ourselves (a later issue adds the payment providers). */
  formActionHosts?: readonly string[];
}

export function portalCsp({ formActionHosts = [] }: CspOptions = {}): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...formActionHosts],
  };
}

/**
 * The API documentation's own policy (Swagger UI at /services/docs). Swagger UI only needs its
 * bundled files, so this is as strict as the portal's; it differs only where the docs need it:
 * no form posts at all.
 */
export function docsCsp(): CspDirectives {
  return { ...portalCsp(), 'form-action': ["'none'"] };
}

export function formatCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
