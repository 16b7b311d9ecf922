import { hash, verify } from '@node-rs/argon2';
import type { AccountsConfig } from '../../config.ts';

/** Password hashing (issue 12): Argon2id, the library's default algorithm, with the configured costs. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a verification when there is no account to check, so that an unknown
   * e-mail answers as late as a wrong password does.
   */
  verifyNothing(password: string): Promise<void>;
  /**
   * True when a hash was made with other costs than the configured ones (Argon2 writes them in
   * the hash, so an old hash still verifies): the sign-in then stores a new one.
   */
  needsRehash(passwordHash: string): boolean;
}

/** The `m=…,t=…,p=…` part of an encoded Argon2 hash (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
function costsOf(passwordHash: string): string | undefined {
  return /^\$argon2id\$v=\d+\$(m=\d+,t=\d+,p=\d+)\$/.exec(passwordHash)?.[1];
}

export function createPasswordHasher(argon2: AccountsConfig['argon2']): PasswordHasher {
  const options = {
    memoryCost: argon2.memoryCost,
    timeCost: argon2.timeCost,
    parallelism: argon2.parallelism,
  };
  const configured = `m=${argon2.memoryCost},t=${argon2.timeCost},p=${argon2.parallelism}`;
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A hash the library cannot read (e.g. a renter's from another system) matches nothing.
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= hash('portico-dummy-password', options);
      await verify(await dummy, password).catch(() => false);
    },
    needsRehash: (passwordHash) => costsOf(passwordHash) !== configured,
  };
}
