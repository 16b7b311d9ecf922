import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { NewPasskey, PasskeySignature } from '../api/passkeys.ts';

/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser), imported only when the
 * person asks for one (a click), so no page's first load carries it.
 */

/** A browser without WebAuthn: the page says so instead of failing later. */
export class PasskeyUnsupportedError extends Error {
  constructor() {
    super('WebAuthn is not available in this browser');
    this.name = 'PasskeyUnsupportedError';
  }
}

function requireWebAuthn(): void {
  if (!browserSupportsWebAuthn()) throw new PasskeyUnsupportedError();
}

// The server's options are the standard's JSON; the answers are copied into plain objects (the
// contract's schemas take them as they are, extra fields a browser may add included).

export async function createPasskey(options: object): Promise<NewPasskey> {
  requireWebAuthn();
  const passkey = await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  });
  return {
    ...passkey,
    response: { ...passkey.response },
    clientExtensionResults: { ...passkey.clientExtensionResults },
  };
}

export async function signWithPasskey(options: object): Promise<PasskeySignature> {
  requireWebAuthn();
  const signature = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  });
  return {
    ...signature,
    response: { ...signature.response },
    clientExtensionResults: { ...signature.clientExtensionResults },
  };
}
