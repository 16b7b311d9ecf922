import { AppError } from '../../shared/app-error.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import { normalizeHost, type Tenant } from './domain.ts';

export interface TenantLookups {
  byHost(host: string): Promise<Tenant | null>;
  byCode(code: string): Promise<Tenant | null>;
}

export interface TenantResolverOptions {
  defaultCode: string;
  /** How long a lookup (found or not) is reused; tenants change rarely. */
  ttlMs?: number;
  /** Bound on cached lookups, so random Host values cannot grow memory. */
  maxEntries?: number;
  now?: () => number;
}

export interface TenantRequest {
  /** The x-whitelabel-host header, when sent. */
  whitelabelHost: string | undefined;
  /** The request's Host header. */
  host: string | undefined;
}

export type TenantResolver = (request: TenantRequest) => Promise<Tenant>;

/**
 * Which white-label a request is for: the x-whitelabel-host header names it (unknown: 404
 * whitelabel_not_found); without that header the Host name selects a tenant that lists it;
 * otherwise the default tenant answers. Lookups are cached briefly so this is not a query per
 * request.
 */
export function createTenantResolver(
  lookups: TenantLookups,
  { defaultCode, ttlMs = 30_000, maxEntries = 1_000, now = Date.now }: TenantResolverOptions,
): TenantResolver {
  const cache = createTtlCache<Tenant | null>({ ttlMs, maxEntries, now });
  const cached = (key: string, load: () => Promise<Tenant | null>) => cache.get(key, load);

  const byHost = (host: string) => cached(`host:${host}`, () => lookups.byHost(host));

  return async ({ whitelabelHost, host }) => {
    if (whitelabelHost !== undefined && whitelabelHost.trim() !== '') {
      const named = normalizeHost(whitelabelHost);
      const tenant = named === null ? null : await byHost(named);
      if (!tenant) throw new AppError(404, 'whitelabel_not_found');
      return tenant;
    }
    const hostName = host === undefined ? null : normalizeHost(host);
    const byRequestHost = hostName === null ? null : await byHost(hostName);
    if (byRequestHost) return byRequestHost;
    const fallback = await cached(`code:${defaultCode}`, () => lookups.byCode(defaultCode));
    if (!fallback) throw new AppError(404, 'whitelabel_not_found');
    return fallback;
  };
}
