/**
 * Why the browser refused a passkey ceremony, when it did: the person cancelled or let it time
 * out (NotAllowedError, AbortError), the authenticator already holds one of the account's passkeys
 * (InvalidStateError), or the browser has no WebAuthn (ceremonies.ts' PasskeyUnsupportedError).
 * Read by name: the browser throws DOMExceptions, which only their names tell apart. This module
 * stays free of the WebAuthn library, so a page that shows a refusal's text does not carry it.
 */
export type PasskeyRefusal = 'cancelled' | 'exists' | 'unsupported';

/** The refusal an error stands for, or undefined for any other failure (the server's, say). */
export function passkeyRefusal(error: unknown): PasskeyRefusal | undefined {
  if (!(error instanceof Error)) return undefined;
  switch (error.name) {
    case 'NotAllowedError':
    case 'AbortError':
      return 'cancelled';
    case 'InvalidStateError':
      return 'exists';
    case 'PasskeyUnsupportedError':
      return 'unsupported';
    default:
      return undefined;
  }
}
