import { AppError } from '../../shared/app-error.ts';
import { normalizeHost } from './domain.ts';
import type { TenantRequest, TenantResolver } from './tenant-resolver.ts';

/**
 * The portal's own origin for a request of a white-label: where the PSPs send the browser back
 * and post their notifications (issue 9 item 3). Built on the configured public origin (its scheme
 * and port), never on what the request says: the request only chooses, among the hosts the
 * white-label lists in the database, the one the visitor is on (x-whitelabel-host, else Host), so
 * that the browser comes back to the same site and its storage. Any other host, a forged one
 * included, gives the public origin itself.
 */
export function portalOrigin(
  publicOrigin: string,
  tenantHosts: readonly string[],
  requestHosts: readonly (string | undefined)[],
): string {
  const origin = new URL(publicOrigin);
  for (const candidate of requestHosts) {
    const host = candidate === undefined ? null : normalizeHost(candidate);
    if (host !== null && tenantHosts.includes(host)) {
      origin.hostname = host.includes(':') ? `[${host}]` : host;
      return origin.origin;
    }
  }
  return origin.origin;
}

/** The hosts a request names, in the order the tenant resolver reads them. */
export function requestHostsOf(request: TenantRequest): (string | undefined)[] {
  return [request.whitelabelHost, request.host];
}

/**
 * The same for a request outside the tenant routes (the PSP simulators): its tenant resolved as
 * the tenant plugin does, the public origin when none answers.
 */
export function createPortalOriginResolver(
  publicOrigin: string,
  resolveTenant: TenantResolver,
): (request: TenantRequest) => Promise<string> {
  return async (request) => {
    try {
      const tenant = await resolveTenant(request);
      return portalOrigin(publicOrigin, tenant.hosts, requestHostsOf(request));
    } catch (error) {
      // An unknown x-whitelabel-host (404): no white-label host, so the public origin only.
      if (error instanceof AppError) return new URL(publicOrigin).origin;
      throw error;
    }
  };
}
