import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'passkeys-browser', include: ['src/**/*.test.ts'], environment: 'node' },
});
