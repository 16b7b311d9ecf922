import { articleStore } from './articles.ts';
import { assistantStore } from './assistant.ts';
import { helpStore } from './help.ts';
import { helpCategoryStore } from './help-category.ts';
import { footerStore } from './footer.ts';
import { homeStore } from './home.ts';
import { authenticationPageStore, prepaymentPageStore } from './pages.ts';
import type { ContentStores } from './store.ts';
import { tripsPageStore } from './trips-page.ts';

/** Each kind's store: where the console's content reaches the portal's live tables. */
export const contentStores: ContentStores = {
  home: homeStore,
  'authentication-page': authenticationPageStore,
  'prepayment-page': prepaymentPageStore,
  article: articleStore,
  help: helpStore,
  'help-category': helpCategoryStore,
  assistant: assistantStore,
  footer: footerStore,
  'trips-page': tripsPageStore,
};
