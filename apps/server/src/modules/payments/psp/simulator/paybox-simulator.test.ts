import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawQueryOf } from '../../../../shared/form-body.ts';
import { computePayboxHmac } from '../paybox/hmac.ts';
import { TEST_PAYBOX_BILLING } from '../test-billing.ts';
import { buildPayboxRequest, type PayboxPaymentInput } from '../paybox/request.ts';
import { readPayboxBrowserReturn, readPayboxReply } from '../paybox/response.ts';
import { PAYBOX_REFUSAL_TEXT } from './paybox-simulator.ts';
import {
  payboxSimulatorAccount,
  payboxSimulatorPath,
  payboxSimulatorPublicKeyPem,
} from './routes.ts';
import {
  PORTAL,
  formBody,
  hiddenFields,
  simulatorTestApp,
  submitCardPage,
  waitFor,
  type SimulatorTestApp,
} from './test-app.ts';

const KEYS = [payboxSimulatorPublicKeyPem];
const RETURN = `${PORTAL}/payments/return/paybox`;
const NOTIFY = `${PORTAL}/services/payments/paybox/notify`;

function payment(overrides: Partial<PayboxPaymentInput> = {}): PayboxPaymentInput {
  return {
    account: { ...payboxSimulatorAccount, pageUrl: `${PORTAL}${payboxSimulatorPath}` },
    reference: 'AB12CD34EF56',
    amountCents: 1250,
    email: 'driver@example.fr',
    language: 'fr',
    urls: {
      accepted: `${RETURN}?outcome=accepted`,
      refused: `${RETURN}?outcome=refused`,
      cancelled: `${RETURN}?outcome=cancelled`,
      pending: `${RETURN}?outcome=pending`,
      notify: NOTIFY,
    },
    time: new Date('2024-05-06T07:08:09Z'),
    billing: TEST_PAYBOX_BILLING,
    cartQuantity: 1,
    ...overrides,
  };
}

let sim: SimulatorTestApp;
beforeEach(async () => {
  sim = await simulatorTestApp();
});
afterEach(() => sim.app.close());

async function postForm(fields: readonly (readonly [string, string])[]) {
  return sim.app.inject({
    method: 'POST',
    url: payboxSimulatorPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody(fields),
  });
}

function fieldsOf(input: PayboxPaymentInput): [string, string][] {
  return buildPayboxRequest(input).parameters.map((p) => [p.name, p.value]);
}

/** Posts the PBX_ form, then pays on the card page with the given card. */
async function pay(card: string, input = payment(), action: 'pay' | 'cancel' = 'pay') {
  const page = await postForm(fieldsOf(input));
  expect(page.statusCode).toBe(200);
  return submitCardPage(sim.app, page.body, card, action);
}

function location(response: { headers: Record<string, unknown> }): string {
  return String(response.headers.location);
}

describe('Paybox simulator: the card page', () => {
  it('shows the card page for a correctly signed form, carrying every PBX_ field', async () => {
    const fields = fieldsOf(payment());
    const response = await postForm(fields);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('Simulateur Paybox — aucun paiement réel');
    expect(response.body).toContain('AB12CD34EF56');
    expect(response.body).toMatch(/12,50\s€/);
    expect(response.body).toContain('autocomplete="cc-number"');
    expect(response.body).toContain('4000000000000259');
    expect(response.body).toContain('href="/psp-simulator/simulator.css"');
    expect(response.body).not.toMatch(/<script|<style|style=/);
    expect(hiddenFields(response.body)).toEqual(fields);
  });

  it('serves its stylesheet', async () => {
    const response = await sim.app.inject({ method: 'GET', url: '/psp-simulator/simulator.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
  });

  it.each<[string, (fields: [string, string][]) => [string, string][]]>([
    ['a changed amount', (f) => f.map(([n, v]) => [n, n === 'PBX_TOTAL' ? '000001' : v])],
    ['a swapped field order', (f) => [f[1], f[0], ...f.slice(2)].filter((x) => x !== undefined)],
    ['no PBX_HMAC', (f) => f.filter(([n]) => n !== 'PBX_HMAC')],
    ['a PBX_ field posted twice', (f) => [...f, ['PBX_CMD', 'OTHER']]],
  ])('refuses %s with the "Accès refusé" page', async (_name, change) => {
    const response = await postForm(change(fieldsOf(payment())));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAYBOX_REFUSAL_TEXT.replace("'", '&#39;'));
    expect(response.body).not.toContain('<form');
  });

  it('refuses a correctly signed form without the 3-D Secure 2 billing data, as the platform does', async () => {
    for (const dropped of ['PBX_BILLING', 'PBX_SHOPPINGCART']) {
      const fields = fieldsOf(payment()).filter(([n]) => n !== dropped && n !== 'PBX_HMAC');
      const hmac = computePayboxHmac(
        fields.map(([name, value]) => ({ name, value })),
        payboxSimulatorAccount.hmacKeyHex,
      );
      const response = await postForm([...fields, ['PBX_HMAC', hmac]]);
      expect(response.body).toContain('Accès refusé');
      expect(response.body).not.toContain('<form');
    }
  });

  it('refuses another shop, even correctly signed', async () => {
    const input = payment();
    const response = await postForm(
      fieldsOf({ ...input, account: { ...input.account, identifiant: '110647233' } }),
    );
    expect(response.body).toContain('Accès refusé');
  });

  it('escapes what it shows', async () => {
    const response = await postForm(fieldsOf(payment({ reference: '<b>"x"</b>' })));
    expect(response.body).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(response.body).not.toContain('<b>');
  });
});

describe('Paybox simulator: paying', () => {
  it('success: one signed IPN first, then a 303 to PBX_EFFECTUE with a signed query', async () => {
    const response = await pay('4111111111111111');
    expect(sim.deliveries).toHaveLength(1);
    const [ipn] = sim.deliveries;
    expect(ipn?.method).toBe('GET');
    expect(ipn?.url.startsWith(`${NOTIFY}?Mt=`)).toBe(true);
    const reply = readPayboxReply(rawQueryOf(ipn?.url ?? ''), KEYS);
    expect(reply).toMatchObject({
      outcome: 'SUCCEED',
      errorCode: '00000',
      amountCents: 1250,
      reference: 'AB12CD34EF56',
      authorization: 'XXXXXX',
    });
    expect(reply.transaction).toMatch(/^[0-9]{8}$/);

    expect(response.statusCode).toBe(303);
    expect(location(response).startsWith(`${RETURN}?outcome=accepted&Mt=1250&`)).toBe(true);
    const browser = readPayboxBrowserReturn(rawQueryOf(location(response)), KEYS);
    expect(browser.reply.errorCode).toBe('00000');
    expect(browser.reply.transaction).toBe(reply.transaction);
    expect(Object.fromEntries(browser.merchantParams)).toEqual({ outcome: 'accepted' });
  });

  it('signs the browser return over our own parameters too', async () => {
    const response = await pay('4111111111111111');
    const forged = rawQueryOf(location(response)).replace('outcome=accepted', 'outcome=pending');
    expect(() => readPayboxBrowserReturn(forged, KEYS)).toThrow(
      expect.objectContaining({ reason: 'bad_signature' }),
    );
  });

  it.each([
    ['4000000000000002', '00105'],
    ['4000000000009995', '00151'],
    ['4000000000000001', '00004'],
  ])('refused card %s: IPN with %s and no authorisation, then PBX_REFUSE', async (card, code) => {
    const response = await pay(card);
    expect(sim.deliveries).toHaveLength(1);
    const reply = readPayboxReply(rawQueryOf(sim.deliveries[0]?.url ?? ''), KEYS);
    expect(reply).toMatchObject({ outcome: 'REJECTED', errorCode: code });
    expect(reply.authorization).toBeUndefined();
    expect(location(response).startsWith(`${RETURN}?outcome=refused&`)).toBe(true);
    expect(readPayboxBrowserReturn(rawQueryOf(location(response)), KEYS).reply.errorCode).toBe(
      code,
    );
  });

  it('honours PBX_ERRORCODETEST over the card', async () => {
    const response = await pay('4111111111111111', payment({ errorCodeTest: '00154' }));
    expect(readPayboxReply(rawQueryOf(sim.deliveries[0]?.url ?? ''), KEYS).errorCode).toBe('00154');
    expect(location(response).startsWith(`${RETURN}?outcome=refused&`)).toBe(true);
  });

  it('cancel: no IPN, a signed 303 to PBX_ANNULE', async () => {
    const response = await pay('', payment(), 'cancel');
    expect(sim.deliveries).toHaveLength(0);
    expect(response.statusCode).toBe(303);
    const browser = readPayboxBrowserReturn(rawQueryOf(location(response)), KEYS);
    expect(Object.fromEntries(browser.merchantParams)).toEqual({ outcome: 'cancelled' });
    expect(browser.reply.outcome).toBe('REJECTED');
  });

  it('pending: IPN 99999 and PBX_ATTENTE, then the final 00000 IPN after the delay', async () => {
    const response = await pay('4000000000000259');
    expect(sim.deliveries).toHaveLength(1);
    const first = readPayboxReply(rawQueryOf(sim.deliveries[0]?.url ?? ''), KEYS);
    expect(first.outcome).toBe('PENDING');
    expect(location(response).startsWith(`${RETURN}?outcome=pending&`)).toBe(true);
    await waitFor(() => sim.deliveries.length === 2);
    const final = readPayboxReply(rawQueryOf(sim.deliveries[1]?.url ?? ''), KEYS);
    expect(final).toMatchObject({ outcome: 'SUCCEED', authorization: 'XXXXXX' });
    expect(final.transaction).toBe(first.transaction);
  });

  it('drops the final IPN of a pending payment when the app closes first', async () => {
    await pay('4000000000000259');
    expect(sim.deliveries).toHaveLength(1);
    await sim.app.close();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sim.deliveries).toHaveLength(1);
  });

  it('sends the IPN as a POST body when PBX_RUF1=POST', async () => {
    const input = payment();
    // PBX_RUF1 is not one of buildPayboxRequest's fields: added and signed here.
    const unsigned = fieldsOf(input)
      .filter(([name]) => name !== 'PBX_HMAC')
      .concat([['PBX_RUF1', 'POST']]);
    const hmac = computePayboxHmac(
      unsigned.map(([name, value]) => ({ name, value })),
      payboxSimulatorAccount.hmacKeyHex,
    );
    const page = await postForm([...unsigned, ['PBX_HMAC', hmac]]);
    await submitCardPage(sim.app, page.body, '4111111111111111');
    const [ipn] = sim.deliveries;
    expect(ipn?.method).toBe('POST');
    expect(ipn?.url).toBe(NOTIFY);
    expect(readPayboxReply(ipn?.body ?? '', KEYS).outcome).toBe('SUCCEED');
  });

  it.each<[string, (urls: PayboxPaymentInput['urls']) => PayboxPaymentInput['urls']]>([
    ['an IPN to the cloud metadata address', (u) => ({ ...u, notify: 'http://169.254.169.254/x' })],
    ['an IPN to another port of the portal', (u) => ({ ...u, notify: 'http://localhost:5432/' })],
    ['a return to another site', (u) => ({ ...u, accepted: 'https://evil.example/phish' })],
    ['a cancel to another site', (u) => ({ ...u, cancelled: 'https://evil.example/phish' })],
  ])('refuses a signed form with %s: no card page, no IPN, no redirect', async (_name, urls) => {
    const input = payment();
    const forged = fieldsOf(payment({ urls: urls(input.urls) }));
    const page = await postForm(forged);
    expect(page.body).toContain('Accès refusé');
    expect(page.body).not.toContain('<form');
    // Straight to the pay step, as a forged browser would.
    const paid = await sim.app.inject({
      method: 'POST',
      url: '/psp-simulator/paybox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody([...forged, ['cardNumber', '4111111111111111'], ['action', 'pay']]),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.headers.location).toBeUndefined();
    expect(paid.body).toContain('Accès refusé');
    expect(sim.deliveries).toHaveLength(0);
  });

  it('judges the URLs by the portal origin, never by a forged Host header', async () => {
    const input = payment();
    const evil = 'http://evil.example:8080';
    const forged = fieldsOf(
      payment({
        urls: { ...input.urls, accepted: `${evil}/ok`, notify: `${evil}/ipn` },
      }),
    );
    const paid = await sim.app.inject({
      method: 'POST',
      url: '/psp-simulator/paybox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example:8080' },
      payload: formBody([...forged, ['cardNumber', '4111111111111111'], ['action', 'pay']]),
    });
    expect(paid.headers.location).toBeUndefined();
    expect(paid.body).toContain('Accès refusé');
    expect(sim.deliveries).toHaveLength(0);
  });

  it("takes a white-label's own listed host, as the portal builds its URLs on it", async () => {
    const base = 'http://127.0.0.1';
    const response = await sim.app.inject({
      method: 'POST',
      url: payboxSimulatorPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1' },
      payload: formBody(
        fieldsOf(
          payment({
            urls: {
              accepted: `${base}/r`,
              refused: `${base}/r`,
              cancelled: `${base}/r`,
              pending: `${base}/r`,
              notify: `${base}/n`,
            },
          }),
        ),
      ),
    });
    expect(response.body).toContain('<form');
  });

  it('re-verifies the HMAC when paying (the card page is stateless)', async () => {
    const page = await postForm(fieldsOf(payment()));
    const tampered = page.body.replace(
      'name="PBX_TOTAL" value="1250"',
      'name="PBX_TOTAL" value="001"',
    );
    const response = await submitCardPage(sim.app, tampered, '4111111111111111');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Accès refusé');
    expect(sim.deliveries).toHaveLength(0);
  });
});
