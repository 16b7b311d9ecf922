import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentJwtSecret, developmentLookupSecret, loadConfig } from '../config.ts';
import { configRefusal, productionEnv, testCwd } from './test-env.ts';
import { AXEPTA_DEMO_MERCHANT } from '../modules/payments/psp/axepta/test-data.ts';

/**
 * Issue 24 item 11: a secret whose value is in this repository (a development default, the
 * simulators' or the public demo merchant's keys) is no secret: anyone could sign lookup sessions,
 * access tokens and account codes, or forge payment notifications. Production refuses to start
 * with one, in one line that names the variable and never shows the value.
 */

const simulatorPublicKeyFile = path.join(
  import.meta.dirname,
  '../modules/payments/psp/simulator/keys/paybox-simulator-public.pem',
);
const payboxAccount = {
  PAYBOX_PAGE_URL: 'https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
  PAYBOX_SITE: '1999888',
  PAYBOX_RANG: '32',
  PAYBOX_IDENTIFIANT: '107904482',
  PAYBOX_HMAC_KEY: 'AB'.repeat(64),
};
const axeptaAccount = {
  CARD_PSP: 'AXEPTA',
  AXEPTA_PAGE_URL: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
  AXEPTA_MERCHANT_ID: 'PORTICO_MID',
  AXEPTA_HMAC_KEY: 'an-hmac-key-of-our-own-0123456789',
  AXEPTA_BLOWFISH_KEY: 'a-blowfish-key-16',
};

describe('secrets published in the repository, in production', () => {
  it.each([
    ['LOOKUP_SECRET', { LOOKUP_SECRET: developmentLookupSecret }],
    ['LOOKUP_SECRET_PREVIOUS', { LOOKUP_SECRET_PREVIOUS: developmentLookupSecret }],
    ['JWT_SECRET', { JWT_SECRET: developmentJwtSecret }],
    ['AXEPTA_HMAC_KEY', { ...axeptaAccount, AXEPTA_HMAC_KEY: AXEPTA_DEMO_MERCHANT.hmacKey }],
    [
      'AXEPTA_BLOWFISH_KEY',
      { ...axeptaAccount, AXEPTA_BLOWFISH_KEY: AXEPTA_DEMO_MERCHANT.blowfishPassword },
    ],
  ])('refuses the published value of %s, naming it and hiding it', (name, given) => {
    const line = configRefusal({ ...productionEnv, ...given });
    expect(line).toMatch(
      new RegExp(`^Invalid environment: ${name} holds a value published in the repository`),
    );
    for (const value of Object.values(given)) {
      if (value.length >= 16) expect(line).not.toContain(value);
    }
  });

  it('names every published secret at once', () => {
    const line = configRefusal({
      ...productionEnv,
      LOOKUP_SECRET: developmentLookupSecret,
      JWT_SECRET: developmentJwtSecret,
    });
    expect(line).toContain('LOOKUP_SECRET, JWT_SECRET hold values published in the repository');
  });

  it('refuses the PSP simulator’s public key as a Paybox key (its private half is committed)', () => {
    const line = configRefusal({
      ...productionEnv,
      ...payboxAccount,
      PAYBOX_PUBLIC_KEYS: simulatorPublicKeyFile,
    });
    expect(line).toMatch(
      /^Invalid environment: PAYBOX_PUBLIC_KEYS holds the PSP simulator's public key/,
    );
  });

  it('refuses them from a *_FILE too (the value counts, not how it is given)', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portico-published-')), 'jwt');
    writeFileSync(file, `${developmentJwtSecret}\n`);
    const { JWT_SECRET: _secret, ...withoutSecret } = productionEnv;
    const line = configRefusal({ ...withoutSecret, JWT_SECRET_FILE: file });
    expect(line).toMatch(/^Invalid environment: JWT_SECRET holds a value published/);
    expect(line).not.toContain(developmentJwtSecret);
  });

  it('still accepts them outside production, where they are the defaults', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'development',
        LOOKUP_SECRET: developmentLookupSecret,
        JWT_SECRET: developmentJwtSecret,
        ...axeptaAccount,
        AXEPTA_HMAC_KEY: AXEPTA_DEMO_MERCHANT.hmacKey,
      },
      testCwd,
    );
    expect(config.lookup.secret).toBe(developmentLookupSecret);
    expect(config.accounts.jwtSecret).toBe(developmentJwtSecret);
  });

  it('accepts production’s own secrets and keys', () => {
    const config = loadConfig({ ...productionEnv, ...axeptaAccount }, testCwd);
    expect(config.payments.axepta?.hmacKey).toBe(axeptaAccount.AXEPTA_HMAC_KEY);
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portico-paybox-')), 'paybox.pem');
    writeFileSync(file, publicKey);
    const paybox = loadConfig(
      { ...productionEnv, ...payboxAccount, PAYBOX_PUBLIC_KEYS: file },
      testCwd,
    ).payments.paybox;
    expect(paybox?.publicKeysPem).toEqual([publicKey.trim()]);
  });
});
