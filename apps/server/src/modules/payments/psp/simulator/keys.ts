import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pspSimulatorKeysDir } from '../../../../paths.ts';

/**
 * The simulator's Paybox signing key pair: a PUBLIC test key committed in keys/ (see its README),
 * read once at start. The portal trusts the public half only when the simulator is its Paybox.
 */
function readKey(name: string): string {
  return readFileSync(path.join(pspSimulatorKeysDir, name), 'utf8');
}

export const payboxSimulatorPrivateKeyPem = readKey('paybox-simulator-private.pem');
export const payboxSimulatorPublicKeyPem = readKey('paybox-simulator-public.pem');
