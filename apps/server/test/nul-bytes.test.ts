import { apiPrefix, errorEnvelopeSchema, routes, whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { billingInfo } from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 15: a NUL byte reached PostgreSQL (which cannot store it) and answered 500 on
 * GET /journeys/company, the billing fields of POST /payments/psp and the dev mailbox. Any NUL in
 * a URL or a body now answers 400 invalid_request, checked once for every route.
 */
const app = useApp({ rateLimit: { max: 1000, windowMs: 60_000 } });

async function expectRefused(response: { statusCode: number; json(): unknown }, path: string) {
  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json())).toEqual({
    message: 'invalid_request',
    details: [{ path, code: 'nul_character' }],
  });
}

describe('NUL bytes', () => {
  it('in the query of GET /journeys/company: 400, not 500', async () => {
    const response = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.journeyCompany.path}?companyCode=LOCA%0079`,
    });
    await expectRefused(response, 'url');
    const clean = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.journeyCompany.path}?companyCode=LOCA79`,
    });
    expect(clean.statusCode).toBe(200);
  });

  it.each(['firstName', 'lastName', 'billingAddress', 'billingZipcode', 'billingCity'])(
    'in the billing field %s of POST /payments/psp: 400',
    async (field) => {
      const response = await app().inject({
        method: 'POST',
        url: `${apiPrefix}${routes.paymentPsp.path}`,
        payload: {
          sessionId: 'a'.repeat(32),
          billingInfo: { ...billingInfo, [field]: 'Mou\u0000lins' },
        },
      });
      await expectRefused(response, `body.billingInfo.${field}`);
    },
  );

  it('a lone UTF-16 surrogate in a billing field (JSON "\\ud800"; jsonb refuses it): 400', async () => {
    // A raw JSON text: JSON.stringify would write the lone surrogate as the same escape anyway.
    const payload = JSON.stringify({
      sessionId: 'a'.repeat(32),
      billingInfo: { ...billingInfo, firstName: 'Dvořák\ud800' },
    });
    const response = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.paymentPsp.path}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    await expectRefused(response, 'body.billingInfo.firstName');
  });

  it('in the query of the dev mailbox: 400', async () => {
    for (const url of ['/dev/mailbox?recipient=a%00b', '/dev/mailbox.json?recipient=%00']) {
      await expectRefused(await app().inject({ method: 'GET', url }), 'url');
    }
    const clean = await app().inject({ method: 'GET', url: '/dev/mailbox.json?recipient=a' });
    expect(clean.statusCode).toBe(200);
  });

  it.each([
    ['an article id', `${apiPrefix}/articles/legal%00notice`],
    ['a path no route matches', `${apiPrefix}/nope%00`],
    ['a web path', '/fr/%00'],
    ['the vehicle query', `${apiPrefix}/vehicles?plate=AB%00&plateCountry=FR`],
    ['a payment id', `${apiPrefix}/payments/abc%00def`],
    ['a lookup query', `${apiPrefix}/detailedJourneys?caseNumber=A79%00`],
  ])('in %s: 400 before anything reads it', async (_where, url) => {
    await expectRefused(await app().inject({ method: 'GET', url }), 'url');
  });

  it('anywhere in a JSON body, a key included, and in a form body: 400', async () => {
    const receipt = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.sendPaymentReceipt.path}`,
      payload: { sessionId: 'a'.repeat(32), email: 'marie@example.fr\u0000' },
    });
    await expectRefused(receipt, 'body.email');
    const key = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.sendPaymentReceipt.path}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"sessionId":"x","email":"a@b.fr","extra\\u0000":1}',
    });
    await expectRefused(key, 'body.extra\\u0000');
    const form = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.axeptaNotification.path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Len=4&Data=AB%00CD',
    });
    await expectRefused(form, 'body');
  });

  it('in a roadside batch: the passage alone is rejected, the batch is not', async () => {
    const tenant = await createRoadTenant(app().database.db);
    const passage = {
      gantry: 'le-montet-ouest',
      direction: 'east',
      plate: 'NU110AA',
      countryCode: 'FR',
      vehicleClass: 1,
      emission: null,
      at: new Date(Date.now() - 60_000).toISOString(),
      tagPaid: false,
    };
    const response = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.ingestPassages.path}`,
      headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': tenant.key },
      payload: {
        passages: [
          { ...passage, passageId: `nul-ok-${tenant.id}` },
          { ...passage, passageId: `nul-bad-${tenant.id}`, gantry: 'le-montet\u0000' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accepted: 1,
      rejected: [{ index: 1, code: 'invalid_passage', field: 'gantry' }],
    });
  });
});
