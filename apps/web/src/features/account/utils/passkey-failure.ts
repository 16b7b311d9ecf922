import type { MessageKey } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';

/**
 * The texts of the browser's refusals, each page's own (its group of texts has them): the sign-in
 * pages' in sign-in-refusals.ts, the profiles' in profile-refusals.ts, each in a file of its own
 * so that a page's code names only its own group's keys (route-messages.test.ts reads them).
 */
export interface PasskeyRefusals {
  cancelled: MessageKey;
  exists: MessageKey;
  unsupported: MessageKey;
}

/**
 * What a passkey ceremony ended in, as a text: the server's code, or the browser's refusal by its
 * DOMException name (the person cancelled or let it time out: NotAllowedError, AbortError; an
 * authenticator that already holds one of the account's passkeys: InvalidStateError).
 */
export function passkeyFailureKey(error: unknown, refusals: PasskeyRefusals): MessageKey {
  if (isApiError(error)) return errorMessageKey(error.code);
  if (error instanceof Error) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') return refusals.cancelled;
    if (error.name === 'InvalidStateError') return refusals.exists;
    if (error.name === 'PasskeyUnsupportedError') return refusals.unsupported;
  }
  return 'errors.unknown';
}
