import type { RouteBody } from '@portico/contract';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** A new passkey and a passkey's signature, as the staff calls take them. */
export type NewPasskey = RouteBody<'staffEnrol'>['credential'];
export type PasskeySignature = RouteBody<'staffSignIn'>['credential'];

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
