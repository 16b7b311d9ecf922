import { isPortalErrorCode, type PortalErrorCode } from '@portico/contract';

export type ErrorMessageKey = `errors.${PortalErrorCode}` | 'errors.unknown';

/** The locale key of a server error code; unknown or missing codes give the generic message. */
export function errorMessageKey(code: unknown): ErrorMessageKey {
  return isPortalErrorCode(code) ? `errors.${code}` : 'errors.unknown';
}
