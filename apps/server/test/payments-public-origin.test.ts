import { buildPath, pspResponseSchema, routes, type PspResponse } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { buildPayboxRequest } from '../src/modules/payments/psp/paybox/request.ts';
import { TEST_PAYBOX_BILLING } from '../src/modules/payments/psp/test-billing.ts';
import type { NotificationRequest } from '../src/modules/payments/psp/simulator/delivery.ts';
import {
  payboxSimulatorAccount,
  payboxSimulatorPath,
} from '../src/modules/payments/psp/simulator/routes.ts';
import { useApp } from './helpers/build-app.ts';
import { cardSimulatorConfig } from './helpers/card-app.ts';
import { startCardPayment } from './helpers/card-browser.ts';
import { billingInfo, dueBasket, formBody } from './helpers/payments.ts';

/**
 * Issue 9 item 3: the PSPs' return and notification URLs, and where the simulators notify and
 * send browsers, come from PUBLIC_ORIGIN (or a host the white-label lists), never from the
 * request's Host header.
 */

const PUBLIC_ORIGIN = 'https://portal.example.fr';

const config = (): Config => ({ ...cardSimulatorConfig('PAYBOX'), publicOrigin: PUBLIC_ORIGIN });

const deliveries: NotificationRequest[] = [];
const app = useApp(config(), {
  pspDeliver: async (request) => {
    deliveries.push(request);
    return { status: 200 };
  },
});

async function basket(instance: FastifyInstance) {
  const { tenant, basket: session } = await dueBasket(instance, config(), { platePrefix: 'PO' });
  return { tenant, session };
}

function urlsOf(page: PspResponse): string[] {
  return page.parameters
    .filter((p) => /^PBX_(EFFECTUE|REFUSE|ANNULE|ATTENTE|REPONDRE_A)$/.test(p.pspVariableName))
    .map((p) => p.pspVariableValue);
}

describe('return and notification URLs of a card payment', () => {
  it("are on the white-label's own host when the visitor is on it, with PUBLIC_ORIGIN's scheme", async () => {
    const { tenant, session } = await basket(app());
    const page = await startCardPayment(app(), tenant, session.id);
    expect(page.url).toBe(`https://${tenant.host}${payboxSimulatorPath}`);
    const urls = urlsOf(page);
    expect(urls).toHaveLength(5);
    for (const url of urls) expect(new URL(url).origin).toBe(`https://${tenant.host}`);
  });

  it('ignore a forged Host header: the tenant named by x-whitelabel-host keeps its own host', async () => {
    const { tenant, session } = await basket(app());
    const response = await app().inject({
      method: 'POST',
      url: buildPath(routes.paymentPsp.path),
      headers: { host: 'evil.example:8443', 'x-whitelabel-host': tenant.host },
      payload: { sessionId: session.id, billingInfo },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = pspResponseSchema.parse(response.json());
    for (const url of urlsOf(page)) {
      expect(url).not.toContain('evil.example');
      expect(new URL(url).origin).toBe(`https://${tenant.host}`);
    }
  });
});

describe('the simulator, reachable by anyone, signed with public keys', () => {
  /** A form anyone can sign: the published test key, the test shop, any URLs. */
  function forgedForm(base: string) {
    return buildPayboxRequest({
      account: { ...payboxSimulatorAccount, pageUrl: `${PUBLIC_ORIGIN}${payboxSimulatorPath}` },
      reference: 'FORGED000001',
      amountCents: 100,
      email: 'attacker@example.com',
      language: 'fr',
      urls: {
        accepted: `${base}/ok`,
        refused: `${base}/ko`,
        cancelled: `${base}/cancel`,
        pending: `${base}/wait`,
        notify: `${base}/ipn`,
      },
      time: new Date(),
      billing: TEST_PAYBOX_BILLING,
      cartQuantity: 1,
    }).parameters.map((p) => [p.name, p.value] as const);
  }

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254', '169.254.169.254'],
    ['an internal service, with a matching forged Host', 'http://10.0.0.7:5432', '10.0.0.7:5432'],
    ['a phishing site, with a matching forged Host', 'https://evil.example', 'evil.example'],
  ])('refuses a form naming %s: no notification, no redirect', async (_name, base, host) => {
    deliveries.length = 0;
    const form = forgedForm(base);
    for (const url of [payboxSimulatorPath, '/psp-simulator/paybox/pay']) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody([...form, ['cardNumber', '4111111111111111'], ['action', 'pay']]),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Accès refusé');
    }
    expect(deliveries).toHaveLength(0);
  });

  it('takes the same form when it names the portal', async () => {
    deliveries.length = 0;
    const response = await app().inject({
      method: 'POST',
      url: '/psp-simulator/paybox/pay',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody([
        ...forgedForm(PUBLIC_ORIGIN),
        ['cardNumber', '4111111111111111'],
        ['action', 'pay'],
      ]),
    });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/^https:\/\/portal\.example\.fr\/ok\?/);
    expect(deliveries.map((d) => new URL(d.url).origin)).toEqual([PUBLIC_ORIGIN]);
  });
});
