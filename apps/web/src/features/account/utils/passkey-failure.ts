import type { MessageKey } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';

/**
 * What a passkey ceremony ended in, as a text: the server's code, or the browser's refusal by its
 * DOMException name (the person cancelled or let it time out: NotAllowedError, AbortError; an
 * authenticator that already holds one of the account's passkeys: InvalidStateError).
 */
export function passkeyFailureKey(error: unknown): MessageKey {
  if (isApiError(error)) return errorMessageKey(error.code);
  if (error instanceof Error) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
      return 'account.passkeyCancelled';
    }
    if (error.name === 'InvalidStateError') return 'account.passkeyExists';
    if (error.name === 'PasskeyUnsupportedError') return 'account.passkeyUnsupported';
  }
  return 'errors.unknown';
}
