import type { PasskeyRefusals } from './passkey-failure.ts';

/** The sign-in pages' refusals (account group). */
export const signInRefusals: PasskeyRefusals = {
  cancelled: 'account.login.passkeyCancelled',
  exists: 'account.login.passkeyCancelled',
  unsupported: 'account.login.passkeyUnsupported',
};
