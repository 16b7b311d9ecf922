import type { Faq, Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import { presentFaq } from './presenter.ts';
import { findFaq, findFaqCategories } from './repository.ts';

export interface HelpService {
  getFaq(whitelabelId: number, language: Language): Promise<Faq>;
}

export function createHelpService(db: Database, { cacheMs }: { cacheMs: number }): HelpService {
  const faqs = createTtlCache<Faq>({ ttlMs: cacheMs });
  return {
    getFaq(whitelabelId, language) {
      return faqs.get(`${whitelabelId}:${language}`, async () => {
        const [cover, categories] = await Promise.all([
          findFaq(db, whitelabelId),
          findFaqCategories(db, whitelabelId),
        ]);
        return presentFaq(cover, categories, language);
      });
    },
  };
}
