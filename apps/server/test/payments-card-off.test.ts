import {
  buildPath,
  type Language,
  languages,
  paymentMethodsResponseSchema,
  routes,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { onTenant } from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 24 item 12: production without a card PSP account (no PAYBOX_* nor AXEPTA_*, and no
 * simulator) shows the bank card as unavailable; its text talked about fuel cards. It must say
 * the bank card is what is unavailable, in each language, with the page's own name for it.
 */
const base = testConfig();
const app = useApp({
  ...base,
  payments: {
    ...base.payments,
    simulator: { ...base.payments.simulator, enabled: false },
    paybox: null,
    axepta: null,
  },
});

/** The method's name on the payment page (apps/web/src/locales/*.json payment.methods.CREDIT_CARD). */
const bankCardName: Record<Language, RegExp> = {
  fr: /carte bancaire/i,
  en: /bank card/i,
  de: /bankkarte/i,
  it: /carta bancaria/i,
  es: /tarjeta bancaria/i,
};

/** What the fleet cards are called in each language: none of it belongs in the bank card's text. */
const fuelCards = /carburant|fuel|tankkarte|carburante|combustible/i;

describe('the bank card without a card PSP account', () => {
  it.each(languages)('%s: unavailable, and its text is about the bank card', async (lang) => {
    const tenant = await createRoadTenant(app().database.db);
    const response = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentMethods.path),
      query: { lang },
    });
    expect(response.statusCode, response.body).toBe(200);
    const card = paymentMethodsResponseSchema
      .parse(response.json())
      .find((method) => method.type === 'CREDIT_CARD');
    expect(card?.isEnabled).toBe(false);
    expect(card?.errorMessage).toMatch(bankCardName[lang]);
    expect(card?.errorMessage).not.toMatch(fuelCards);
  });
});
