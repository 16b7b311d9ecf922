import { defineConfig } from 'vitest/config';

// One runner for the whole house: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/passkeys-browser',
      'apps/server',
      'apps/web',
      'apps/console',
      // The repository's own tools: the benches' and the route JavaScript budget's logic.
      {
        test: {
          name: 'tools',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
    ],
  },
});
