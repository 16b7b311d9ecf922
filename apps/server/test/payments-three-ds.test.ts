import { createHmac } from 'node:crypto';
import {
  buildPath,
  errorEnvelopeSchema,
  pspResponseSchema,
  routes,
  type PspResponse,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { decryptPairs } from '../src/modules/payments/psp/axepta/data.ts';
import { AXEPTA_DEMO_MERCHANT } from '../src/modules/payments/psp/axepta/test-data.ts';
import { payboxSimulatorAccount } from '../src/modules/payments/psp/simulator/routes.ts';
import { useCardApp } from './helpers/card-app.ts';
import {
  openCardPage,
  payAtSimulator,
  paymentStatusOf,
  submitCard,
} from './helpers/card-browser.ts';
import { billingInfo, dueBasket, hiddenFields, onTenant } from './helpers/payments.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 5: the 3-D Secure 2 data the PSPs require, from the billing form to the PSP's
 * page: Paybox's PBX_BILLING and PBX_SHOPPINGCART (signed), Axepta's billingAddress and
 * billToCustomer (in Data, MsgVer=2.0), byte for byte for an accented address.
 */

const zoe = {
  firstName: 'Zoé',
  lastName: "Ménard-L'Hôte",
  billingAddress: "12 rue de l'Église",
  billingZipcode: '03000',
  billingCity: 'Moulins-sur-Allier',
  billingCountry: 'FR',
  email: 'zoe.menard@example.fr',
  mobilePhoneCountry: 'FR',
  mobilePhone: '06 12 34 56 78',
};

/** In ASCII, the mobile without its trunk 0 (issue 26 item 18). */
const ZOE_BILLING_XML =
  '<?xml version="1.0" encoding="utf-8"?><Billing><Address><FirstName>Zoe</FirstName>' +
  "<LastName>Menard-L'Hote</LastName><Address1>12 rue de l'Eglise</Address1>" +
  '<ZipCode>03000</ZipCode><City>Moulins-sur-Allier</City><CountryCode>250</CountryCode>' +
  '<CountryCodeMobilePhone>+33</CountryCodeMobilePhone><MobilePhone>612345678</MobilePhone>' +
  '</Address></Billing>';

const basketOf = (app: FastifyInstance, config: Config, trips = 1) =>
  dueBasket(app, config, { platePrefix: 'TD', trips });

function startCard(app: FastifyInstance, tenant: RoadTenant, sessionId: string, billing: unknown) {
  return onTenant(app, tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPsp.path),
    payload: { sessionId, billingInfo: billing },
  });
}

const valueOf = (page: PspResponse, name: string) =>
  page.parameters.find((p) => p.pspVariableName === name)?.pspVariableValue ?? '';

describe('Paybox: PBX_BILLING and PBX_SHOPPINGCART', () => {
  const { app, config } = useCardApp('PAYBOX');

  it('sends the billing form as the XML of 3-D Secure 2, signed, and the simulator pays it', async () => {
    const { tenant, basket } = await basketOf(app(), config, 2);
    const response = await startCard(app(), tenant, basket.id, zoe);
    expect(response.statusCode, response.body).toBe(200);
    const page = pspResponseSchema.parse(response.json());

    const xml = valueOf(page, 'PBX_BILLING');
    expect(Buffer.from(xml, 'utf8').equals(Buffer.from(ZOE_BILLING_XML, 'utf8'))).toBe(true);
    expect(valueOf(page, 'PBX_SHOPPINGCART')).toBe(
      '<?xml version="1.0" encoding="utf-8"?><shoppingcart><total><totalQuantity>2</totalQuantity></total></shoppingcart>',
    );
    // The documented HMAC (psp-protocols.md 1.3), computed here independently: every posted
    // field but PBX_HMAC, raw (the XML unescaped for the form), UTF-8, key hex-decoded.
    const signed = page.parameters.slice(0, -1);
    const message = signed.map((p) => `${p.pspVariableName}=${p.pspVariableValue}`).join('&');
    const expected = createHmac('sha512', Buffer.from(payboxSimulatorAccount.hmacKeyHex, 'hex'))
      .update(Buffer.from(message, 'utf8'))
      .digest('hex')
      .toUpperCase();
    expect(page.parameters.at(-1)).toEqual({
      pspVariableName: 'PBX_HMAC',
      pspVariableValue: expected,
    });

    // The browser posts the form as a urlencoded body; the simulator checks and pays it.
    const cardPage = await openCardPage(app(), tenant, page);
    expect(hiddenFields(cardPage.body)).toContainEqual(['PBX_BILLING', ZOE_BILLING_XML]);
    const paid = await submitCard(app(), tenant, page, cardPage, { number: '4111111111111111' });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(await paymentStatusOf(app(), tenant, basket.id)).toMatchObject({ status: 'SUCCEED' });
  });

  it('escapes & and < in the XML, and drops an accent typed as a combining mark', async () => {
    const { tenant, basket } = await basketOf(app(), config);
    const response = await startCard(app(), tenant, basket.id, {
      ...zoe,
      firstName: 'Zoe\u0301',
      lastName: 'Dupont & <Fils>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const xml = valueOf(pspResponseSchema.parse(response.json()), 'PBX_BILLING');
    expect(xml).toContain(
      '<FirstName>Zoe</FirstName><LastName>Dupont &amp; &lt;Fils&gt;</LastName>',
    );
  });

  it('sends a long Polish name whole in ASCII, a mobile typed "0033 6…" once, RWD to a phone', async () => {
    const { tenant, basket } = await basketOf(app(), config);
    const response = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.paymentPsp.path),
      payload: {
        sessionId: basket.id,
        billingInfo: {
          ...zoe,
          firstName: 'Małgorzata',
          lastName: 'Brzęczyszczykiewicz-Żółtowska',
          mobilePhone: '0033 6 12 34 56 78',
        },
      },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = pspResponseSchema.parse(response.json());
    const xml = valueOf(page, 'PBX_BILLING');
    expect(xml).toContain(
      '<FirstName>Malgorzata</FirstName><LastName>Brzeczyszczykiewicz-Zoltowska</LastName>',
    );
    expect(xml).toContain(
      '<CountryCodeMobilePhone>+33</CountryCodeMobilePhone><MobilePhone>612345678</MobilePhone>',
    );
    expect(valueOf(page, 'PBX_SOURCE')).toBe('RWD');
    // The simulator checks the signature with PBX_SOURCE in it, and pays.
    const cardPage = await openCardPage(app(), tenant, page);
    const paid = await submitCard(app(), tenant, page, cardPage, { number: '4111111111111111' });
    expect(paid.statusCode, paid.body).toBe(303);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no mobile phone', { mobilePhone: undefined }, 'mobilePhone'],
    ['a phone with its +33', { mobilePhone: '+33612345678' }, 'mobilePhone'],
    ['letters in the phone', { mobilePhone: '06 12 AB' }, 'mobilePhone'],
    ['a 16-digit phone', { mobilePhone: '1234567890123456' }, 'mobilePhone'],
    ['no phone country', { mobilePhoneCountry: undefined }, 'mobilePhoneCountry'],
    ['a country outside the list', { billingCountry: 'ZZ' }, 'billingCountry'],
    ['a control character', { billingCity: 'Moulins\u0007' }, 'billingCity'],
  ])('answers 400 invalid_request for %s, naming the field', async (_name, change, field) => {
    const { tenant, basket } = await basketOf(app(), config);
    const response = await startCard(app(), tenant, basket.id, { ...zoe, ...change });
    expect(response.statusCode, response.body).toBe(400);
    const error = errorEnvelopeSchema.parse(response.json());
    expect(error.message).toBe('invalid_request');
    expect(JSON.stringify(response.json())).toContain(field);
  });
});

describe('Axepta: billingAddress and billToCustomer', () => {
  const { app, config } = useCardApp('AXEPTA');

  it('sends MsgVer=2.0 and the billing form as base64 UTF-8 JSON inside Data', async () => {
    const { tenant, basket } = await basketOf(app(), config);
    const response = await startCard(app(), tenant, basket.id, {
      ...zoe,
      mobilePhoneCountry: 'CH',
      mobilePhone: '079 123 45 67',
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = pspResponseSchema.parse(response.json());
    const data = new Map(
      decryptPairs(
        valueOf(page, 'Data'),
        valueOf(page, 'Len'),
        AXEPTA_DEMO_MERCHANT.blowfishPassword,
      ),
    );
    expect(data.get('MsgVer')).toBe('2.0');
    const decoded = (name: string) => Buffer.from(data.get(name) ?? '', 'base64');
    expect(
      decoded('billingAddress').equals(
        Buffer.from(
          '{"city":"Moulins-sur-Allier","country":{"countryA3":"FRA"},' +
            '"addressLine1":{"street":"12 rue de l\'Église"},"postalCode":"03000"}',
          'utf8',
        ),
      ),
    ).toBe(true);
    expect(
      decoded('billToCustomer').equals(
        Buffer.from(
          '{"consumer":{"firstName":"Zoé","lastName":"Ménard-L\'Hôte"},' +
            '"email":"zoe.menard@example.fr",' +
            '"mobilePhone":{"countryCode":"41","subscriberNumber":"791234567"}}',
          'utf8',
        ),
      ),
    ).toBe(true);
  });

  it('pays through the simulator, which checks them', async () => {
    const { tenant, basket } = await basketOf(app(), config);
    const response = await startCard(app(), tenant, basket.id, billingInfo);
    const page = pspResponseSchema.parse(response.json());
    const paid = await payAtSimulator(app(), tenant, page, { number: '4111111111111111' });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(await paymentStatusOf(app(), tenant, basket.id)).toMatchObject({ status: 'SUCCEED' });
  });
});
