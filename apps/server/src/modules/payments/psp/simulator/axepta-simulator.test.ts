import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFormPairs, rawQueryOf } from '../../../../shared/form-body.ts';
import { decryptPairs, encryptPairs } from '../axepta/data.ts';
import { buildAxeptaRequest, type AxeptaPaymentInput } from '../axepta/request.ts';
import { AXEPTA_CANCEL_CODES, readAxeptaReply, type AxeptaReply } from '../axepta/response.ts';
import { AXEPTA_DEMO_MERCHANT } from '../axepta/test-data.ts';
import { TEST_AXEPTA_BILLING } from '../test-billing.ts';
import { axeptaSimulatorPath } from './routes.ts';
import {
  PORTAL,
  formBody,
  hiddenFields,
  simulatorTestApp,
  submitCardPage,
  waitFor,
  type SimulatorTestApp,
} from './test-app.ts';

const URLS = {
  success: `${PORTAL}/payments/return/axepta/success`,
  failure: `${PORTAL}/payments/return/axepta/failure`,
  notify: `${PORTAL}/services/payments/axepta/notify`,
  back: `${PORTAL}/payments/return/axepta/back`,
};

function payment(overrides: Partial<AxeptaPaymentInput> = {}): AxeptaPaymentInput {
  return {
    ...AXEPTA_DEMO_MERCHANT,
    transId: 'T-2024-0001',
    refNr: 'AB12CD34EF56',
    amountCents: 1250,
    description: 'Péage A79',
    urls: URLS,
    language: 'fr',
    requireHttps: false,
    billing: TEST_AXEPTA_BILLING,
    ...overrides,
  };
}

function formFields(input: AxeptaPaymentInput): [string, string][] {
  return Object.entries(buildAxeptaRequest(input).parameters);
}

let sim: SimulatorTestApp;
beforeEach(async () => {
  sim = await simulatorTestApp();
});
afterEach(() => sim.app.close());

async function postForm(fields: readonly (readonly [string, string])[]) {
  return sim.app.inject({
    method: 'POST',
    url: axeptaSimulatorPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody(fields),
  });
}

async function pay(card: string, input = payment(), action: 'pay' | 'cancel' = 'pay') {
  const page = await postForm(formFields(input));
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form');
  return submitCardPage(sim.app, page.body, card, action);
}

/** Decodes a delivered notification the way the portal will. */
function notified(index: number): AxeptaReply {
  const delivery = sim.deliveries[index];
  expect(delivery?.method).toBe('POST');
  expect(delivery?.url).toBe(URLS.notify);
  expect(delivery?.headers['content-type']).toBe(
    'application/x-www-form-urlencoded; charset=iso-8859-1',
  );
  const body = Object.fromEntries(parseFormPairs(delivery?.body ?? '', 'latin1'));
  expect(Object.keys(body)).toEqual(['Len', 'Data']);
  return readAxeptaReply(body, AXEPTA_DEMO_MERCHANT);
}

function redirected(response: { headers: Record<string, unknown> }): {
  base: string;
  reply: AxeptaReply;
} {
  const location = String(response.headers.location);
  const query = Object.fromEntries(parseFormPairs(rawQueryOf(location)));
  return {
    base: location.split('?')[0] ?? '',
    reply: readAxeptaReply(query, AXEPTA_DEMO_MERCHANT),
  };
}

describe('Axepta simulator: the card page', () => {
  it('shows the card page for a correct request, carrying the clear fields', async () => {
    const fields = formFields(payment());
    const response = await postForm(fields);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('Simulateur Axepta — aucun paiement réel');
    expect(response.body).toContain('AB12CD34EF56');
    expect(response.body).toMatch(/12,50\s€/);
    expect(response.body).not.toMatch(/<script|<style|style=/);
    expect(hiddenFields(response.body)).toEqual(fields);
  });

  it('refuses a request without billingAddress or billToCustomer, MAC right, as the platform does', async () => {
    const { parameters } = buildAxeptaRequest(payment());
    const pairs = decryptPairs(
      parameters.Data,
      parameters.Len,
      AXEPTA_DEMO_MERCHANT.blowfishPassword,
    );
    for (const dropped of ['billingAddress', 'billToCustomer']) {
      const { data, len } = encryptPairs(
        pairs.filter(([key]) => key !== dropped),
        AXEPTA_DEMO_MERCHANT.blowfishPassword,
      );
      const response = await postForm([
        ['MerchantID', parameters.MerchantID],
        ['Len', String(len)],
        ['Data', data],
      ]);
      expect(response.body).toContain('20120044');
      expect(response.body).not.toContain('<form');
    }
  });

  it('refuses a bad MAC with the 20120044 page', async () => {
    const response = await postForm(formFields(payment({ hmacKey: 'not-the-demo-key' })));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('20120044');
    expect(response.body).not.toContain('<form');
  });

  it.each<[string, (f: [string, string][]) => [string, string][]]>([
    ['an unknown MerchantID', (f) => f.map(([n, v]) => [n, n === 'MerchantID' ? 'OTHER' : v])],
    ['a garbled Data', (f) => f.map(([n, v]) => [n, n === 'Data' ? `${v.slice(0, -2)}zz` : v])],
    ['a wrong Len', (f) => f.map(([n, v]) => [n, n === 'Len' ? '9999' : v])],
  ])('refuses %s', async (_name, change) => {
    const response = await postForm(change(formFields(payment())));
    expect(response.body).toContain('20120044');
  });
});

describe('Axepta simulator: paying', () => {
  it('success: notifies first, then a 303 to URLSuccess with Len and Data', async () => {
    const response = await pay('4111111111111111');
    expect(sim.deliveries).toHaveLength(1);
    const reply = notified(0);
    expect(reply).toMatchObject({
      outcome: 'SUCCEED',
      code: '00000000',
      status: 'OK',
      transId: 'T-2024-0001',
      refNr: 'AB12CD34EF56',
      amountCents: 1250,
      currency: 'EUR',
    });
    expect(reply.payId).toMatch(/^[0-9A-F]{32}$/);
    expect(response.statusCode).toBe(303);
    const browser = redirected(response);
    expect(browser.base).toBe(URLS.success);
    expect(browser.reply.payId).toBe(reply.payId);
  });

  it('Test:0000 succeeds and Test:0305 is refused with a class-2 code, whatever the card', async () => {
    await pay('4000000000000002', payment({ description: 'Test:0000' }));
    expect(notified(0).code).toBe('00000000');
    const response = await pay('4111111111111111', payment({ description: 'Test:0305' }));
    expect(notified(1)).toMatchObject({ outcome: 'REJECTED', code: '22940305', status: 'FAILED' });
    expect(redirected(response).base).toBe(URLS.failure);
  });

  it('refused card: FAILED notification, then URLFailure', async () => {
    const response = await pay('4000000000009995');
    expect(notified(0)).toMatchObject({ outcome: 'REJECTED', status: 'FAILED' });
    expect(redirected(response)).toMatchObject({ base: URLS.failure });
  });

  it('cancel: notifies the cancel code, then back to URLBack', async () => {
    const response = await pay('', payment(), 'cancel');
    expect(notified(0)).toMatchObject({
      outcome: 'CANCELLED',
      code: AXEPTA_CANCEL_CODES[0],
      status: 'FAILED',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(URLS.back);
  });

  it('cancel without URLBack: back to URLFailure with the data', async () => {
    const { back: _back, ...urls } = URLS;
    const response = await pay('', payment({ urls }), 'cancel');
    const browser = redirected(response);
    expect(browser.base).toBe(URLS.failure);
    expect(browser.reply.outcome).toBe('CANCELLED');
  });

  it('pending: a class-6 PENDING notification, then the success after the delay', async () => {
    const response = await pay('4000000000000259');
    expect(notified(0)).toMatchObject({ outcome: 'PENDING', code: '60000000', status: 'PENDING' });
    expect(redirected(response).base).toBe(URLS.failure);
    await waitFor(() => sim.deliveries.length === 2);
    expect(notified(1)).toMatchObject({ outcome: 'SUCCEED', payId: notified(0).payId });
  });

  it('retries the notification after a 500, before redirecting', async () => {
    sim.statuses.push(500, 503);
    const response = await pay('4111111111111111');
    expect(sim.deliveries).toHaveLength(3);
    expect(sim.deliveries[2]?.body).toBe(sim.deliveries[0]?.body);
    expect(response.statusCode).toBe(303);
  });

  it('gives up after four attempts and still redirects', async () => {
    sim.statuses.push(500, 500, 500, 500, 500);
    const response = await pay('4111111111111111');
    expect(sim.deliveries).toHaveLength(4);
    expect(response.statusCode).toBe(303);
  });

  it.each<[string, Partial<AxeptaPaymentInput['urls']>]>([
    ['a notification into the internal network', { notify: 'http://10.0.0.1/internal' }],
    ['a success return to another site', { success: 'https://evil.example/phish' }],
    ['a failure return to another site', { failure: 'https://evil.example/phish' }],
    ['a cancel (URLBack) to another site', { back: 'https://evil.example/phish' }],
  ])('refuses a request with %s: no card page, no notification, no redirect', async (_n, urls) => {
    const forged = formFields(payment({ urls: { ...URLS, ...urls } }));
    const page = await postForm(forged);
    expect(page.body).toContain('20120044');
    expect(page.body).not.toContain('<form');
    const paid = await sim.app.inject({
      method: 'POST',
      url: '/psp-simulator/axepta/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      payload: formBody([...forged, ['cardNumber', '4111111111111111'], ['action', 'cancel']]),
    });
    expect(paid.headers.location).toBeUndefined();
    expect(paid.body).toContain('20120044');
    expect(sim.deliveries).toHaveLength(0);
  });

  it('re-verifies the request when paying (the card page is stateless)', async () => {
    const page = await postForm(formFields(payment()));
    const tampered = page.body.replace(/name="Len" value="\d+"/, 'name="Len" value="8"');
    const response = await submitCardPage(sim.app, tampered, '4111111111111111');
    expect(response.body).toContain('20120044');
    expect(sim.deliveries).toHaveLength(0);
  });
});
