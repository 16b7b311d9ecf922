import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { faqCategories, faqs } from '../../db/schema/index.ts';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;

export async function findFaq(db: Database, whitelabelId: number): Promise<FaqRow | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.whitelabelId, whitelabelId));
  return row ?? null;
}

export async function findFaqCategories(
  db: Database,
  whitelabelId: number,
): Promise<FaqCategoryRow[]> {
  return db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.whitelabelId, whitelabelId))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
}
