import type { Database } from '../database.ts';
import {
  demoArticles,
  demoFaq,
  demoFooterEntries,
  demoHomePage,
  demoWhitelabel,
} from './demo-content.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from './road.ts';
import { seedWhitelabelContent } from './seed-content.ts';
import { seedRoad } from './seed-road.ts';

/**
 * Creates or updates the demo white-label (A79): its content in five languages and its road.
 * Idempotent and all-or-nothing: one transaction, upserts on natural keys.
 */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const whitelabelId = await seedWhitelabelContent(tx, {
      whitelabel: demoWhitelabel,
      articles: demoArticles,
      homePage: demoHomePage,
      footerEntries: demoFooterEntries,
      faq: demoFaq,
    });
    await seedRoad(tx, whitelabelId, {
      gates: a79Gates,
      gantryPairs: a79GantryPairs,
      gantries: a79Gantries,
      tariffs: a79Tariffs,
    });
  });
}
