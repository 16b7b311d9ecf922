import { helpSearchResponseSchema, type Language } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { getRoute } from './helpers/requests.ts';

// Issue 26 item 17: the demo's help search finds what drivers type, not only the texts' words.
const app = useApp(testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } }));

async function found(q: string, lang: Language): Promise<string[]> {
  const response = await getRoute(app(), 'faqSearch', { query: { q, lang } });
  expect(response.statusCode).toBe(200);
  return helpSearchResponseSchema.parse(response.json()).results.map((result) => result.id);
}

describe('the demo help search, word-level with stems and synonyms', () => {
  it('finds the payment notice for "multa" and the misread plate for "targa sbagliata"', async () => {
    expect(await found('multa', 'it')).toEqual(
      expect.arrayContaining(['payment-notice-received', 'help-notice-indemnities']),
    );
    expect(await found('targa sbagliata', 'it')).toContain('payment-notice-received');
  });

  it.each([
    ['fr', 'amende'],
    ['en', 'fine'],
    ['de', 'Bußgeld'],
    ['es', 'multa'],
  ] as const)('%s: "%s" finds the payment notice', async (lang, q) => {
    expect(await found(q, lang)).toContain('payment-notice-received');
  });

  it('still finds partial words and nothing for nonsense', async () => {
    expect((await found('rembours', 'fr')).length).toBeGreaterThan(0);
    expect(await found('zzzz nothing', 'en')).toEqual([]);
  });
});
