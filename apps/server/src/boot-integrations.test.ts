import { describe, expect, it } from 'vitest';
import { integrationsLine, integrationsOf } from './boot-integrations.ts';
import { loadConfig } from './config.ts';
import { productionEnv, testCwd } from './config/test-env.ts';

describe('the boot line of the integrations (issue 27)', () => {
  it('says a laptop runs on capture, the simulator and the sandbox', () => {
    const integrations = integrationsOf(loadConfig({}, testCwd));
    expect(integrationsLine(integrations)).toBe(
      'database pglite, e-mail captured, not sent, card PSP PAYBOX (simulator), fleet cards sandbox, Redis off, trusted proxies none, metrics off',
    );
  });

  it('says what production talks to, without a credential of any URL', () => {
    const config = loadConfig(
      {
        ...productionEnv,
        SMTP_URL: 'smtps://relay:s3cr3t@mail.example.fr:465',
        REDIS_URL: 'redis://:hunter2@cache:6379',
        TRUST_PROXY: '10.0.0.0/8',
        METRICS_PORT: '9464',
        FLEET_PROCESSOR: 'off',
      },
      testCwd,
    );
    const integrations = integrationsOf(config);
    expect(integrations).toEqual({
      database: 'postgres',
      mail: 'smtp',
      cardPsp: 'PAYBOX',
      // No Paybox account and no simulator in production: the bank card is unavailable.
      cardPspMode: 'unavailable',
      fleetProcessor: 'off',
      redis: true,
      trustedProxies: '10.0.0.0/8',
      metrics: '127.0.0.1:9464',
    });
    const line = integrationsLine(integrations);
    expect(line).toContain('e-mail SMTP');
    expect(line).toContain('card PSP PAYBOX (unavailable)');
    for (const secret of ['s3cr3t', 'hunter2', 'relay', 'portico@db']) {
      expect(JSON.stringify(integrations) + line).not.toContain(secret);
    }
  });

  it('says a production that captures on purpose', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = productionEnv;
    const config = loadConfig({ ...withoutSmtp, MAIL_CAPTURE: 'true' }, testCwd);
    expect(integrationsLine(integrationsOf(config))).toContain('e-mail captured, not sent');
  });
});
