import { hiddenEmailDetailPath } from '@portico/contract';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The address a plate's alerts go to when switching its toggle on was refused because another
 * address receives them (409 alert_active_for_another_email): the server's masked form, to name
 * in the reassignment dialog. Null for any other outcome (an error to show under the toggle).
 */
export function alertHeldBy(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'alert_active_for_another_email') return null;
  // The server always names it; a mask still reads as an address if an older one did not.
  return error.details.find((detail) => detail.path === hiddenEmailDetailPath)?.code ?? '***';
}
