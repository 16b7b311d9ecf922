import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { CspDirectives } from './csp.ts';

export interface SecurityHeadersOptions {
  csp: CspDirectives;
  /** Send Strict-Transport-Security (production, where TLS is terminated in front of us). */
  hsts: boolean;
}

/** helmet's options: its defaults, with our CSP instead of its default one. */
function helmetOptions({ csp, hsts }: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    // Browsers ignore HSTS over plain HTTP, but a laptop on http://localhost should not send it
    // at all; in production the portal is only reachable through TLS.
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Same as the CSP's frame-ancestors 'none', for browsers that only know this header.
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet sends with these options, asked of helmet once. None depends on the request
 * (no nonce, no per-route policy), so every answer gets the same values; helmet's own Fastify
 * plugin built its middleware again for every request (parsing the CSP directives each time),
 * about 4 % of the server's CPU under the lookup benchmark.
 */
export function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let finished = false;
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // helmet's middleware is synchronous; if a release made it otherwise, fail at boot.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.fromEntries(headers);
}

/** helmet's headers on every answer (API, pages, static files, errors), with our CSP. */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const headers = securityHeaderValues(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
};

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
