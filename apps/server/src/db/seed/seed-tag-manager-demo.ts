import type { TagManager } from '@portico/contract';
import { applyTenant } from '../../modules/tenants/apply-tenant.ts';
import type { Database } from '../database.ts';
import { demoTenant } from './demo-tenant.ts';

/**
 * DEMO DATA: a second white-label, at http://tags.localhost:<port>/ (browsers send *.localhost to
 * this machine), whose settings name a tag manager, to see and test how one is loaded (spec 000
 * section 7): not before the visitor accepts audience measurement, then with the page views and
 * events. Its script URL is a reserved example domain that serves nothing; the browser tests
 * answer it themselves. It is the demo's tenant file under another code and host, without the
 * roadside system's key.
 */
export const tagManagerDemo = {
  code: 'a79-tag-manager-demo',
  host: 'tags.localhost',
  tagManager: { scriptUrl: 'https://tags.example.com/gtm.js?id=GTM-DEMO' } satisfies TagManager,
} as const;

export async function seedTagManagerDemo(db: Database): Promise<void> {
  const { code, host, tagManager } = tagManagerDemo;
  await applyTenant(
    db,
    {
      ...demoTenant,
      code,
      name: `${demoTenant.name} (tag manager)`,
      hosts: [host],
      settings: { ...demoTenant.settings, tagManager },
      apiKeys: [],
    },
    { secret: () => undefined, today: new Date().toISOString().slice(0, 10) },
  );
}
