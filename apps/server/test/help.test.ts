import { faqSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { createTenant, inAllLanguages } from './helpers/factories.ts';
import { getRoute } from './helpers/requests.ts';

const app = useApp();

describe('GET /services/v1/whitelabels/helpcenter/faq', () => {
  it('answers the cover and the category tiles in order, in the request language', async () => {
    const tenant = await createTenant(app().database.db, {
      faq: {
        title: inAllLanguages('Help'),
        subtitle: inAllLanguages('How can we help?'),
        picture: '/media/help.svg',
        categories: [
          { id: 'payment', title: inAllLanguages('Payment'), icon: 'payment' },
          { id: 'alerts', title: inAllLanguages('Alerts'), icon: 'alert' },
          { id: 'account', title: inAllLanguages('Account'), icon: 'account' },
        ],
      },
    });
    const response = await getRoute(app(), 'faq', {
      tenantHost: tenant.host,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(response.statusCode).toBe(200);
    expect(faqSchema.parse(response.json())).toEqual({
      title: 'Help (en)',
      subtitle: 'How can we help? (en)',
      picture: '/media/help.svg',
      categories: [
        { id: 'payment', title: 'Payment (en)', icon: 'payment' },
        { id: 'alerts', title: 'Alerts (en)', icon: 'alert' },
        { id: 'account', title: 'Account (en)', icon: 'account' },
      ],
    });
  });

  it('answers the demo help centre with every category titled', async () => {
    const response = await getRoute(app(), 'faq', { query: { lang: 'it' } });
    const body = faqSchema.parse(response.json());
    expect(body.categories.length).toBeGreaterThan(0);
    for (const category of body.categories) expect(category.title).not.toBe('');
  });
});
