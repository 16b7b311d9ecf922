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
