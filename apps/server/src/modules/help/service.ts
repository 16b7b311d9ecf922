import type { Faq, Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { presentFaq } from './presenter.ts';
import { findFaq, findFaqCategories } from './repository.ts';

export interface HelpService {
  getFaq(whitelabelId: number, language: Language): Promise<Faq>;
}

export function createHelpService(db: Database): HelpService {
  return {
    async getFaq(whitelabelId, language) {
      const [cover, categories] = await Promise.all([
        findFaq(db, whitelabelId),
        findFaqCategories(db, whitelabelId),
      ]);
      return presentFaq(cover, categories, language);
    },
  };
}
