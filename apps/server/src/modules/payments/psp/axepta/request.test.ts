import { describe, expect, it } from 'vitest';
import { TEST_AXEPTA_BILLING } from '../test-billing.ts';
import { axeptaBillingFields } from './billing-json.ts';
import { decryptData, decryptPairs } from './data.ts';
import { buildAxeptaRequest, type AxeptaPaymentInput } from './request.ts';
import { AXEPTA_DATA_VECTOR, AXEPTA_DEMO_MERCHANT, AXEPTA_ORDER_DESC_OK } from './test-data.ts';

/** The published demo request of psp-protocols.md 2.3, as our input. */
const demo: AxeptaPaymentInput = {
  ...AXEPTA_DEMO_MERCHANT,
  transId: '1',
  refNr: 'AB123',
  amountCents: 2000,
  description: AXEPTA_ORDER_DESC_OK,
  urls: {
    notify: 'https://axepta.bnpparibas/',
    success: 'https://axepta.bnpparibas/',
    failure: 'https://group.bnpparibas',
  },
  billing: TEST_AXEPTA_BILLING,
};

describe('buildAxeptaRequest (psp-protocols.md 2.2, 2.3)', () => {
  it('reproduces the published demo plaintext, our MAC in uppercase, then Response=encrypt', () => {
    const request = buildAxeptaRequest(demo);
    const { Len, Data } = request.parameters;
    const plaintext = decryptData(Data, Len, AXEPTA_DEMO_MERCHANT.blowfishPassword);
    const published = AXEPTA_DATA_VECTOR.plaintext.replace(
      /MAC=([0-9a-f]+)$/,
      (_m, mac: string) => `MAC=${mac.toUpperCase()}`,
    );
    const { billingAddress, billToCustomer } = axeptaBillingFields(TEST_AXEPTA_BILLING);
    const threeDs = `&billingAddress=${billingAddress}&billToCustomer=${billToCustomer}`;
    expect(plaintext).toBe(`${published}&Response=encrypt${threeDs}`);
    expect(Number(Len)).toBe(AXEPTA_DATA_VECTOR.len + `&Response=encrypt${threeDs}`.length);
    expect(request.mac).toBe('529C65CE765E684D42A29CA255AD99AE40B78715ABC8EE958BFDBAFD2597D30A');
    expect(request.refNr).toBe('0000000AB123');
  });

  it('posts MerchantID, Len, Data in clear, and Language and URLBack when given', () => {
    const bare = buildAxeptaRequest(demo);
    expect(Object.keys(bare.parameters)).toEqual(['MerchantID', 'Len', 'Data']);
    expect(bare.parameters.MerchantID).toBe('BNP_DEMO_AXEPTA');
    expect(bare.parameters.Data).toMatch(/^[0-9a-f]+$/);

    const full = buildAxeptaRequest({
      ...demo,
      language: 'it',
      urls: { ...demo.urls, back: 'https://portico.example/fr/payment' },
    });
    expect(full.parameters).toMatchObject({
      Language: 'it',
      URLBack: 'https://portico.example/fr/payment',
    });
    // URLBack and Language travel in clear only (2.2 outer fields).
    const inner = decryptPairs(full.parameters.Data, full.parameters.Len, demo.blowfishPassword);
    expect(inner.map(([key]) => key)).not.toContain('URLBack');
  });

  it('carries Latin-1 accents in OrderDesc', () => {
    const request = buildAxeptaRequest({ ...demo, description: 'Péage A79, 3 trajets' });
    const inner = new Map(
      decryptPairs(request.parameters.Data, request.parameters.Len, demo.blowfishPassword),
    );
    expect(inner.get('OrderDesc')).toBe('Péage A79, 3 trajets');
  });

  it('allows plain http on any port only when requireHttps is off (our simulator)', () => {
    const local = {
      success: 'http://localhost:3000/ok',
      failure: 'http://localhost:3000/ko',
      notify: 'http://localhost:3000/notify',
    };
    expect(() => buildAxeptaRequest({ ...demo, urls: local })).toThrow(
      expect.objectContaining({ reason: 'invalid_field', field: 'urls.success' }),
    );
    const request = buildAxeptaRequest({ ...demo, urls: local, requireHttps: false });
    const inner = new Map(
      decryptPairs(request.parameters.Data, request.parameters.Len, demo.blowfishPassword),
    );
    expect(inner.get('URLNotify')).toBe('http://localhost:3000/notify');
  });

  const longUrl = `https://portico.example/${'a'.repeat(240)}`;
  it.each<[string, Partial<AxeptaPaymentInput>, string]>([
    ['empty merchantId', { merchantId: '' }, 'merchantId'],
    ['merchantId over 30', { merchantId: 'M'.repeat(31) }, 'merchantId'],
    ['transId with &', { transId: 'a&b' }, 'transId'],
    ['transId with *', { transId: 'a*b' }, 'transId'],
    ['transId over 64', { transId: 'T'.repeat(65) }, 'transId'],
    ['refNr over 12', { refNr: '1234567890123' }, 'refNr'],
    ['refNr not alphanumeric', { refNr: 'AB-12' }, 'refNr'],
    ['zero amount', { amountCents: 0 }, 'amountCents'],
    ['negative amount', { amountCents: -5 }, 'amountCents'],
    ['amount in euros', { amountCents: 20.5 }, 'amountCents'],
    ['empty description', { description: '' }, 'description'],
    ['description with =', { description: 'a=b' }, 'description'],
    ['description over 768', { description: 'd'.repeat(769) }, 'description'],
    ['description outside Latin-1', { description: 'Péage – 5 €' }, 'description'],
    ['http success URL', { urls: { ...demo.urls, success: 'http://x.example/' } }, 'urls.success'],
    ['port 8443', { urls: { ...demo.urls, failure: 'https://x.example:8443/' } }, 'urls.failure'],
    [
      'query in notify',
      { urls: { ...demo.urls, notify: 'https://x.example/?a=1' } },
      'urls.notify',
    ],
    ['relative URL', { urls: { ...demo.urls, notify: '/notify' } }, 'urls.notify'],
    ['URL over 256', { urls: { ...demo.urls, success: longUrl } }, 'urls.success'],
    ['bad back URL', { urls: { ...demo.urls, back: 'ftp://x.example/' } }, 'urls.back'],
    ['unknown language', { language: 'xx' as 'fr' }, 'language'],
    ['empty HMAC key', { hmacKey: '' }, 'hmacKey'],
    ['non-ASCII Blowfish password', { blowfishPassword: 'mot-de-passe-é' }, 'blowfishPassword'],
  ])('refuses %s, naming the field', (_name, change, field) => {
    expect(() => buildAxeptaRequest({ ...demo, ...change })).toThrow(
      expect.objectContaining({ name: 'AxeptaError', field }),
    );
  });
});
