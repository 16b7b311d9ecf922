import { isErrorCode, type ErrorCode } from '@portico/contract';

export type ErrorMessageKey = `errors.${ErrorCode}` | 'errors.unknown';

/** The locale key of a server error code; unknown or missing codes give the generic message. */
export function errorMessageKey(code: unknown): ErrorMessageKey {
  return isErrorCode(code) ? `errors.${code}` : 'errors.unknown';
}
