import { describe, expect, it } from 'vitest';
import { AxeptaError } from './errors.ts';
import {
  computeRequestMac,
  computeResponseMac,
  macEquals,
  requestMacString,
  responseMacString,
} from './mac.ts';
import { AXEPTA_DEMO_MERCHANT, AXEPTA_MAC_VECTORS } from './test-data.ts';

describe('request MAC (psp-protocols.md 2.3)', () => {
  it('builds PayID*TransID*MerchantID*Amount*Currency, a new payment starting with *', () => {
    expect(
      requestMacString({
        transId: '1',
        merchantId: 'BNP_DEMO_AXEPTA',
        amount: '2000',
        currency: 'EUR',
      }),
    ).toBe('*1*BNP_DEMO_AXEPTA*2000*EUR');
  });

  it('matches the published demo vector exactly (uppercase hex of the published value)', () => {
    const [vector] = AXEPTA_MAC_VECTORS;
    const mac = computeRequestMac(vector.key, {
      transId: '1',
      merchantId: 'BNP_DEMO_AXEPTA',
      amount: '2000',
      currency: 'EUR',
    });
    expect(mac).toBe(vector.mac.toUpperCase());
    expect(mac).toBe('529C65CE765E684D42A29CA255AD99AE40B78715ABC8EE958BFDBAFD2597D30A');
  });

  it('matches the published 20-cent vector FCCF8F2B…913D56', () => {
    const mac = computeRequestMac(AXEPTA_DEMO_MERCHANT.hmacKey, {
      transId: '1',
      merchantId: 'BNP_DEMO_AXEPTA',
      amount: '20',
      currency: 'EUR',
    });
    expect(mac.startsWith('FCCF8F2B')).toBe(true);
    expect(mac.endsWith('913D56')).toBe(true);
  });

  it('matches the Computop example 38ced807…bb9a9903', () => {
    const mac = computeRequestMac('mySecret', {
      payId: '',
      transId: 'TID-4453732122167114558',
      merchantId: 'yourMerchantId',
      amount: '1234',
      currency: 'EUR',
    });
    expect(mac.startsWith('38CED807')).toBe(true);
    expect(mac.endsWith('BB9A9903')).toBe(true);
  });

  it('refuses an empty or non-ASCII key with a typed error', () => {
    const input = { transId: '1', merchantId: 'M', amount: '1', currency: 'EUR' };
    expect(() => computeRequestMac('', input)).toThrow(AxeptaError);
    expect(() => computeRequestMac('clé', input)).toThrow(
      expect.objectContaining({ reason: 'invalid_key', field: 'hmacKey' }),
    );
  });
});

describe('response MAC (2.4)', () => {
  const input = {
    payId: 'a1b2c3',
    transId: 'T1',
    merchantId: 'BNP_DEMO_AXEPTA',
    status: 'OK',
    code: '00000000',
  };

  it('signs PayID*TransID*MerchantID*Status*Code', () => {
    expect(responseMacString(input)).toBe('a1b2c3*T1*BNP_DEMO_AXEPTA*OK*00000000');
    expect(computeResponseMac(AXEPTA_DEMO_MERCHANT.hmacKey, input)).toMatch(/^[0-9A-F]{64}$/);
  });

  it('compares case-insensitively and refuses anything else', () => {
    const mac = computeResponseMac(AXEPTA_DEMO_MERCHANT.hmacKey, input);
    expect(macEquals(mac.toLowerCase(), mac)).toBe(true);
    expect(macEquals(mac, mac)).toBe(true);
    expect(macEquals(`${mac.slice(0, 63)}0`, mac.replace(/.$/, '1'))).toBe(false);
    expect(macEquals(mac.slice(0, 62), mac)).toBe(false);
    expect(macEquals('', mac)).toBe(false);
    expect(macEquals('Z'.repeat(64), mac)).toBe(false);
  });
});
