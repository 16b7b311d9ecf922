import { describe, expect, it } from 'vitest';
import { developmentJwtSecret, developmentLookupSecret } from '../src/config.ts';
import { runServerToExit } from './helpers/server-process.ts';

/** Starts the real entry point the way `npm start` does, from the repository root. */
const boot = (env: Record<string, string>) => runServerToExit(env, { timeoutMs: 20_000 });

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

/** Issue 9 items 2 and 14: production stops at start, in one line, instead of running exposed. */
describe('boot in production', () => {
  const production = {
    NODE_ENV: 'production',
    LOOKUP_SECRET: 'a-production-secret-of-32-characters-at-least',
    JWT_SECRET: 'a-production-jwt-secret-of-32-characters-at-least',
    PUBLIC_ORIGIN: 'https://peage.example.fr',
    // Never reached: the settings are refused before anything is opened.
    DATABASE_URL: 'postgres://portico:hunter2@127.0.0.1:1/portico',
    SMTP_URL: 'smtp://127.0.0.1:1',
  };

  it.each([
    [
      'PSP_SIMULATOR=true',
      { ...production, PSP_SIMULATOR: 'true' },
      'portico: Invalid environment: PSP_SIMULATOR=true is refused in production',
    ],
    [
      'SEED_DEMO=true with the demo key',
      { ...production, SEED_DEMO: 'true' },
      'portico: Invalid environment: SEED_DEMO=true is refused in production with the public demo roadside key',
    ],
    [
      'no DATABASE_URL',
      { ...production, DATABASE_URL: '', PGLITE_DIR: 'memory://' },
      'portico: Invalid environment: DATABASE_URL is required in production',
    ],
    // Issue 24 item 11: the development secrets are in the repository, so anyone could sign with them.
    [
      'the development LOOKUP_SECRET',
      { ...production, LOOKUP_SECRET: developmentLookupSecret },
      'portico: Invalid environment: LOOKUP_SECRET holds a value published in the repository',
    ],
    [
      'the development JWT_SECRET',
      { ...production, JWT_SECRET: developmentJwtSecret },
      'portico: Invalid environment: JWT_SECRET holds a value published in the repository',
    ],
  ])('refuses %s: exit code 1 and one line', (_what, env, line) => {
    const result = boot(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith(line)).toBe(true);
    expect(result.stdout).toBe('');
  });

  it('says every missing setting in one start, on one line (issue 27)', () => {
    const result = boot({ NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^portico: Invalid environment, 5 problems: /);
    for (const name of [
      'LOOKUP_SECRET',
      'JWT_SECRET',
      'DATABASE_URL',
      'SMTP_URL',
      'PUBLIC_ORIGIN',
    ]) {
      expect(lines[0]).toContain(`${name} is required in production`);
    }
  });

  it('never prints a secret of a bad setting', () => {
    const result = boot({
      ...production,
      DATABASE_URL: 'mysql://portico:hunter2@db/portico',
      LOOKUP_SECRET: 'secret with spaces that is long enough',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL=');
    expect(result.stderr).toContain('LOOKUP_SECRET=(hidden');
    expect(result.stderr).not.toContain('hunter2');
    expect(result.stderr).not.toContain('secret with spaces');
  });
});
