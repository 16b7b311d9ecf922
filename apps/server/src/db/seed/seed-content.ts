import { and, eq, gte, notInArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  articles,
  faqCategories,
  faqs,
  footerEntries,
  homePages,
  whitelabels,
} from '../schema/index.ts';
import type {
  DemoArticle,
  DemoFaq,
  DemoFooterEntry,
  DemoHomePage,
  DemoWhitelabel,
} from './demo-types.ts';
import { updateIfChanged } from './upsert.ts';

export interface WhitelabelContent {
  whitelabel: DemoWhitelabel;
  articles: readonly DemoArticle[];
  homePage: DemoHomePage;
  footerEntries: readonly DemoFooterEntry[];
  faq: DemoFaq;
}

/**
 * Makes the stored content of one white-label equal to `content`: upserts on natural keys (code,
 * article id, footer position, category id), then removes what the content no longer lists.
 * Returns the white-label's id.
 */
export async function seedWhitelabelContent(
  db: Database,
  content: WhitelabelContent,
): Promise<number> {
  const whitelabelId = await upsertWhitelabel(db, content.whitelabel);
  await upsertArticles(db, whitelabelId, content.articles);
  await upsertHomePage(db, whitelabelId, content.homePage);
  await syncFooter(db, whitelabelId, content.footerEntries);
  await syncFaq(db, whitelabelId, content.faq);
  // Last: the home page and footer no longer point to removed articles.
  await db.delete(articles).where(
    and(
      eq(articles.whitelabelId, whitelabelId),
      notInArray(
        articles.id,
        content.articles.map((article) => article.id),
      ),
    ),
  );
  return whitelabelId;
}

async function upsertWhitelabel(db: Database, whitelabel: DemoWhitelabel): Promise<number> {
  await db
    .insert(whitelabels)
    .values({ ...whitelabel, hosts: whitelabel.hosts.map((host) => host.toLowerCase()) })
    .onConflictDoUpdate({
      target: whitelabels.code,
      ...updateIfChanged(whitelabels, [
        'name',
        'hosts',
        'logoUrl',
        'gdprText',
        'seoTitle',
        'seoDescription',
        'freeFlowEnabled',
        'languages',
      ]),
    });
  // RETURNING gives nothing when the row was unchanged, so read the id back.
  const [row] = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(eq(whitelabels.code, whitelabel.code));
  if (!row) throw new Error(`white-label ${whitelabel.code} was not saved`);
  return row.id;
}

async function upsertArticles(
  db: Database,
  whitelabelId: number,
  list: readonly DemoArticle[],
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(articles)
    .values(list.map((article) => ({ ...article, whitelabelId })))
    .onConflictDoUpdate({
      target: [articles.whitelabelId, articles.id],
      ...updateIfChanged(articles, [
        'title',
        'content',
        'url',
        'urlOpenNewTab',
        'picture',
        'icon',
        'catchphrase',
        'buttonText',
        'darkMode',
      ]),
    });
}

async function upsertHomePage(
  db: Database,
  whitelabelId: number,
  page: DemoHomePage,
): Promise<void> {
  await db
    .insert(homePages)
    .values({ ...page, whitelabelId })
    .onConflictDoUpdate({
      target: homePages.whitelabelId,
      ...updateIfChanged(homePages, [
        'title',
        'subtitle',
        'picture',
        'url',
        'urlOpenNewTab',
        'actions',
        'listBlockTitle',
        'listBlockArticleIds',
        'sliderBlockArticleIds',
        'footerArticleId',
        'tileTexts',
      ]),
    });
}

async function syncFooter(
  db: Database,
  whitelabelId: number,
  entries: readonly DemoFooterEntry[],
): Promise<void> {
  if (entries.length > 0) {
    await db
      .insert(footerEntries)
      .values(
        entries.map((entry, position) => ({
          whitelabelId,
          position,
          section: entry.section,
          kind: entry.target.kind,
          articleId: entry.target.kind === 'article' ? entry.target.articleId : null,
          url: entry.target.kind === 'link' ? entry.target.url : null,
          urlOpenNewTab: entry.urlOpenNewTab,
          title: entry.title,
        })),
      )
      .onConflictDoUpdate({
        target: [footerEntries.whitelabelId, footerEntries.position],
        ...updateIfChanged(footerEntries, [
          'section',
          'kind',
          'articleId',
          'url',
          'urlOpenNewTab',
          'title',
        ]),
      });
  }
  await db
    .delete(footerEntries)
    .where(
      and(
        eq(footerEntries.whitelabelId, whitelabelId),
        gte(footerEntries.position, entries.length),
      ),
    );
}

async function syncFaq(db: Database, whitelabelId: number, faq: DemoFaq): Promise<void> {
  await db
    .insert(faqs)
    .values({ whitelabelId, title: faq.title, subtitle: faq.subtitle, picture: faq.picture })
    .onConflictDoUpdate({
      target: faqs.whitelabelId,
      ...updateIfChanged(faqs, ['title', 'subtitle', 'picture']),
    });
  if (faq.categories.length > 0) {
    await db
      .insert(faqCategories)
      .values(faq.categories.map((category, position) => ({ ...category, whitelabelId, position })))
      .onConflictDoUpdate({
        target: [faqCategories.whitelabelId, faqCategories.id],
        ...updateIfChanged(faqCategories, ['title', 'icon', 'position']),
      });
  }
  await db.delete(faqCategories).where(
    and(
      eq(faqCategories.whitelabelId, whitelabelId),
      notInArray(
        faqCategories.id,
        faq.categories.map((category) => category.id),
      ),
    ),
  );
}
