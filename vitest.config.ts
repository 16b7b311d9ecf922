import { defineConfig } from 'vitest/config';

// One runner for the whole house: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
