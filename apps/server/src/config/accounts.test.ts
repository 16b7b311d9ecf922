import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentJwtSecret, loadConfig } from '../config.ts';
import { configRefusal, productionEnv, testCwd } from './test-env.ts';

describe('accounts settings', () => {
  it('defaults to Argon2id at 19 MiB with 8 iterations, 15-minute access and 30-day refresh tokens', () => {
    const { accounts } = loadConfig({}, testCwd);
    expect(accounts).toEqual({
      jwtSecret: developmentJwtSecret,
      accessTokenTtlS: 900,
      refreshTokenTtlMs: 30 * 86_400_000,
      argon2: { memoryCost: 19456, timeCost: 8, parallelism: 1 },
    });
  });

  it('refuses production without a JWT secret, and never echoes one', () => {
    const { JWT_SECRET: _secret, ...withoutSecret } = productionEnv;
    expect(configRefusal(withoutSecret)).toContain('JWT_SECRET is required in production');
    const short = configRefusal({ ...productionEnv, JWT_SECRET: 'short secret' });
    expect(short).toContain('JWT_SECRET=(hidden');
    expect(short).not.toContain('short secret');
  });

  it('reads the secret from JWT_SECRET_FILE, not both', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portico-jwt-'));
    const file = path.join(dir, 'jwt');
    writeFileSync(file, `${'k'.repeat(40)}\n`);
    const { JWT_SECRET: _secret, ...withoutSecret } = productionEnv;
    expect(
      loadConfig({ ...withoutSecret, JWT_SECRET_FILE: file }, testCwd).accounts.jwtSecret,
    ).toBe('k'.repeat(40));
    expect(configRefusal({ ...productionEnv, JWT_SECRET_FILE: file })).toContain(
      'JWT_SECRET and JWT_SECRET_FILE are both set',
    );
    expect(configRefusal({ ...withoutSecret, JWT_SECRET_FILE: path.join(dir, 'none') })).toContain(
      'cannot read it: ENOENT',
    );
  });

  it.each([
    ['ACCESS_TOKEN_TTL_S', '30'],
    ['REFRESH_TOKEN_TTL_DAYS', '0'],
    ['ARGON2_MEMORY_KIB', '512'],
    ['ARGON2_TIME_COST', '21'],
  ])('refuses %s=%s', (name, value) => {
    expect(configRefusal({ [name]: value })).toContain(name);
  });
});
