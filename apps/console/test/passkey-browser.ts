import { vi } from 'vitest';

/**
 * The browser's passkey library as every console test file sees it (mocked in setup.ts): one
 * object for the whole worker. With isolate: false a file's app modules may have been imported by
 * an earlier file, bound to the mock that file made; a mock made per file would then not be the
 * one the app calls. Put back to its defaults before every test (setup.ts).
 */
export const webauthn = {
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
};

/** A browser with passkeys, whose ceremonies answer nothing until a test says what. */
export function resetPasskeyBrowser(): void {
  webauthn.browserSupportsWebAuthn.mockReset().mockReturnValue(true);
  webauthn.startRegistration.mockReset();
  webauthn.startAuthentication.mockReset();
}
