import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AXEPTA_DEMO_MERCHANT } from './modules/payments/psp/axepta/test-data.ts';
import { pspSimulatorKeysDir } from './paths.ts';

/**
 * Secret values anyone can read in this repository (issue 24 item 11): the development defaults
 * and the keys of the public demo merchant the simulators use. A server signing or checking with
 * one is as open as a server with no secret at all (lookup sessions, access tokens and account
 * codes signed by anyone, payment notifications forged), so production refuses them at boot.
 */

/** Value of LOOKUP_SECRET when unset outside production: a laptop's, never a server's. */
export const developmentLookupSecret = 'portico-development-lookup-secret-not-for-production';

/** Value of JWT_SECRET when unset outside production: a laptop's, never a server's. */
export const developmentJwtSecret = 'portico-development-jwt-secret-not-for-production';

// JWT_SECRET also keys the account codes' HMAC (modules/accounts/secrets.ts). A previous lookup
// secret still checks signatures during a rotation, so it is refused as the current one is.
// The settings' names as config/ spells them (not imported from it: config/ imports this).
type PublishedSecretName =
  | 'LOOKUP_SECRET'
  | 'LOOKUP_SECRET_PREVIOUS'
  | 'JWT_SECRET'
  | 'AXEPTA_HMAC_KEY'
  | 'AXEPTA_BLOWFISH_KEY';

const publishedValues: Record<PublishedSecretName, readonly string[]> = {
  LOOKUP_SECRET: [developmentLookupSecret],
  LOOKUP_SECRET_PREVIOUS: [developmentLookupSecret],
  JWT_SECRET: [developmentJwtSecret],
  AXEPTA_HMAC_KEY: [AXEPTA_DEMO_MERCHANT.hmacKey],
  AXEPTA_BLOWFISH_KEY: [AXEPTA_DEMO_MERCHANT.blowfishPassword],
};

/**
 * The line production stops with when variables hold published values (all of them named, none
 * shown), or null.
 */
export function publishedSecretsRefusal(
  given: Partial<Record<PublishedSecretName, unknown>>,
): string | null {
  const names = (Object.keys(publishedValues) as PublishedSecretName[]).filter((name) => {
    const value = given[name];
    return typeof value === 'string' && publishedValues[name].includes(value);
  });
  if (names.length === 0) return null;
  const verb = names.length === 1 ? 'holds a value' : 'hold values';
  return `${names.join(', ')} ${verb} published in the repository, refused in production (anyone could sign with them): set secrets of your own, e.g. from openssl rand -hex 32`;
}

/**
 * Whether a PEM public key is the Paybox simulator's, whose private half is committed (its keys/
 * README): trusted for real notifications, it would let anyone sign one. Compared as keys, not
 * as text, so line breaks or a re-encoding do not hide it. Read only when asked (production with
 * a Paybox account), so loading the settings reads no key file.
 */
export function isSimulatorPublicKey(pem: string): boolean {
  const der = (key: string | Buffer) =>
    createPublicKey(key).export({ type: 'spki', format: 'der' });
  try {
    const simulator = readFileSync(path.join(pspSimulatorKeysDir, 'paybox-simulator-public.pem'));
    return der(pem).equals(der(simulator));
  } catch {
    // Not a key Node can read: whatever it is, it is not the simulator's.
    return false;
  }
}
