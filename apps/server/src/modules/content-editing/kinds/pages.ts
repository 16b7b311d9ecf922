import {
  type AuthenticationPageType,
  authenticationPageTypes,
  type PageContent,
  singletonContentKey,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { authenticationPages, prepaymentsPages } from '../../../db/schema/index.ts';
import type { LocalizedText } from '../../../shared/localized.ts';
import { filled, stored, storedRequired } from './localized-columns.ts';
import type { ContentKindStore } from './store.ts';

/**
 * The pages whose own texts sit beside the portal's form: the sign-in pages (customers' `user`,
 * rental companies' `renter`) and the prepayment page. The document holds the title, the text, the
 * picture (one of the white-label's media) and its alternative text. No row: visitors
 * see the portal's own texts, and the console starts from empty fields.
 */

interface PageRow {
  title: LocalizedText;
  text: LocalizedText;
  pictureAlt: LocalizedText | null;
  picture: string | null;
}

const documentOf = (row: PageRow): PageContent => ({
  title: filled(row.title),
  text: filled(row.text),
  pictureAlt: filled(row.pictureAlt),
  picture: row.picture,
});

const rowOf = (document: PageContent) => ({
  title: storedRequired(document.title),
  text: storedRequired(document.text),
  pictureAlt: stored(document.pictureAlt),
  picture: document.picture,
});

const pageColumns = (table: typeof authenticationPages | typeof prepaymentsPages) => ({
  title: table.title,
  text: table.text,
  pictureAlt: table.pictureAlt,
  picture: table.picture,
});

const authenticationPageOf = (whitelabelId: number, key: string) =>
  and(
    eq(authenticationPages.whitelabelId, whitelabelId),
    eq(authenticationPages.type, key as AuthenticationPageType),
  );

/** `authentication-page/user` and `authentication-page/renter`. */
export const authenticationPageStore: ContentKindStore<'authentication-page'> = {
  async live(db, whitelabelId, key) {
    const [row] = await db
      .select(pageColumns(authenticationPages))
      .from(authenticationPages)
      .where(authenticationPageOf(whitelabelId, key));
    return row ? documentOf(row) : null;
  },
  async write(db, whitelabelId, key, document) {
    const values = rowOf(document);
    await db
      .insert(authenticationPages)
      .values({ whitelabelId, type: key as AuthenticationPageType, ...values })
      .onConflictDoUpdate({
        target: [authenticationPages.whitelabelId, authenticationPages.type],
        set: { ...values, updatedAt: new Date() },
      });
  },
  async items(db, whitelabelId) {
    const rows = await db
      .select({ type: authenticationPages.type, title: authenticationPages.title })
      .from(authenticationPages)
      .where(eq(authenticationPages.whitelabelId, whitelabelId));
    const titles = new Map(rows.map((row) => [row.type, row.title]));
    // Both pages are listed: one without a row is edited from empty fields.
    return authenticationPageTypes.map((type) => ({
      key: type,
      title: filled(titles.get(type) ?? null),
      live: titles.has(type),
    }));
  },
  current: async (saved) => saved as PageContent,
};

async function livePrepaymentsPage(db: Database, whitelabelId: number) {
  const [row] = await db
    .select(pageColumns(prepaymentsPages))
    .from(prepaymentsPages)
    .where(eq(prepaymentsPages.whitelabelId, whitelabelId));
  return row ? documentOf(row) : null;
}

/** `prepayment-page/main`: one per white-label. */
export const prepaymentPageStore: ContentKindStore<'prepayment-page'> = {
  live: (db, whitelabelId) => livePrepaymentsPage(db, whitelabelId),
  async write(db, whitelabelId, _key, document) {
    const values = rowOf(document);
    await db
      .insert(prepaymentsPages)
      .values({ whitelabelId, ...values })
      .onConflictDoUpdate({
        target: prepaymentsPages.whitelabelId,
        set: { ...values, updatedAt: new Date() },
      });
  },
  async items(db, whitelabelId) {
    const live = await livePrepaymentsPage(db, whitelabelId);
    return [{ key: singletonContentKey, title: live?.title ?? filled(null), live: live !== null }];
  },
  current: async (saved) => saved as PageContent,
};
