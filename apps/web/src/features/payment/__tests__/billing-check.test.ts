import { describe, expect, it } from 'vitest';
import { billingServerErrors, checkBilling, type BillingForm } from '../utils/billing-check.ts';

const complete: BillingForm = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  billingAddress: 'Via Roma 1',
  billingZipcode: '20121',
  billingCity: 'Milano',
  billingCountry: 'IT',
  email: 'giulia@example.it',
  mobilePhoneCountry: 'IT',
  mobilePhone: '3123456789',
};

describe('checkBilling (spec 001 section 5)', () => {
  it('passes a complete form, trimmed', async () => {
    expect(await checkBilling({ ...complete, billingCity: ' Milano ' })).toEqual({
      ok: true,
      billing: complete,
    });
  });

  it('flags each empty field with its own key and the general required error', async () => {
    expect(
      await checkBilling({ ...complete, firstName: '', billingCity: '  ', email: '' }),
    ).toEqual({
      ok: false,
      errors: {
        general: 'errors.required',
        code: null,
        fields: {
          firstName: 'payment.billing.missing.firstName',
          billingCity: 'payment.billing.missing.billingCity',
          email: 'payment.billing.missing.email',
        },
      },
    });
  });

  it('flags an e-mail the server would refuse', async () => {
    expect(await checkBilling({ ...complete, email: 'giulia@' })).toEqual({
      ok: false,
      errors: {
        general: 'errors.email_invalid',
        code: null,
        fields: { email: 'errors.email_invalid' },
      },
    });
  });

  it('flags a NUL character as the server does (issue 9 item 15)', async () => {
    expect(await checkBilling({ ...complete, billingAddress: 'Via Roma\u00001' })).toEqual({
      ok: false,
      errors: {
        general: 'errors.invalid_request',
        code: null,
        fields: { billingAddress: 'payment.billing.invalid' },
      },
    });
  });
});

describe('checkBilling: the mobile phone (issue 9 item 5)', () => {
  it('keeps the digits of a number typed with spaces', async () => {
    const checked = await checkBilling({ ...complete, mobilePhone: '312 345 6789' });
    expect(checked).toEqual({ ok: true, billing: complete });
  });

  it('flags a missing number with its own key', async () => {
    expect(await checkBilling({ ...complete, mobilePhone: ' ' })).toEqual({
      ok: false,
      errors: {
        general: 'errors.required',
        code: null,
        fields: { mobilePhone: 'payment.billing.missing.mobilePhone' },
      },
    });
  });

  it.each(['+39 312 345 6789', '312-ABC', '123'])(
    'flags %j: digits only, without the country code',
    async (mobilePhone) => {
      expect(await checkBilling({ ...complete, mobilePhone })).toEqual({
        ok: false,
        errors: {
          general: 'errors.invalid_request',
          code: null,
          fields: { mobilePhone: 'payment.billing.invalidMobilePhone' },
        },
      });
    },
  );
});

describe('billingServerErrors', () => {
  it('maps the code and flags the fields the details name', async () => {
    expect(
      billingServerErrors('invalid_request', [
        { path: 'body.billingInfo.billingZipcode', code: 'too_big' },
        { path: 'body.sessionId', code: 'pattern' },
      ]),
    ).toEqual({
      general: 'errors.invalid_request',
      code: 'invalid_request',
      fields: { billingZipcode: 'payment.billing.invalid' },
    });
  });

  it('gives the generic message without a code', async () => {
    expect(billingServerErrors(null, []).general).toBe('errors.unknown');
  });
});
