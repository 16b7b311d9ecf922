import path from 'node:path';
import { type Config, loadConfig } from '../../src/config.ts';

/**
 * A configuration for tests: the PostgreSQL of DATABASE_URL when set (CI's second run), else a
 * fresh in-memory PGlite; quiet logs; no web build unless a test brings one.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    PGLITE_DIR: 'memory://',
    WEB_DIST: path.join(import.meta.dirname, 'no-web-build'),
  });
  return { ...base, ...overrides };
}

/**
 * The accounts tests' configuration: limits out of the way (each test counts its own) and cheap
 * Argon2 costs, since those tests are about codes, sessions and plates, not hashing time.
 */
export function accountsTestConfig(overrides: Partial<Config> = {}): Config {
  const base = testConfig();
  return testConfig({
    rateLimit: { max: 100_000, windowMs: 60_000 },
    lookup: { ...base.lookup, rateLimitMax: 100_000 },
    accounts: { ...base.accounts, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
    ...overrides,
  });
}
