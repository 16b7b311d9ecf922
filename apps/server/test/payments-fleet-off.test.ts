import {
  buildPath,
  errorEnvelopeSchema,
  languages,
  paymentMethodsResponseSchema,
  privateCardTypes,
  routes,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fleetCharges, payments } from '../src/db/schema/index.ts';
import { fleetCardsOffMessage } from '../src/modules/payments/settings.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { dueBasket, fleetCards, onTenant } from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 1: without a fleet-card processor (production's default, FLEET_PROCESSOR=off) the
 * fleet cards are shown as unavailable with a text, and a fleet-card payment is refused before
 * anything else: nothing is ever "approved" with no money taken.
 */
const base = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } });
const config = {
  ...base,
  payments: { ...base.payments, fleet: { ...base.payments.fleet, kind: 'off' as const } },
};
const app = useApp(config);

describe('fleet cards without a processor', () => {
  it('lists the four fleet cards as unavailable, with a text in each language', async () => {
    const tenant = await createRoadTenant(app().database.db);
    for (const lang of languages) {
      const response = await onTenant(app(), tenant, {
        method: 'GET',
        url: buildPath(routes.paymentMethods.path),
        query: { lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      const methods = paymentMethodsResponseSchema.parse(response.json());
      expect(methods.find((method) => method.type === 'CREDIT_CARD')?.isEnabled).toBe(true);
      for (const type of privateCardTypes) {
        expect(methods.find((method) => method.type === type)).toMatchObject({
          isEnabled: false,
          errorMessage: fleetCardsOffMessage[lang],
        });
      }
    }
  });

  it('refuses a fleet-card payment with payment_method_disabled before anything else', async () => {
    const { tenant, basket } = await dueBasket(app(), config, { platePrefix: 'FO' });
    const card = { ...fleetCards.SHELL, email: 'fleet@example.fr' };
    for (const sessionId of [basket.id, 'an-unknown-session-id-0001']) {
      const response = await onTenant(app(), tenant, {
        method: 'POST',
        url: buildPath(routes.paymentPrivateCards.path),
        payload: { sessionId, ...card },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toBe('payment_method_disabled');
    }
    const [payment] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.id, basket.id));
    expect(payment).toMatchObject({ status: 'OPEN', method: null });
    const charges = await app()
      .database.db.select()
      .from(fleetCharges)
      .where(eq(fleetCharges.paymentId, basket.id));
    expect(charges).toEqual([]);
  });
});
