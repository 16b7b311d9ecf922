import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/migrate.ts';
import {
  apiKeys,
  articles,
  faqCategories,
  faqEntries,
  faqs,
  footerEntries,
  gantries,
  gantryPairs,
  gates,
  helpNodes,
  homePages,
  tariffs,
  whitelabels,
} from '../src/db/schema/index.ts';
import { demoTenant } from '../src/db/seed/demo-tenant.ts';
import { a79Tariffs } from '../src/db/seed/demo-road.ts';
import { findTariffs } from '../src/modules/road/repository.ts';
import { a79PriceChecks, tripPriceCents } from './helpers/a79-price-checks.ts';
import { useApp } from './helpers/build-app.ts';

const app = useApp();

async function demoId(db: Database): Promise<number> {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.code, 'a79'));
  if (!row) throw new Error('the demo white-label is not seeded');
  return row.id;
}

/** Every row of the demo tenant, table by table, in a stable order. */
async function snapshot(db: Database, id: number) {
  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
  return {
    whitelabels: sorted(await db.select().from(whitelabels).where(eq(whitelabels.id, id))),
    homePages: sorted(await db.select().from(homePages).where(eq(homePages.whitelabelId, id))),
    articles: sorted(await db.select().from(articles).where(eq(articles.whitelabelId, id))),
    footerEntries: sorted(
      await db.select().from(footerEntries).where(eq(footerEntries.whitelabelId, id)),
    ),
    faqs: sorted(await db.select().from(faqs).where(eq(faqs.whitelabelId, id))),
    faqCategories: sorted(
      await db.select().from(faqCategories).where(eq(faqCategories.whitelabelId, id)),
    ),
    faqEntries: sorted(await db.select().from(faqEntries).where(eq(faqEntries.whitelabelId, id))),
    helpNodes: sorted(await db.select().from(helpNodes).where(eq(helpNodes.whitelabelId, id))),
    gates: sorted(await db.select().from(gates).where(eq(gates.whitelabelId, id))),
    gantryPairs: sorted(
      await db.select().from(gantryPairs).where(eq(gantryPairs.whitelabelId, id)),
    ),
    gantries: sorted(await db.select().from(gantries).where(eq(gantries.whitelabelId, id))),
    tariffs: sorted(await db.select().from(tariffs).where(eq(tariffs.whitelabelId, id))),
    apiKeys: sorted(await db.select().from(apiKeys).where(eq(apiKeys.whitelabelId, id))),
  };
}

describe('demo seed', () => {
  it('stores every row of the demo content and road once', async () => {
    const { db } = app().database;
    const rows = await snapshot(db, await demoId(db));
    expect(rows.whitelabels).toHaveLength(1);
    expect(rows.homePages).toHaveLength(1);
    expect(rows.articles).toHaveLength(demoTenant.content.articles.length);
    expect(rows.footerEntries).toHaveLength(demoTenant.content.footer.length);
    expect(rows.faqCategories).toHaveLength(demoTenant.content.faq.categories.length);
    expect(rows.faqEntries).toHaveLength(demoTenant.content.faqEntries.length);
    expect(rows.helpNodes).toHaveLength(demoTenant.content.assistant.length);
    expect(rows.gates).toHaveLength(9);
    expect(rows.gantryPairs).toHaveLength(3);
    expect(rows.gantries).toHaveLength(6);
    expect(rows.tariffs).toHaveLength(a79Tariffs.length);
    expect(rows.apiKeys).toHaveLength(1);
  });

  it('changes nothing when it runs again: same rows, same content, same timestamps', async () => {
    const handle = app().database;
    const id = await demoId(handle.db);
    const before = await snapshot(handle.db, id);
    await prepareDatabase(handle, { seedDemo: true });
    await prepareDatabase(handle, { seedDemo: true });
    expect(await demoId(handle.db)).toBe(id);
    expect(await snapshot(handle.db, id)).toEqual(before);
  });

  it.each(a79PriceChecks)(
    'stores tariffs that price the $trip, class $vehicleClass $emissionTier, at $cents cents',
    async (check) => {
      const { db } = app().database;
      const stored = await findTariffs(db, await demoId(db));
      expect(tripPriceCents(stored, check)).toBe(check.cents);
    },
  );
});
