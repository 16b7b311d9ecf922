import type { TagManager } from '@portico/contract';
import type { Database } from '../database.ts';
import { whitelabels } from '../schema/index.ts';
import { demoWhitelabel } from './demo-content.ts';

/**
 * DEMO DATA: a second white-label, at http://tags.localhost:<port>/ (browsers send *.localhost to
 * this machine), whose settings name a tag manager, to see and test how one is loaded (spec 000
 * section 7): not before the visitor accepts audience measurement, then with the page views and
 * events. Its script URL is a reserved example domain that serves nothing; the browser tests
 * answer it themselves. It has the demo's identity and no content of its own (the empty home page).
 */
export const tagManagerDemo = {
  code: 'a79-tag-manager-demo',
  host: 'tags.localhost',
  tagManager: { scriptUrl: 'https://tags.example.com/gtm.js?id=GTM-DEMO' } satisfies TagManager,
} as const;

export async function seedTagManagerDemo(db: Pick<Database, 'insert'>): Promise<void> {
  const { code, host, tagManager } = tagManagerDemo;
  const row = {
    ...demoWhitelabel,
    code,
    name: `${demoWhitelabel.name} (tag manager)`,
    hosts: [host],
    settings: { tagManager },
  };
  await db
    .insert(whitelabels)
    .values(row)
    .onConflictDoUpdate({
      target: whitelabels.code,
      set: { hosts: row.hosts, settings: row.settings },
    });
}
