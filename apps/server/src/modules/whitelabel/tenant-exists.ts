import { AppError } from '../../shared/app-error.ts';
import type { TenantResolver } from './tenant-resolver.ts';

/**
 * Whether a request of these hosts has a white-label (its host's, else DEFAULT_WHITELABEL's).
 * Only "no such white-label" is false: a database that does not answer is not a missing tenant
 * (the page and /readyz have their own answers for that), so it counts as one that exists.
 */
export async function tenantExists(
  resolveTenant: TenantResolver,
  { whitelabelHost, host }: { whitelabelHost?: string | undefined; host?: string | undefined },
): Promise<boolean> {
  try {
    await resolveTenant({ whitelabelHost, host });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'whitelabel_not_found') return false;
    return true;
  }
}
