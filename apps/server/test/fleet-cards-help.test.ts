import {
  articleSchema,
  helpSearchResponseSchema,
  languages,
  paymentMethodsResponseSchema,
  privateCardTypes,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { getRoute } from './helpers/requests.ts';

// Issue 26 item 17: the help articles name the fleet cards the payment page takes, no more, no less.
const app = useApp(testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } }));

const named = (text: string, card: string) => new RegExp(`\\b${card}\\b`).test(text);

describe('the demo help articles and the payment page agree on the fleet cards', () => {
  it.each(languages)('%s', async (lang) => {
    const methods = paymentMethodsResponseSchema.parse(
      (await getRoute(app(), 'paymentMethods', { query: { lang } })).json(),
    );
    const accepted = privateCardTypes.filter(
      (card) => methods.find((method) => method.type === card)?.isEnabled,
    );
    expect(accepted.length).toBeGreaterThan(0);
    // Every help article naming a fleet card: one list names several, so searching each finds all.
    const ids = new Set<string>();
    for (const card of privateCardTypes) {
      const search = await getRoute(app(), 'faqSearch', { query: { q: card, lang } });
      for (const result of helpSearchResponseSchema.parse(search.json()).results) {
        if (result.articleType === 'ARTICLE') ids.add(result.id);
      }
    }
    expect(ids.size, 'articles naming fleet cards').toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const article = articleSchema.parse(
        (await getRoute(app(), 'article', { params: { id }, query: { lang } })).json(),
      );
      const cards = privateCardTypes.filter((card) => named(article.content, card));
      if (cards.length === 0) continue;
      expect(cards, `${id} (${lang})`).toEqual(accepted);
    }
  });
});
