import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { CspDirectives } from './csp.ts';

export interface SecurityHeadersOptions {
  csp: CspDirectives;
}

/** helmet's headers on every answer, with our CSP instead of helmet's default one. */
const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: options.csp },
    // The portal is served over plain HTTP on a laptop; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
    // Same as the CSP's frame-ancestors 'none', for browsers that only know this header.
    frameguard: { action: 'deny' },
  });
};

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
