import { defineConfig } from 'vitest/config';

// Server tests run against a real database: an in-memory PGlite per test file by default, or the
// PostgreSQL of DATABASE_URL (CI runs both). Starting PGlite and migrating takes a few seconds.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
