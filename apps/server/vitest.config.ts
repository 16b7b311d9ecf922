import { defineConfig } from 'vitest/config';

// Server tests run against a real database: an in-memory PGlite per test file by default (a copy
// of one migrated template, see test/global-setup.ts), or the PostgreSQL of DATABASE_URL (CI runs
// both). Files share nothing but read-only modules, and each makes its own tenant, so a worker
// reuses its module cache across files (isolate: false): PGlite's WASM is compiled once per worker
// instead of once per file, which cuts the run from about a minute to about 20 s on two cores.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/error-declarations-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    isolate: false,
  },
});
