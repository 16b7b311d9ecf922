import type { TagManager } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { whitelabels } from '../schema/index.ts';
import {
  demoArticles,
  demoFaq,
  demoFooterEntries,
  demoHomePage,
  demoWhitelabel,
} from './demo-content.ts';
import { seedWhitelabelContent } from './seed-content.ts';

/**
 * DEMO DATA: a second white-label, at http://tags.localhost:<port>/ (browsers send *.localhost to
 * this machine), whose settings name a tag manager, to see and test how one is loaded (spec 000
 * section 7): not before the visitor accepts audience measurement, then with the page views and
 * events. Its script URL is a reserved example domain that serves nothing; the browser tests
 * answer it themselves. It has the demo's identity and home content (no road: nothing to look up).
 */
export const tagManagerDemo = {
  code: 'a79-tag-manager-demo',
  host: 'tags.localhost',
  tagManager: { scriptUrl: 'https://tags.example.com/gtm.js?id=GTM-DEMO' } satisfies TagManager,
} as const;

export async function seedTagManagerDemo(db: Database): Promise<void> {
  const { code, host, tagManager } = tagManagerDemo;
  const whitelabelId = await seedWhitelabelContent(db, {
    whitelabel: {
      ...demoWhitelabel,
      code,
      name: `${demoWhitelabel.name} (tag manager)`,
      hosts: [host],
    },
    articles: demoArticles,
    homePage: demoHomePage,
    footerEntries: demoFooterEntries,
    faq: demoFaq,
  });
  await db
    .update(whitelabels)
    .set({ settings: { tagManager } })
    .where(eq(whitelabels.id, whitelabelId));
}
