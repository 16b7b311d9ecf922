import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { CspDirectives } from './csp.ts';

export interface SecurityHeadersOptions {
  csp: CspDirectives;
  /** Send Strict-Transport-Security (production, where TLS is terminated in front of us). */
  hsts: boolean;
}

/** helmet's headers on every answer, with our CSP instead of helmet's default one. */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: options.csp },
    // Browsers ignore HSTS over plain HTTP, but a laptop on http://localhost should not send it
    // at all; in production the portal is only reachable through TLS.
    strictTransportSecurity: options.hsts
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
    // Same as the CSP's frame-ancestors 'none', for browsers that only know this header.
    frameguard: { action: 'deny' },
  });
};

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
