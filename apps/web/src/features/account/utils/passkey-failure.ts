import { passkeyRefusal, type PasskeyRefusal } from '@portico/passkeys-browser/refusals';
import type { MessageKey } from '../../../lib/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';

/**
 * The texts of the browser's refusals, each page's own (its group of texts has them): the sign-in
 * pages' in sign-in-refusals.ts, the profiles' in profile-refusals.ts, each in a file of its own
 * so that a page's code names only its own group's keys (route-messages.test.ts reads them).
 */
export type PasskeyRefusals = Record<PasskeyRefusal, MessageKey>;

/** What a passkey ceremony ended in, as a text: the server's code, or the browser's refusal. */
export function passkeyFailureKey(error: unknown, refusals: PasskeyRefusals): MessageKey {
  if (isApiError(error)) return errorMessageKey(error.code);
  const refusal = passkeyRefusal(error);
  return refusal ? refusals[refusal] : 'errors.unknown';
}
