import {
  type TenantFile,
  type TenantFileInput,
  tenantFileSchema,
  tenantFileVersion,
} from '@portico/contract/tenant-file';
import { protestTypes } from '@portico/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  apiKeys,
  articles,
  authenticationPages,
  companies,
  faqCategories,
  faqEntries,
  faqs,
  footerEntries,
  gantries,
  gantryPairs,
  gates,
  helpNodes,
  homePages,
  journeysToPayPages,
  prepaymentsPages,
  protestReasons,
  whitelabels,
} from '../../db/schema/index.ts';
import type { RoadSeed } from '../../db/seed/seed-road.ts';
import { findTariffs } from '../road/repository.ts';
import { fileRoad } from './road-rows.ts';
import { fileSettings } from './settings-document.ts';

/** The stored road of a tenant as the seed's rows, in the road's order. */
export async function readStoredRoad(db: Database, whitelabelId: number): Promise<RoadSeed> {
  const where = { gates: eq(gates.whitelabelId, whitelabelId) };
  const [gateRows, pairRows, gantryRows, tariffs] = await Promise.all([
    db.select().from(gates).where(where.gates).orderBy(asc(gates.position)),
    db
      .select()
      .from(gantryPairs)
      .where(eq(gantryPairs.whitelabelId, whitelabelId))
      .orderBy(asc(gantryPairs.position)),
    db
      .select()
      .from(gantries)
      .where(eq(gantries.whitelabelId, whitelabelId))
      .orderBy(asc(gantries.position)),
    findTariffs(db, whitelabelId),
  ]);
  return {
    gates: gateRows.map(({ code, label, names, normalizedGate }) => ({
      code,
      label,
      names,
      normalizedGate,
    })),
    gantryPairs: pairRows.map(({ code, name }) => ({ code, name })),
    gantries: gantryRows.map(({ code, name, pairCode, side, westGate, eastGate }) => ({
      code,
      name,
      pairCode,
      side,
      westGate,
      eastGate,
    })),
    tariffs,
  };
}

/**
 * A stored tenant written back as a tenant file (`npm run tenant -- export CODE`): what applying
 * that file would leave unchanged. API keys are stored as hashes: the file names each key's
 * variable by convention (CODE_LABEL_API_KEY), which the operator sets to the key in use.
 * Null when no tenant has that code.
 */
export async function exportTenant(db: Database, code: string): Promise<TenantFileInput | null> {
  const [tenant] = await db.select().from(whitelabels).where(eq(whitelabels.code, code));
  if (!tenant) return null;
  const id = tenant.id;
  const [articleRows, [home], footerRows, [faq], categoryRows, entryRows, nodeRows] =
    await Promise.all([
      db.select().from(articles).where(eq(articles.whitelabelId, id)).orderBy(asc(articles.id)),
      db.select().from(homePages).where(eq(homePages.whitelabelId, id)),
      db
        .select()
        .from(footerEntries)
        .where(eq(footerEntries.whitelabelId, id))
        .orderBy(asc(footerEntries.position)),
      db.select().from(faqs).where(eq(faqs.whitelabelId, id)),
      db
        .select()
        .from(faqCategories)
        .where(eq(faqCategories.whitelabelId, id))
        .orderBy(asc(faqCategories.position)),
      db
        .select()
        .from(faqEntries)
        .where(eq(faqEntries.whitelabelId, id))
        .orderBy(asc(faqEntries.position)),
      db
        .select()
        .from(helpNodes)
        .where(eq(helpNodes.whitelabelId, id))
        .orderBy(asc(helpNodes.position)),
    ]);
  const [signInRows, [prepaymentPage], [tripsPage], reasonRows, companyRows, keyRows, road] =
    await Promise.all([
      db
        .select()
        .from(authenticationPages)
        .where(eq(authenticationPages.whitelabelId, id))
        .orderBy(asc(authenticationPages.type)),
      db.select().from(prepaymentsPages).where(eq(prepaymentsPages.whitelabelId, id)),
      db.select().from(journeysToPayPages).where(eq(journeysToPayPages.whitelabelId, id)),
      db
        .select()
        .from(protestReasons)
        .where(eq(protestReasons.whitelabelId, id))
        .orderBy(asc(protestReasons.position)),
      db
        .select()
        .from(companies)
        .where(eq(companies.whitelabelId, id))
        .orderBy(asc(companies.code)),
      db
        .select({ label: apiKeys.label })
        .from(apiKeys)
        .where(and(eq(apiKeys.whitelabelId, id), isNull(apiKeys.revokedAt)))
        .orderBy(asc(apiKeys.label)),
      readStoredRoad(db, id),
    ]);
  if (!home || !faq || !prepaymentPage) {
    throw new Error(`tenant ${code} lacks its home, help or prepayment page: not made from a file`);
  }
  const categoryOrder = categoryRows.map((category) => category.id);
  const { settings, legal } = fileSettings(tenant.settings);
  const file = {
    version: tenantFileVersion,
    code: tenant.code,
    name: tenant.name,
    hosts: tenant.hosts,
    languages: tenant.languages,
    logoUrl: tenant.logoUrl,
    seo: { title: tenant.seoTitle, description: tenant.seoDescription },
    gdprText: tenant.gdprText,
    freeFlowEnabled: tenant.freeFlowEnabled,
    legal,
    settings,
    road: fileRoad(road),
    content: {
      home: {
        title: home.title,
        subtitle: home.subtitle,
        picture: home.picture,
        url: home.url,
        urlOpenNewTab: home.urlOpenNewTab,
        actions: home.actions,
        listBlockTitle: home.listBlockTitle,
        listBlockArticleIds: home.listBlockArticleIds,
        sliderBlockArticleIds: home.sliderBlockArticleIds,
        footerArticleId: home.footerArticleId,
        tileTexts: home.tileTexts,
      },
      articles: articleRows.map((row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        url: row.url,
        urlOpenNewTab: row.urlOpenNewTab,
        picture: row.picture,
        icon: row.icon,
        catchphrase: row.catchphrase,
        buttonText: row.buttonText,
        darkMode: row.darkMode,
      })),
      footer: footerRows.map((row) => ({
        section: row.section,
        target:
          row.kind === 'article'
            ? { kind: 'article' as const, articleId: row.articleId ?? '' }
            : { kind: 'link' as const, url: row.url ?? '' },
        urlOpenNewTab: row.urlOpenNewTab,
        title: row.title,
      })),
      faq: {
        title: faq.title,
        subtitle: faq.subtitle,
        picture: faq.picture,
        categories: categoryRows.map(({ id: categoryId, title, icon }) => ({
          id: categoryId,
          title,
          icon,
        })),
      },
      faqEntries: [...entryRows]
        .sort((a, b) => categoryOrder.indexOf(a.categoryId) - categoryOrder.indexOf(b.categoryId))
        .map((row) =>
          row.kind === 'ARTICLE'
            ? {
                categoryId: row.categoryId,
                kind: 'ARTICLE' as const,
                articleId: row.articleId ?? '',
              }
            : {
                categoryId: row.categoryId,
                kind: 'URL' as const,
                id: row.id,
                title: row.title ?? { fr: '', en: '', de: '', it: '', es: '' },
                url: row.url ?? '',
                urlOpenNewTab: row.urlOpenNewTab,
              },
        ),
      assistant: depthFirst(nodeRows).map((row) => ({
        id: row.id,
        parentId: row.parentId,
        kind: row.kind,
        label: row.label,
        ...(row.text ? { text: row.text } : {}),
        ...(row.articleId ? { articleId: row.articleId } : {}),
        ...(row.categoryId ? { categoryId: row.categoryId } : {}),
        ...(row.form ? { form: row.form } : {}),
      })),
      signInPages: signInRows.map(({ type, title, text, picture, pictureAlt }) => ({
        type,
        title,
        text,
        picture,
        pictureAlt,
      })),
      prepaymentPage: {
        title: prepaymentPage.title,
        text: prepaymentPage.text,
        picture: prepaymentPage.picture,
        pictureAlt: prepaymentPage.pictureAlt,
      },
      tripsPage: {
        primoPassantText: tripsPage?.primoPassantText ?? null,
        articleIds: tripsPage?.articleIds ?? [],
        backgroundPicture: tripsPage?.backgroundPicture ?? null,
      },
      claimReasons: Object.fromEntries(
        protestTypes.map((type) => [
          type,
          reasonRows
            .filter((reason) => reason.type === type)
            .map(({ code: reasonCode, label, commentMandatory, attachmentMandatory }) => ({
              code: reasonCode,
              label,
              commentMandatory,
              attachmentMandatory,
            })),
        ]),
      ),
    },
    companies: companyRows.map(({ code: companyCode, name }) => ({ code: companyCode, name })),
    apiKeys: keyRows.map((key) => ({
      label: key.label,
      secretEnv: `${tenant.code}_${key.label}_API_KEY`.toUpperCase().replace(/[^A-Z0-9_]/g, '_'),
    })),
  };
  // Stored texts are typed partial (shared/localized.ts): parseExported checks every language.
  return file as unknown as TenantFileInput;
}

/** Parses an exported file as a read file is parsed: the defaults filled, ready to compare. */
export function parseExported(file: TenantFileInput): TenantFile | null {
  const parsed = tenantFileSchema.safeParse(file);
  return parsed.success ? parsed.data : null;
}

/** Assistant nodes parents first, each parent's children in their order: the order a file lists. */
function depthFirst<T extends { id: string; parentId: string | null }>(rows: readonly T[]): T[] {
  const ordered: T[] = [];
  const visit = (parentId: string | null) => {
    for (const row of rows.filter((node) => node.parentId === parentId)) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}
