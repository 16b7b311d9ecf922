import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Starts the real entry point the way `npm start` does, from the repository root. */
function boot(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('boot with a bad environment', () => {
  it.each([
    ['PORT', 'abc'],
    ['NODE_ENV', 'staging'],
  ])('stops with exit code 1 and one line naming %s', (name, value) => {
    const result = boot({ [name]: value, PGLITE_DIR: 'memory://' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${name}=${JSON.stringify(value)}`);
    expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect(result.stdout).toBe('');
  });
});
