import { describe, expect, it } from 'vitest';
import { TEST_PAYBOX_BILLING } from '../test-billing.ts';
import { computePayboxHmac } from './hmac.ts';
import {
  PAYBOX_PREPROD_PAGE_URL,
  PAYBOX_RETOUR,
  buildPayboxRequest,
  type PayboxPaymentInput,
} from './request.ts';

const TEST_KEY = '0123456789ABCDEF'.repeat(8);

function input(overrides: Partial<PayboxPaymentInput> = {}): PayboxPaymentInput {
  return {
    account: {
      site: '1999888',
      rang: '32',
      identifiant: '107904482',
      hmacKeyHex: TEST_KEY,
      pageUrl: PAYBOX_PREPROD_PAGE_URL,
    },
    reference: 'AB12CD34EF56',
    amountCents: 99,
    email: 'driver@example.fr',
    language: 'fr',
    urls: {
      accepted: 'https://portal.example/payments/return/paybox?outcome=accepted',
      refused: 'https://portal.example/payments/return/paybox?outcome=refused',
      cancelled: 'https://portal.example/payments/return/paybox?outcome=cancelled',
      pending: 'https://portal.example/payments/return/paybox?outcome=pending',
      notify: 'https://portal.example/services/payments/paybox/notify',
    },
    time: new Date('2024-05-06T07:08:09.123Z'),
    billing: TEST_PAYBOX_BILLING,
    cartQuantity: 2,
    ...overrides,
  };
}

describe('buildPayboxRequest (psp-protocols.md 1.2, 1.3)', () => {
  it('posts every field in the documented order, PBX_HMAC last', () => {
    const request = buildPayboxRequest(input());
    expect(request.url).toBe(PAYBOX_PREPROD_PAGE_URL);
    expect(request.parameters.map((p) => p.name)).toEqual([
      'PBX_SITE',
      'PBX_RANG',
      'PBX_IDENTIFIANT',
      'PBX_TOTAL',
      'PBX_DEVISE',
      'PBX_CMD',
      'PBX_PORTEUR',
      'PBX_RETOUR',
      'PBX_HASH',
      'PBX_TIME',
      'PBX_EFFECTUE',
      'PBX_REFUSE',
      'PBX_ANNULE',
      'PBX_ATTENTE',
      'PBX_REPONDRE_A',
      'PBX_LANGUE',
      'PBX_SHOPPINGCART',
      'PBX_BILLING',
      'PBX_HMAC',
    ]);
    const values = new Map(request.parameters.map((p) => [p.name, p.value]));
    expect(values.get('PBX_TOTAL')).toBe('099');
    expect(values.get('PBX_DEVISE')).toBe('978');
    expect(values.get('PBX_RETOUR')).toBe(PAYBOX_RETOUR);
    expect(PAYBOX_RETOUR.endsWith(';Sign:K')).toBe(true);
    expect(values.get('PBX_HASH')).toBe('SHA512');
    expect(values.get('PBX_TIME')).toBe('2024-05-06T07:08:09+00:00');
    expect(values.get('PBX_LANGUE')).toBe('FRA');
  });

  it('signs exactly the posted fields in posted order', () => {
    const { parameters } = buildPayboxRequest(input());
    const hmac = parameters.at(-1)?.value;
    expect(hmac).toMatch(/^[0-9A-F]{128}$/);
    expect(computePayboxHmac(parameters.slice(0, -1), TEST_KEY)).toBe(hmac);
  });

  it('signs the raw XML of PBX_BILLING: a vector recomputed by an independent implementation', () => {
    // Python's hmac over the same form (documented algorithm 1.3: fields joined raw, UTF-8, key
    // hex-decoded), the way the Up2Pay clients compute it; the XML's template is Crédit
    // Agricole's e-Transactions module's (issue 9 item 5), its text in ASCII (issue 26 item 18).
    const { parameters } = buildPayboxRequest({
      account: input().account,
      reference: 'AB12CD34EF56',
      amountCents: 420,
      email: 'marie@example.fr',
      language: 'fr',
      urls: {
        accepted: 'https://portal.example/r',
        refused: 'https://portal.example/r',
        cancelled: 'https://portal.example/r?outcome=cancelled',
        pending: 'https://portal.example/r',
        notify: 'https://portal.example/n',
      },
      time: new Date('2026-11-02T10:00:00Z'),
      billing: { ...TEST_PAYBOX_BILLING, lastName: "Ménard-L'Hôte & <Fils>" },
      cartQuantity: 1,
    });
    expect(parameters.find((p) => p.name === 'PBX_BILLING')?.value).toContain(
      "<LastName>Menard-L'Hote &amp; &lt;Fils&gt;</LastName><Address1>12 rue de l'Eglise</Address1>",
    );
    expect(parameters.at(-1)?.value).toBe(
      '2CD8F42BD5FE9AA96001BCBFBFD0FAB0698E89B25FED083781A115CF8C78C856B02522100B4ADC5A31363177B46BC9286E31472417C42B2BBE7F17B835405EE6',
    );
  });

  it('sends PBX_ERRORCODETEST only when given, before PBX_HMAC', () => {
    const names = buildPayboxRequest(input({ errorCodeTest: '00105' })).parameters.map(
      (p) => p.name,
    );
    expect(names.slice(-2)).toEqual(['PBX_ERRORCODETEST', 'PBX_HMAC']);
    expect(buildPayboxRequest(input()).parameters.some((p) => p.name === 'PBX_ERRORCODETEST')).toBe(
      false,
    );
  });

  it.each([
    ['en', 'GBR'],
    ['de', 'DEU'],
    ['it', 'ITA'],
    ['es', 'ESP'],
  ] as const)('maps language %s to %s', (language, langue) => {
    const { parameters } = buildPayboxRequest(input({ language }));
    expect(parameters.find((p) => p.name === 'PBX_LANGUE')?.value).toBe(langue);
  });

  const account = input().account;
  const urls = input().urls;
  it.each<[string, Partial<PayboxPaymentInput>, string]>([
    ['a 6-digit site', { account: { ...account, site: '199988' } }, 'PBX_SITE'],
    ['a 1-digit rang', { account: { ...account, rang: '1' } }, 'PBX_RANG'],
    ['a 4-digit rang', { account: { ...account, rang: '0001' } }, 'PBX_RANG'],
    [
      'a 10-digit identifiant',
      { account: { ...account, identifiant: '1234567890' } },
      'PBX_IDENTIFIANT',
    ],
    ['a zero amount', { amountCents: 0 }, 'PBX_TOTAL'],
    ['a fractional amount', { amountCents: 12.5 }, 'PBX_TOTAL'],
    ['an 11-digit amount', { amountCents: 12_345_678_901 }, 'PBX_TOTAL'],
    ['an empty reference', { reference: '' }, 'PBX_CMD'],
    ['a 251-character reference', { reference: 'A'.repeat(251) }, 'PBX_CMD'],
    ['an e-mail without @', { email: 'driver.example.fr' }, 'PBX_PORTEUR'],
    ['an e-mail without a dot', { email: 'driver@example' }, 'PBX_PORTEUR'],
    ['a 5-character e-mail', { email: 'a@b.c' }, 'PBX_PORTEUR'],
    ['a 121-character e-mail', { email: `${'a'.repeat(111)}@example.fr` }, 'PBX_PORTEUR'],
    ['a relative URL', { urls: { ...urls, accepted: '/payments/ok' } }, 'PBX_EFFECTUE'],
    [
      'a URL over 150',
      { urls: { ...urls, refused: `https://x.example/${'a'.repeat(140)}` } },
      'PBX_REFUSE',
    ],
    ['a raw ; in a URL', { urls: { ...urls, cancelled: 'https://x.example/a;b' } }, 'PBX_ANNULE'],
    ['a space in a URL', { urls: { ...urls, pending: 'https://x.example/a b' } }, 'PBX_ATTENTE'],
    ['an ftp notify URL', { urls: { ...urls, notify: 'ftp://x.example/n' } }, 'PBX_REPONDRE_A'],
    ['a 4-digit error code test', { errorCodeTest: '0010' }, 'PBX_ERRORCODETEST'],
    ['an invalid time', { time: new Date(Number.NaN) }, 'time'],
  ])('refuses %s, naming the field', (_name, overrides, field) => {
    expect(() => buildPayboxRequest(input(overrides))).toThrow(
      expect.objectContaining({ reason: 'invalid_field', field }),
    );
  });

  it('takes a 3-digit rang like 001 (Up2Pay) and sends it unchanged, signed', () => {
    const { parameters } = buildPayboxRequest(input({ account: { ...account, rang: '001' } }));
    expect(parameters.find((p) => p.name === 'PBX_RANG')?.value).toBe('001');
    expect(computePayboxHmac(parameters.slice(0, -1), TEST_KEY)).toBe(parameters.at(-1)?.value);
  });

  it('refuses a key that is not even-length hex', () => {
    expect(() =>
      buildPayboxRequest(input({ account: { ...account, hmacKeyHex: 'not-hex' } })),
    ).toThrow(expect.objectContaining({ reason: 'invalid_key' }));
  });
});

describe('PBX_SOURCE (issue 26 item 18)', () => {
  const names = (request: ReturnType<typeof buildPayboxRequest>) =>
    request.parameters.map((p) => p.name);

  it('asks for the responsive page from a mobile browser, signed like the rest', () => {
    const request = buildPayboxRequest(input({ mobileBrowser: true }));
    expect(request.parameters.find((p) => p.name === 'PBX_SOURCE')?.value).toBe('RWD');
    const signed = request.parameters.filter((p) => p.name !== 'PBX_HMAC');
    expect(request.parameters.at(-1)?.value).toBe(computePayboxHmac(signed, TEST_KEY, 'SHA512'));
  });

  it('leaves the default page to a desktop browser', () => {
    expect(names(buildPayboxRequest(input()))).not.toContain('PBX_SOURCE');
  });
});
