import type { PasskeyRefusals } from './passkey-failure.ts';

/** The profiles' refusals (passkeys group: the renter's profile loads no account texts). */
export const profileRefusals: PasskeyRefusals = {
  cancelled: 'account.passkeys.cancelled',
  exists: 'account.passkeys.exists',
  unsupported: 'account.passkeys.unsupported',
};
