import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  developmentLookupSecret,
  envVariableDocs,
  envVariables,
  loadConfig,
} from './config.ts';

const cwd = '/srv/portico';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      nodeEnv: 'development',
      logLevel: 'info',
      database: { kind: 'pglite', dataDir: path.join(cwd, 'data/pglite') },
      defaultWhitelabel: 'a79',
      seedDemo: true,
      demoRoadsideApiKey: 'demo-roadside-key',
      rateLimit: { max: 300, windowMs: 60_000 },
      jobsIntervalMs: 60_000,
      trustProxy: false,
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: 'postgres://portico@db:5432/portico',
        WEB_DIST: 'build/web',
        DEFAULT_WHITELABEL: 'other-road',
        SEED_DEMO: 'false',
        DEMO_ROADSIDE_API_KEY: 'roadside-secret-0123',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '1000',
        CONTENT_CACHE_MS: '0',
        JOBS_INTERVAL_MS: '0',
        TRUST_PROXY: '1',
        LOOKUP_SECRET: 'a-production-secret-of-32-characters-at-least',
        CAPTCHA_MAX_NUMBER: '1000',
        CAPTCHA_TTL_S: '60',
        LOOKUP_SESSION_TTL_MIN: '5',
        LOOKUP_RATE_LIMIT_MAX: '7',
        SMTP_URL: 'smtp://mailer:2525',
        MAIL_FROM: 'ALIAE <paiement@aliae.example>',
        CARD_PSP: 'AXEPTA',
        PSP_SIMULATOR_PENDING_MS: '50',
        PAYMENT_SESSION_TTL_MIN: '10',
        AXEPTA_PAGE_URL: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
        AXEPTA_MERCHANT_ID: 'BNP_DEMO_AXEPTA',
        AXEPTA_HMAC_KEY: 'hmac-password',
        AXEPTA_BLOWFISH_KEY: 'blowfish-password',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      database: { kind: 'postgres', url: 'postgres://portico@db:5432/portico' },
      webDist: path.join(cwd, 'build/web'),
      defaultWhitelabel: 'other-road',
      seedDemo: false,
      demoRoadsideApiKey: 'roadside-secret-0123',
      rateLimit: { max: 5, windowMs: 1000 },
      contentCacheMs: 0,
      jobsIntervalMs: 0,
      trustProxy: true,
      lookup: {
        secret: 'a-production-secret-of-32-characters-at-least',
        captchaMaxNumber: 1000,
        captchaTtlMs: 60_000,
        sessionTtlMs: 300_000,
        rateLimitMax: 7,
      },
      mail: { smtpUrl: 'smtp://mailer:2525', from: 'ALIAE <paiement@aliae.example>' },
      payments: {
        cardPsp: 'AXEPTA',
        sessionTtlMs: 600_000,
        // Production serves no simulator unless asked to.
        simulator: { enabled: false, pendingDelayMs: 50 },
        paybox: null,
        axepta: {
          pageUrl: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
          merchantId: 'BNP_DEMO_AXEPTA',
          hmacKey: 'hmac-password',
          blowfishPassword: 'blowfish-password',
        },
      },
    });
  });

  it('uses the simulators outside production, and refuses half a PSP account', () => {
    expect(loadConfig({}, cwd).payments).toMatchObject({
      cardPsp: 'PAYBOX',
      simulator: { enabled: true, pendingDelayMs: 3000 },
      paybox: null,
      axepta: null,
    });
    expect(() => loadConfig({ PAYBOX_SITE: '1999888' }, cwd)).toThrow(
      /PAYBOX_SITE set without PAYBOX_PAGE_URL, PAYBOX_RANG/,
    );
    expect(() =>
      loadConfig(
        {
          PAYBOX_PAGE_URL: 'https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
          PAYBOX_SITE: '1999888',
          PAYBOX_RANG: '32',
          PAYBOX_IDENTIFIANT: '107904482',
          PAYBOX_HMAC_KEY: '0123456789ABCDEF'.repeat(8),
          PAYBOX_PUBLIC_KEYS: 'no-such-file.pem',
        },
        cwd,
      ),
    ).toThrow(/PAYBOX_PUBLIC_KEYS=.*no-such-file.pem cannot be read/);
  });

  it('refuses to run in production without a lookup secret, and has a development one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, cwd)).toThrow(
      /^Invalid environment: LOOKUP_SECRET is required in production/,
    );
    expect(loadConfig({}, cwd).lookup).toEqual({
      secret: developmentLookupSecret,
      captchaMaxNumber: 50_000,
      captchaTtlMs: 600_000,
      sessionTtlMs: 3_600_000,
      rateLimitMax: 30,
    });
  });

  it('keeps memory:// as an in-memory PGlite and treats empty values as unset', () => {
    expect(loadConfig({ PGLITE_DIR: 'memory://', PORT: '' }, cwd)).toMatchObject({
      database: { kind: 'pglite', dataDir: 'memory://' },
      port: 8080,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SEED_DEMO', 'yes please'],
    ['RATE_LIMIT_MAX', '0'],
    ['DEFAULT_WHITELABEL', 'Not A Code'],
    ['CARD_PSP', 'STRIPE'],
    ['PAYBOX_PAGE_URL', 'http://tpeweb.paybox.com/cgi'],
    ['SMTP_URL', 'http://mailer'],
    ['DEMO_ROADSIDE_API_KEY', 'short'],
    ['DEMO_ROADSIDE_API_KEY', 'has a space in it'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}=${JSON.stringify(value)}`);
    expect(error.message).toContain('expected');
    expect(error.message).not.toContain('\n');
  });

  it('names every bad variable in the same line', () => {
    const error = configError({ PORT: 'abc', NODE_ENV: 'staging' });
    expect(error.message).toMatch(/PORT=.*NODE_ENV=/);
    expect(error.message).not.toContain('\n');
  });
});

describe('envVariableDocs', () => {
  it('documents every variable with a meaning', () => {
    expect(envVariableDocs.map((doc) => doc.name)).toEqual(Object.keys(envVariables));
    for (const doc of envVariableDocs) expect(doc.description.length).toBeGreaterThan(10);
    expect(envVariableDocs.find((doc) => doc.name === 'WEB_DIST')?.defaultValue).toBe(
      'apps/web/dist',
    );
  });
});
