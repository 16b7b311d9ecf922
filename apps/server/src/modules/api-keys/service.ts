import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { generateApiKey, hashApiKey, matchesAnyHash } from './domain.ts';
import { findActiveKeyHashes, revokeApiKey, upsertApiKey } from './repository.ts';

export interface ApiKeysService {
  /**
   * Passes when `key` is a live key of the white-label; otherwise throws 401 api_key_missing (no
   * key) or api_key_invalid (unknown, revoked, or another white-label's).
   */
  authenticate(whitelabelId: number, key: string | null): Promise<void>;
  /** Creates (or replaces) the key `label`; the key itself is answered once and never stored. */
  issue(whitelabelId: number, label: string, key?: string): Promise<{ id: number; key: string }>;
  revoke(id: number): Promise<void>;
}

export interface ApiKeysOptions {
  /**
   * Keys refused whatever is stored: in production, the public demo key (its value is in the
   * README and the code, so a database seeded with it must not let anyone in).
   */
  refusedKeys?: readonly string[];
}

export function createApiKeysService(
  db: Database,
  { refusedKeys = [] }: ApiKeysOptions = {},
): ApiKeysService {
  return {
    async authenticate(whitelabelId, key) {
      if (key === null) throw new AppError(401, 'api_key_missing');
      if (refusedKeys.includes(key)) throw new AppError(401, 'api_key_invalid');
      const hashes = await findActiveKeyHashes(db, whitelabelId);
      if (!matchesAnyHash(key, hashes)) throw new AppError(401, 'api_key_invalid');
    },
    async issue(whitelabelId, label, key = generateApiKey()) {
      const id = await upsertApiKey(db, { whitelabelId, label, keyHash: hashApiKey(key) });
      return { id, key };
    },
    revoke: (id) => revokeApiKey(db, id),
  };
}
