import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { configRefusal as refusal, productionEnv, testCwd } from './test-env.ts';

/** The PSPs' server-to-server settings and the production refusal of automatic refunds (issue 29). */

const axeptaMerchant = {
  AXEPTA_PAGE_URL: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
  AXEPTA_MERCHANT_ID: 'PORTICO_MID',
  AXEPTA_HMAC_KEY: 'a-production-hmac-password',
  AXEPTA_BLOWFISH_KEY: 'a-blowfish-pw',
};
const payboxAccount = {
  PAYBOX_PAGE_URL: 'https://tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
  PAYBOX_SITE: '1999888',
  PAYBOX_RANG: '32',
  PAYBOX_IDENTIFIANT: '107904482',
  PAYBOX_HMAC_KEY: '0123456789ABCDEF'.repeat(8),
  PAYBOX_PUBLIC_KEYS: 'keys.pem',
};

describe('server-to-server settings', () => {
  it('defaults: automatic refunds off, 30 s, no endpoint (the simulator outside production)', () => {
    expect(loadConfig({}, testCwd).payments.direct).toEqual({
      automaticRefunds: false,
      timeoutMs: 30_000,
      paybox: null,
      axepta: null,
      simulatorKnob: { delayMs: 0, silentShare: 0, dropShare: 0 },
    });
  });

  it('reads the endpoints, Paybox main host then fallback, and the key override', () => {
    const config = loadConfig(
      {
        ...axeptaMerchant,
        AXEPTA_DIRECT_URL: 'https://paymentpage.axepta.bnpparibas',
        PSP_DIRECT_TIMEOUT_MS: '5000',
        AUTOMATIC_REFUNDS: 'true',
      },
      testCwd,
    );
    expect(config.payments.direct).toEqual({
      automaticRefunds: true,
      timeoutMs: 5000,
      paybox: null,
      axepta: { baseUrl: 'https://paymentpage.axepta.bnpparibas' },
      simulatorKnob: { delayMs: 0, silentShare: 0, dropShare: 0 },
    });
  });

  it("reads the bench's knob: a PSP answering in 1 s and, one time in ten, never", () => {
    const config = loadConfig(
      { PSP_SIMULATOR_DIRECT_DELAY_MS: '1000', PSP_SIMULATOR_DIRECT_SILENT_PERCENT: '10' },
      testCwd,
    );
    expect(config.payments.direct.simulatorKnob).toEqual({
      delayMs: 1000,
      silentShare: 0.1,
      dropShare: 0,
    });
    expect(refusal({ PSP_SIMULATOR_DIRECT_SILENT_PERCENT: '101' })).toContain(
      'PSP_SIMULATOR_DIRECT_SILENT_PERCENT',
    );
  });

  it('refuses a server-to-server URL without the account it signs with', () => {
    expect(refusal({ PAYBOX_DIRECT_URLS: 'https://ppps.paybox.com/PPPS.php' })).toContain(
      'PAYBOX_DIRECT_URLS set without the PAYBOX_* account',
    );
    expect(refusal({ AXEPTA_DIRECT_URL: 'https://paymentpage.axepta.bnpparibas' })).toContain(
      'AXEPTA_DIRECT_URL set without the AXEPTA_* merchant',
    );
  });

  it('takes https URLs only, one to three for Paybox', () => {
    expect(refusal({ PAYBOX_DIRECT_URLS: 'http://ppps.paybox.com/PPPS.php' })).toContain(
      'PAYBOX_DIRECT_URLS',
    );
    expect(refusal({ AXEPTA_DIRECT_URL: 'ftp://x' })).toContain('AXEPTA_DIRECT_URL');
  });
});

describe('AUTOMATIC_REFUNDS in production', () => {
  const production = { ...productionEnv, ...axeptaMerchant, CARD_PSP: 'AXEPTA' };

  it("is refused without the configured PSP's server-to-server URL, in one line", () => {
    expect(refusal({ ...production, AUTOMATIC_REFUNDS: 'true' })).toMatch(
      /AUTOMATIC_REFUNDS=true is refused in production without the server-to-server credentials of every configured PSP: set AXEPTA_DIRECT_URL/,
    );
  });

  it('is refused without any PSP account', () => {
    expect(refusal({ ...productionEnv, AUTOMATIC_REFUNDS: 'true' })).toMatch(
      /AUTOMATIC_REFUNDS=true is refused in production without a PSP account/,
    );
  });

  it('names every PSP missing its URL', () => {
    expect(refusal({ ...production, ...payboxAccount, AUTOMATIC_REFUNDS: 'true' })).toContain(
      'set PAYBOX_DIRECT_URLS and AXEPTA_DIRECT_URL',
    );
  });

  it('starts with the URL, and starts with automatic refunds off whatever is configured', () => {
    const config = loadConfig(
      {
        ...production,
        AUTOMATIC_REFUNDS: 'true',
        AXEPTA_DIRECT_URL: 'https://paymentpage.axepta.bnpparibas',
      },
      testCwd,
    );
    expect(config.payments.direct.automaticRefunds).toBe(true);
    expect(loadConfig(production, testCwd).payments.direct.automaticRefunds).toBe(false);
  });
});
