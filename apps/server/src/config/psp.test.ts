import path from 'node:path';
import type { PspResponse } from '@portico/contract';
import { sampleBillingInfo } from '@portico/contract/testing';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { configRefusal as refusal, productionEnv, testCwd } from './test-env.ts';
import {
  type CardPaymentRequest,
  cardPsps,
  hostedPageRequest,
} from '../modules/payments/card-psp.ts';
import { decryptPairs } from '../modules/payments/psp/axepta/data.ts';

/** Issue 9 item 6: the card PSPs' settings that passed the boot but broke every payment. */

const publicKeyFile = path.join(
  import.meta.dirname,
  '../modules/payments/psp/simulator/keys/paybox-simulator-public.pem',
);
const payboxAccount = {
  PAYBOX_PAGE_URL: 'https://preprod-tpeweb.paybox.com/cgi/MYchoix_pagepaiement.cgi',
  PAYBOX_SITE: '1999888',
  PAYBOX_IDENTIFIANT: '107904482',
  PAYBOX_HMAC_KEY: '0123456789ABCDEF'.repeat(8),
  PAYBOX_PUBLIC_KEYS: publicKeyFile,
};
const axeptaAccount = {
  AXEPTA_PAGE_URL: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
  AXEPTA_MERCHANT_ID: 'BNP_DEMO_AXEPTA',
  AXEPTA_HMAC_KEY: '4n!BmF3_?9oJ2Q*z(iD7q6[RSb5)a]A8',
  AXEPTA_BLOWFISH_KEY: 'Tc5*2D_xs7B[6E?w',
};
// Production but for PUBLIC_ORIGIN, which it requires.
const { PUBLIC_ORIGIN: _origin, ...production } = productionEnv;
const productionWithOrigin = productionEnv;

const payment = (provider: CardPaymentRequest['provider']): CardPaymentRequest => ({
  provider,
  origin: 'https://portal.example.fr',
  paymentId: '7d3c1f4e-8a2b-4c6d-9e0f-1a2b3c4d5e6f',
  reference: 'AB12CD34EF56',
  amountCents: 420,
  email: 'marie.dupont@example.fr',
  language: 'fr',
  now: new Date('2026-11-02T10:00:00Z'),
  billing: sampleBillingInfo,
  itemCount: 1,
});

const parameter = (page: PspResponse | null, name: string) =>
  page?.parameters.find((p) => p.pspVariableName === name)?.pspVariableValue;

describe('PAYBOX_RANG (one rule for the boot check and the request builder)', () => {
  it('takes a 3-digit rang like 001 and signs a payment with it', () => {
    const config = loadConfig({ ...payboxAccount, PAYBOX_RANG: '001' }, testCwd);
    expect(config.payments.paybox?.rang).toBe('001');
    const page = hostedPageRequest(cardPsps(config.payments), payment('PAYBOX'));
    expect(parameter(page, 'PBX_RANG')).toBe('001');
    expect(parameter(page, 'PBX_HMAC')).toMatch(/^[0-9A-F]{128}$/);
  });

  it('still takes 2 digits', () => {
    const config = loadConfig({ ...payboxAccount, PAYBOX_RANG: '32' }, testCwd);
    const page = hostedPageRequest(cardPsps(config.payments), payment('PAYBOX'));
    expect(parameter(page, 'PBX_RANG')).toBe('32');
  });

  it.each(['1', '0001', '3a', ' 01'])('refuses %j at start, saying what it expects', (rang) => {
    expect(refusal({ ...payboxAccount, PAYBOX_RANG: rang })).toContain(
      'PAYBOX_RANG=' + JSON.stringify(rang) + ' (expected 2 or 3 digits',
    );
  });
});

describe('AXEPTA_TEST_ORDER_CODE (the acceptance environment)', () => {
  const orderDesc = (env: Record<string, string>) => {
    const config = loadConfig({ ...axeptaAccount, CARD_PSP: 'AXEPTA', ...env }, testCwd);
    const page = hostedPageRequest(cardPsps(config.payments), payment('AXEPTA'));
    const pairs = decryptPairs(
      parameter(page, 'Data') ?? '',
      parameter(page, 'Len') ?? '0',
      axeptaAccount.AXEPTA_BLOWFISH_KEY,
    );
    return new Map(pairs).get('OrderDesc');
  };

  it('sends OrderDesc Test:<code> when set, the toll reference otherwise', () => {
    expect(orderDesc({ AXEPTA_TEST_ORDER_CODE: '0000' })).toBe('Test:0000');
    expect(orderDesc({ AXEPTA_TEST_ORDER_CODE: '0305' })).toBe('Test:0305');
    expect(orderDesc({})).toBe('Peage AB12CD34EF56');
  });

  it('also drives the simulator, which honours Test:nnnn like the platform', () => {
    const config = loadConfig({ AXEPTA_TEST_ORDER_CODE: '0000' }, testCwd);
    expect(cardPsps(config.payments).axepta).toMatchObject({
      simulated: true,
      testOrderCode: '0000',
    });
  });

  it('takes 4 digits only', () => {
    expect(refusal({ AXEPTA_TEST_ORDER_CODE: '000' })).toContain(
      'AXEPTA_TEST_ORDER_CODE="000" (expected 4 digits',
    );
  });

  it('is refused in production: no money would be taken', () => {
    expect(refusal({ ...productionWithOrigin, AXEPTA_TEST_ORDER_CODE: '0000' })).toMatch(
      /^Invalid environment: AXEPTA_TEST_ORDER_CODE is refused in production/,
    );
  });
});

describe('PUBLIC_ORIGIN (issue 9 item 3: the PSPs return and notify there, not to the Host)', () => {
  const withOrigin = { ...production, PUBLIC_ORIGIN: 'https://peage.example.fr' };

  it("is the laptop's own address outside production, on PORT", () => {
    expect(loadConfig({}, testCwd).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8187' }, testCwd).publicOrigin).toBe('http://localhost:8187');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:8311/' }, testCwd).publicOrigin).toBe(
      'http://127.0.0.1:8311',
    );
  });

  it('is required in production, in one line', () => {
    expect(refusal(production)).toMatch(
      /^Invalid environment: PUBLIC_ORIGIN is required in production/,
    );
    expect(loadConfig(withOrigin, testCwd).publicOrigin).toBe('https://peage.example.fr');
  });

  it('must be https in production but for this machine', () => {
    expect(refusal({ ...production, PUBLIC_ORIGIN: 'http://peage.example.fr' })).toMatch(
      /PUBLIC_ORIGIN must be https:\/\/ in production/,
    );
    expect(
      loadConfig({ ...production, PUBLIC_ORIGIN: 'http://127.0.0.1:8310' }, testCwd).publicOrigin,
    ).toBe('http://127.0.0.1:8310');
  });

  it.each([
    'peage.example.fr',
    'https://peage.example.fr/portal',
    'https://a.fr?x=1',
    'ftp://a.fr',
  ])('refuses %j: an origin only', (value) => {
    expect(refusal({ PUBLIC_ORIGIN: value })).toContain(
      `PUBLIC_ORIGIN=${JSON.stringify(value)} (expected an http(s) origin`,
    );
  });
});
