import type { ErrorCode } from '@portico/contract';
import { isApiError } from './api-client.ts';
import type { MessageKey } from './messages.ts';

/** The console's texts for what a passkey ceremony or a call may end in. */
export type ErrorMessageKey = Extract<MessageKey, `errors.${string}`>;

/** Server codes the console has its own text for; any other reads as the generic message. */
const codeMessages: Partial<Record<ErrorCode, ErrorMessageKey>> = {
  staff_enrolment_invalid: 'errors.staff_enrolment_invalid',
  passkey_invalid: 'errors.passkey_invalid',
  forbidden: 'errors.forbidden',
  too_many_requests: 'errors.too_many_requests',
};

/**
 * What went wrong, as the text to show: a server error by its code, a browser's WebAuthn refusal
 * by its DOMException name (the person cancelled or let it time out: NotAllowedError; an
 * authenticator already enrolled: InvalidStateError), a call without an answer as the network's.
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (isApiError(error)) {
    if (error.status === 0) return 'errors.network';
    return (error.code && codeMessages[error.code]) || 'errors.unknown';
  }
  if (error instanceof Error) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
      return 'errors.passkey_cancelled';
    }
    if (error.name === 'InvalidStateError') return 'errors.passkey_exists';
    if (error.name === 'PasskeyUnsupportedError') return 'errors.passkey_unsupported';
  }
  return 'errors.unknown';
}
