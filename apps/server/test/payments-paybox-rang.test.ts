import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { AXEPTA_DEMO_MERCHANT } from '../src/modules/payments/psp/axepta/test-data.ts';
import {
  payboxSimulatorAccount,
  payboxSimulatorPrivateKeyPem,
  payboxSimulatorPublicKeyPem,
  pspSimulatorRoutes,
} from '../src/modules/payments/psp/simulator/routes.ts';
import { createPortalOriginResolver } from '../src/modules/whitelabel/portal-origin.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { payAtSimulator, paymentStatusOf, startCardPayment } from './helpers/card-browser.ts';
import { dueBasket, injectedDelivery } from './helpers/payments.ts';

/**
 * Issue 9 item 6: PAYBOX_RANG=001 passed the boot check, then every card payment answered 500.
 * A Paybox account with Up2Pay's 3-digit rang, played by a simulator that accepts only that shop,
 * pays end to end: signed form, card page, signed IPN, settled payment.
 */

const PAGE_PREFIX = '/up2pay-recette';
const upPayShop = { ...payboxSimulatorAccount, rang: '001' };

function config(): Config {
  const base = unlimitedConfig();
  return {
    ...base,
    payments: {
      ...base.payments,
      cardPsp: 'PAYBOX',
      simulator: { enabled: false, pendingDelayMs: 30 },
      paybox: {
        pageUrl: `${base.publicOrigin}${PAGE_PREFIX}/paybox/cgi/MYchoix_pagepaiement.cgi`,
        site: upPayShop.site,
        rang: '001',
        identifiant: upPayShop.identifiant,
        hmacKeyHex: upPayShop.hmacKeyHex,
        publicKeysPem: [payboxSimulatorPublicKeyPem],
      },
    },
  };
}

const deliver = injectedDelivery(() => app());
const app: () => FastifyInstance = useApp(config(), {
  beforeReady: async (instance) => {
    // The PSP's page: a simulator that knows only the shop of rang 001.
    await instance.register(pspSimulatorRoutes, {
      prefix: PAGE_PREFIX,
      paybox: {
        hmacKeyHex: upPayShop.hmacKeyHex,
        privateKeyPem: payboxSimulatorPrivateKeyPem,
        account: upPayShop,
      },
      axepta: AXEPTA_DEMO_MERCHANT,
      pendingDelayMs: 30,
      portalOrigin: createPortalOriginResolver(
        config().publicOrigin,
        instance.services.whitelabel.resolveTenant,
      ),
      deliver,
    });
  },
});

describe('a Paybox account of rang 001', () => {
  it('pays a basket by card end to end', async () => {
    const { tenant, basket } = await dueBasket(app(), config(), { platePrefix: 'RG' });

    const page = await startCardPayment(app(), tenant, basket.id);
    const fields = page.parameters.map((p) => [p.pspVariableName, p.pspVariableValue] as const);
    expect(new Map(fields).get('PBX_RANG')).toBe('001');

    const paid = await payAtSimulator(app(), tenant, page, { number: '4111111111111111' });
    expect(paid.statusCode, paid.body).toBe(303);

    expect(await paymentStatusOf(app(), tenant, basket.id)).toMatchObject({ status: 'SUCCEED' });
  });
});
