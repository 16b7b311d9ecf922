import {
  type HelpContent,
  type IconName,
  isIconName,
  singletonContentKey,
} from '@portico/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { faqCategories, faqEntries, faqs, helpNodes } from '../../../db/schema/index.ts';
import { AppError } from '../../../shared/app-error.ts';
import { filled, stored, storedRequired } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * The help page (`help/main`): its cover's title and subtitle and its categories in order (id,
 * title, icon). The cover's picture stays the tenant file's. A category's entries are an item of
 * their own (`help-category/<id>`, help-category.ts).
 */

/** The icon a row names; a name the contract no longer knows reads as `info`, as the web draws it. */
const iconOf = (icon: string): IconName => (isIconName(icon) ? icon : 'info');

async function liveHelpDocument(db: Database, whitelabelId: number): Promise<HelpContent | null> {
  // One query after the other: in a publication's transaction they share one connection.
  const [cover] = await db.select().from(faqs).where(eq(faqs.whitelabelId, whitelabelId));
  const categories = await db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.whitelabelId, whitelabelId))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
  if (!cover && categories.length === 0) return null;
  return {
    title: filled(cover?.title ?? null),
    subtitle: filled(cover?.subtitle ?? null),
    categories: categories.map((row) => ({
      id: row.id,
      title: filled(row.title),
      icon: iconOf(row.icon),
    })),
  };
}

/**
 * Refuses to remove a category that still holds entries or that a step of the assistant starts
 * from (409 help_category_in_use, a detail per category and what holds it). We refuse rather than
 * remove its entries with it: they are edited on another item (the category's), out of the
 * person's sight on this one, and the assistant's steps would point to nothing (no foreign key
 * holds them). Emptying the category first is one more publication, made on purpose.
 */
async function refuseRemovingUsed(
  db: Database,
  whitelabelId: number,
  removed: readonly string[],
): Promise<void> {
  if (removed.length === 0) return;
  const entries = await db
    .select({ id: faqEntries.categoryId, count: count() })
    .from(faqEntries)
    .where(
      and(eq(faqEntries.whitelabelId, whitelabelId), inArray(faqEntries.categoryId, [...removed])),
    )
    .groupBy(faqEntries.categoryId);
  const nodes = await db
    .select({ id: helpNodes.categoryId, count: count() })
    .from(helpNodes)
    .where(
      and(eq(helpNodes.whitelabelId, whitelabelId), inArray(helpNodes.categoryId, [...removed])),
    )
    .groupBy(helpNodes.categoryId);
  const details = [
    ...entries.map(({ id }) => ({ path: `categories.${id}`, code: 'has_entries' })),
    ...nodes.map(({ id }) => ({ path: `categories.${id ?? ''}`, code: 'has_assistant_steps' })),
  ];
  if (details.length > 0) throw new AppError(409, 'help_category_in_use', details);
}

async function writeHelpDocument(db: Database, whitelabelId: number, document: HelpContent) {
  const cover = { title: storedRequired(document.title), subtitle: stored(document.subtitle) };
  await db
    .insert(faqs)
    .values({ whitelabelId, ...cover })
    .onConflictDoUpdate({ target: faqs.whitelabelId, set: { ...cover, updatedAt: new Date() } });
  const kept = new Set(document.categories.map(({ id }) => id));
  const existing = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.whitelabelId, whitelabelId));
  const removed = existing.map(({ id }) => id).filter((id) => !kept.has(id));
  await refuseRemovingUsed(db, whitelabelId, removed);
  if (removed.length > 0) {
    await db
      .delete(faqCategories)
      .where(and(eq(faqCategories.whitelabelId, whitelabelId), inArray(faqCategories.id, removed)));
  }
  for (const [position, category] of document.categories.entries()) {
    const values = { title: storedRequired(category.title), icon: category.icon, position };
    await db
      .insert(faqCategories)
      .values({ whitelabelId, id: category.id, ...values })
      .onConflictDoUpdate({
        target: [faqCategories.whitelabelId, faqCategories.id],
        set: { ...values, updatedAt: new Date() },
      });
  }
}

export const helpStore: ContentKindStore<'help'> = {
  live: (db, whitelabelId) => liveHelpDocument(db, whitelabelId),
  write: (db, whitelabelId, _key, document) => writeHelpDocument(db, whitelabelId, document),
  async items(db, whitelabelId) {
    const live = await liveHelpDocument(db, whitelabelId);
    return [{ key: singletonContentKey, title: live?.title ?? filled(null), live: live !== null }];
  },
  current: async (saved) => saved as HelpContent,
};
