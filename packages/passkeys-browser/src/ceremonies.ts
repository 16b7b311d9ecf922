import type { PasskeyAssertion, PasskeyRegistration } from '@portico/contract';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser), for the portal and the
 * console alike. Its own entry point (./ceremonies), apart from ./refusals: a page that only
 * names a refusal's text does not carry the WebAuthn library (the portal imports this one on a
 * click).
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

/*
 * The server's options are the standard's JSON (checked for shape by the contract); the browser
 * library takes them as they come and throws the browser's own DOMException names on refusal.
 * Its answers are copied into plain objects: its interfaces say nothing of extra fields, which
 * the contract's schemas accept (a browser may add some).
 */

export async function createPasskey(options: object): Promise<PasskeyRegistration> {
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

export async function signWithPasskey(options: object): Promise<PasskeyAssertion> {
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
