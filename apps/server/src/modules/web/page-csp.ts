import type { TenantRequest, TenantResolver } from '../whitelabel/tenant-resolver.ts';

/**
 * The Content-Security-Policy of a page request when its white-label has a tag manager: the
 * portal's policy opened to that one origin (policyFor builds it). Null for every other tenant,
 * and for a request no tenant answers: the portal's own policy, already on every answer, stays.
 * Policies are kept per origin: they come from the database, so there are as many as tenants.
 */
export function createPageCspResolver(
  resolveTenant: TenantResolver,
  policyFor: (tagManagerOrigin: string) => string,
): (request: TenantRequest) => Promise<string | null> {
  const policies = new Map<string, string>();
  return async (request) => {
    const tenant = await resolveTenant(request).catch(() => null);
    if (!tenant?.tagManager) return null;
    const origin = new URL(tenant.tagManager.scriptUrl).origin;
    let policy = policies.get(origin);
    if (policy === undefined) {
      policy = policyFor(origin);
      policies.set(origin, policy);
    }
    return policy;
  };
}
