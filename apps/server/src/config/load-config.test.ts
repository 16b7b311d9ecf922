import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentLookupSecret, envVariableDocs, envVariables, loadConfig } from '../config.ts';
import { configError, configRefusal, productionEnv, testCwd } from './test-env.ts';

const cwd = testCwd;

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      nodeEnv: 'development',
      logLevel: 'info',
      database: {
        kind: 'pglite',
        dataDir: path.join(cwd, 'data/pglite'),
        minFreeBytes: 64 * 1024 * 1024,
      },
      defaultWhitelabel: 'a79',
      http: { requestTimeoutMs: 120_000, keepAliveTimeoutMs: 65_000, maxEventLoopDelayMs: 0 },
      migrateAtStart: true,
      seedDemo: true,
      demoRoadsideApiKey: 'demo-roadside-key',
      rateLimit: { max: 300, windowMs: 60_000 },
      jobsIntervalMs: 60_000,
      ingestion: { maxFutureMinutes: 1440 },
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
        DATABASE_STATEMENT_TIMEOUT_MS: '3000',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '20000',
        WEB_DIST: 'build/web',
        WEB_SSR_DIST: 'build/web-ssr',
        CONSOLE_DIST: 'build/console',
        DEFAULT_WHITELABEL: 'other-road',
        MIGRATE_AT_START: 'false',
        DATABASE_POOL_MAX: '25',
        HTTP_REQUEST_TIMEOUT_MS: '90000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '500',
        SEED_DEMO: 'false',
        DEMO_ROADSIDE_API_KEY: 'roadside-secret-0123',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW_MS: '1000',
        API_KEY_FAILURE_MAX: '4',
        API_KEY_FAILURE_WINDOW_MS: '30000',
        RECEIPT_RESEND_MAX_PER_PAYMENT: '2',
        RECEIPT_RESEND_MAX_PER_RECIPIENT: '3',
        RECEIPT_DOWNLOADS_MAX_PER_ACCOUNT: '7',
        CONTENT_CACHE_MS: '0',
        JOBS_INTERVAL_MS: '0',
        PASSAGE_MAX_FUTURE_MIN: '30',
        TRUST_PROXY: '1',
        LOOKUP_SECRET: 'a-production-secret-of-32-characters-at-least',
        CAPTCHA_MAX_NUMBER: '1000',
        CAPTCHA_TTL_S: '60',
        LOOKUP_SESSION_TTL_MIN: '5',
        LOOKUP_RATE_LIMIT_MAX: '7',
        ALERT_RATE_LIMIT_MAX: '6',
        ALERT_CONFIRMATIONS_PER_ADDRESS: '2',
        ALERT_UNSUBSCRIBE_CONFIRMATIONS_PER_DAY: '4',
        JWT_SECRET: 'a-production-jwt-secret-of-32-characters',
        ACCESS_TOKEN_TTL_S: '300',
        REFRESH_TOKEN_TTL_DAYS: '7',
        ARGON2_MEMORY_KIB: '65536',
        ARGON2_TIME_COST: '3',
        ARGON2_PARALLELISM: '2',
        SMTP_URL: 'smtp://mailer:2525',
        MAIL_FROM: 'ALIAE <paiement@aliae.example>',
        CARD_PSP: 'AXEPTA',
        PSP_SIMULATOR_PENDING_MS: '50',
        PAYMENT_SESSION_TTL_MIN: '10',
        AXEPTA_PAGE_URL: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
        AXEPTA_MERCHANT_ID: 'BNP_DEMO_AXEPTA',
        AXEPTA_HMAC_KEY: 'hmac-password',
        AXEPTA_BLOWFISH_KEY: 'blowfish-password',
        PUBLIC_ORIGIN: 'https://peage.aliae.example/',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      nodeEnv: 'production',
      logLevel: 'warn',
      database: {
        kind: 'postgres',
        url: 'postgres://portico@db:5432/portico',
        timeouts: { statementMs: 3000, connectMs: 2000, idleInTransactionMs: 20_000 },
        poolMax: 25,
      },
      http: { requestTimeoutMs: 90_000, keepAliveTimeoutMs: 75_000, maxEventLoopDelayMs: 500 },
      webDist: path.join(cwd, 'build/web'),
      webSsrDist: path.join(cwd, 'build/web-ssr'),
      consoleDist: path.join(cwd, 'build/console'),
      pageRenderTimeoutMs: 8000,
      defaultWhitelabel: 'other-road',
      migrateAtStart: false,
      seedDemo: false,
      demoRoadsideApiKey: 'roadside-secret-0123',
      rateLimit: { max: 5, windowMs: 1000 },
      apiKeyFailures: { max: 4, windowMs: 30_000 },
      receiptResends: { perPayment: 2, perRecipient: 3 },
      receiptDownloads: { perAccount: 7, perAddress: 300 },
      staffMails: { perAdmin: 30, perAddress: 5, perWhitelabel: 100 },
      staffLimits: {
        claimFiles: { perHour: 120, perDay: 600, bytesPerDay: 1024 * 1024 * 1024 },
        mediaUploads: {
          bytesPerStaffPerDay: 50 * 1024 * 1024,
          bytesPerWhitelabelPerDay: 200 * 1024 * 1024,
        },
        dashboardPerMinute: 10,
        contentPublish: { waitMs: 5000, timeoutMs: 10_000 },
        staffSso: { callTimeoutMs: 5000, requestTimeoutMs: 12_000 },
      },
      alerts: { rateLimitMax: 6, confirmationsPerAddress: 2, unsubscribeConfirmationsPerDay: 4 },
      accounts: {
        jwtSecret: 'a-production-jwt-secret-of-32-characters',
        accessTokenTtlS: 300,
        refreshTokenTtlMs: 7 * 86_400_000,
        argon2: { memoryCost: 65536, timeCost: 3, parallelism: 2 },
      },
      contentCacheMs: 0,
      jobsIntervalMs: 0,
      ingestion: { maxFutureMinutes: 30 },
      trustProxy: 1,
      publicOrigin: 'https://peage.aliae.example',
      lookup: {
        secret: 'a-production-secret-of-32-characters-at-least',
        secrets: ['a-production-secret-of-32-characters-at-least'],
        captchaMaxNumber: 1000,
        captchaTtlMs: 60_000,
        sessionTtlMs: 300_000,
        rateLimitMax: 7,
      },
      mail: { smtpUrl: 'smtp://mailer:2525', from: 'ALIAE <paiement@aliae.example>' },
      // Off: neither METRICS_PORT nor METRICS_TOKEN (config-metrics.test.ts).
      metrics: null,
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
        axeptaTestOrderCode: null,
        fleet: { kind: 'off', http: null, timeoutMs: 10_000 },
        direct: {
          automaticRefunds: false,
          timeoutMs: 30_000,
          paybox: null,
          axepta: null,
          simulatorKnob: { delayMs: 0, silentShare: 0, dropShare: 0 },
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
    const { LOOKUP_SECRET: _secret, ...withoutSecret } = productionEnv;
    expect(() => loadConfig(withoutSecret, cwd)).toThrow(
      /^Invalid environment: LOOKUP_SECRET is required in production \(or LOOKUP_SECRET_FILE/,
    );
    expect(loadConfig({}, cwd).lookup).toEqual({
      secret: developmentLookupSecret,
      secrets: [developmentLookupSecret],
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
    ['API_KEY_FAILURE_MAX', '0'],
    ['RECEIPT_RESEND_MAX_PER_PAYMENT', 'many'],
    ['ALLOW_EMBEDDED_DATABASE', 'maybe'],
    ['PASSAGE_MAX_FUTURE_MIN', '-5'],
    ['PASSAGE_MAX_FUTURE_MIN', '600000'],
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

/** Issue 9 items 2 and 14: what production refuses at start, and what it never echoes. */
describe('loadConfig in production', () => {
  const production = productionEnv;

  it('refuses PSP_SIMULATOR=true in one line: its signing keys are in the repository', () => {
    const error = configError({ ...production, PSP_SIMULATOR: 'true' });
    expect(error.message).toMatch(
      /^Invalid environment: PSP_SIMULATOR=true is refused in production/,
    );
    expect(error.message).not.toContain('\n');
    expect(
      loadConfig({ ...production, PSP_SIMULATOR: 'false' }, cwd).payments.simulator.enabled,
    ).toBe(false);
    expect(loadConfig({ PSP_SIMULATOR: 'true' }, cwd).payments.simulator.enabled).toBe(true);
  });

  it('does not seed the demo by default, and refuses it with the public demo roadside key', () => {
    expect(loadConfig(production, cwd).seedDemo).toBe(false);
    expect(loadConfig({}, cwd).seedDemo).toBe(true);
    expect(configError({ ...production, SEED_DEMO: 'true' }).message).toMatch(
      /^Invalid environment: SEED_DEMO=true is refused in production with the public demo roadside key/,
    );
    expect(
      configError({ ...production, SEED_DEMO: 'true', DEMO_ROADSIDE_API_KEY: 'demo-roadside-key' })
        .message,
    ).toMatch(/SEED_DEMO=true is refused/);
    const ownKey = { ...production, SEED_DEMO: 'true', DEMO_ROADSIDE_API_KEY: 'a-secret-key-0123' };
    expect(loadConfig(ownKey, cwd)).toMatchObject({
      seedDemo: true,
      demoRoadsideApiKey: 'a-secret-key-0123',
    });
  });

  it('says every missing setting in one start, each secret with its _FILE form (issue 27)', () => {
    const message = configRefusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Invalid environment, 5 problems: /);
    expect(message).not.toContain('\n');
    for (const said of [
      'LOOKUP_SECRET is required in production (or LOOKUP_SECRET_FILE',
      'JWT_SECRET is required in production (or JWT_SECRET_FILE',
      'DATABASE_URL is required in production (or DATABASE_URL_FILE',
      'SMTP_URL is required in production (or SMTP_URL_FILE',
      'PUBLIC_ORIGIN is required in production',
    ]) {
      expect(message).toContain(said);
    }
    // A malformed value is said once, as malformed, not again as missing; the rules after it
    // are still checked.
    const malformed = configRefusal({ NODE_ENV: 'production', LOOKUP_SECRET: 'short', PORT: 'x' });
    expect(malformed).toMatch(/^Invalid environment, 6 problems: /);
    expect(malformed).toContain('LOOKUP_SECRET=(hidden, 5 characters)');
    expect(malformed).not.toContain('LOOKUP_SECRET is required');
    expect(malformed).toContain('PORT="x"');
    expect(malformed).toContain('JWT_SECRET is required');
  });

  it('refuses to capture the e-mails in production unless MAIL_CAPTURE=true says so', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = productionEnv;
    expect(configRefusal(withoutSmtp)).toMatch(
      /^Invalid environment: SMTP_URL is required in production .*MAIL_CAPTURE=true/,
    );
    expect(configRefusal({ ...withoutSmtp, MAIL_CAPTURE: 'false' })).toMatch(
      /SMTP_URL is required/,
    );
    expect(loadConfig({ ...withoutSmtp, MAIL_CAPTURE: 'true' }, cwd).mail.smtpUrl).toBeUndefined();
    // Outside production, capture stays the default (the laptop's /dev/mailbox).
    expect(loadConfig({}, cwd).mail.smtpUrl).toBeUndefined();
  });

  it('needs DATABASE_URL unless the embedded database is explicitly allowed', () => {
    const { DATABASE_URL: _url, ...withoutDatabase } = production;
    expect(configError(withoutDatabase).message).toMatch(
      /^Invalid environment: DATABASE_URL is required in production .*ALLOW_EMBEDDED_DATABASE=true/,
    );
    expect(configError({ ...withoutDatabase, ALLOW_EMBEDDED_DATABASE: 'false' }).message).toMatch(
      /DATABASE_URL is required in production/,
    );
    const allowed = loadConfig({ ...withoutDatabase, ALLOW_EMBEDDED_DATABASE: 'true' }, cwd);
    expect(allowed.database).toMatchObject({ kind: 'pglite' });
    // Outside production the embedded database is the default, as before.
    expect(loadConfig({}, cwd).database).toMatchObject({ kind: 'pglite' });
  });

  it.each([
    ['LOOKUP_SECRET', 'too short secret', ['too short secret', 'short']],
    ['DEMO_ROADSIDE_API_KEY', 'my key', ['my key']],
    ['PAYBOX_HMAC_KEY', 'not-hex-secret', ['not-hex-secret']],
    ['AXEPTA_HMAC_KEY', 'hmac\tsecret', ['hmac', 'secret']],
    ['AXEPTA_BLOWFISH_KEY', 'blowfish\u00e9secret', ['blowfish']],
    ['DEMO_ROADSIDE_API_KEY', 'has a space in it', ['has a space']],
    ['DATABASE_URL', 'mysql://portico:hunter2@db:3306/portico', ['hunter2', 'portico:']],
    ['DATABASE_URL', 'postgres://db/portico?password=hunter2 x', ['hunter2']],
    ['SMTP_URL', 'http://mailer:s3cr3t@mail.example', ['s3cr3t', 'mailer:']],
  ])('never echoes the value of the secret %s in its error line', (name, value, hidden) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}=`);
    expect(error.message).toContain('expected');
    for (const part of hidden) expect(error.message).not.toContain(part);
  });

  it('keeps what helps find the mistake: the length of a hidden value, the scheme and host of a URL', () => {
    expect(configError({ LOOKUP_SECRET: 'short' }).message).toContain(
      'LOOKUP_SECRET=(hidden, 5 characters)',
    );
    expect(
      configError({ DATABASE_URL: 'mysql://portico:hunter2@db:3306/portico' }).message,
    ).toContain('DATABASE_URL="mysql://***@db:3306/portico"');
    // Not a secret: shown as typed.
    expect(configError({ PORT: 'abc' }).message).toContain('PORT="abc"');
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
