import type {
  AuthenticationPage,
  AuthenticationPageType,
  Footer,
  HomePage,
  Language,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { presentPicturePage } from '../../shared/picture-page.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import type { ContentService } from '../content/service.ts';
import type { Tenant } from './domain.ts';
import { emptyHomePage, presentFooterEntry, presentHomePage } from './presenter.ts';
import {
  findAuthenticationPage,
  findFooterEntries,
  findHomePage,
  findTenantByCode,
  findTenantByHost,
} from './repository.ts';
import { createTenantResolver, type TenantResolver } from './tenant-resolver.ts';

export interface WhitelabelService {
  resolveTenant: TenantResolver;
  getHomePage(tenant: Tenant, language: Language): Promise<HomePage>;
  getFooter(tenant: Tenant, language: Language): Promise<Footer>;
  /** GET /whitelabels/authentication-page: the sign-in page of `type`, in `language`. */
  getAuthenticationPage(
    tenant: Tenant,
    type: AuthenticationPageType,
    language: Language,
  ): Promise<AuthenticationPage>;
  /** Forgets the cached pages and footers, after the console published content. */
  forgetContent(): void;
}

export interface WhitelabelServiceDeps {
  db: Database;
  content: ContentService;
  defaultWhitelabel: string;
  /** How long each instance reuses a presented page or footer (editorial, read-mostly). */
  cacheMs: number;
}

export function createWhitelabelService({
  db,
  content,
  defaultWhitelabel,
  cacheMs,
}: WhitelabelServiceDeps): WhitelabelService {
  const homePages = createTtlCache<HomePage>({ ttlMs: cacheMs });
  const footers = createTtlCache<Footer>({ ttlMs: cacheMs });
  const authenticationPages = createTtlCache<AuthenticationPage>({ ttlMs: cacheMs });

  const resolveTenant = createTenantResolver(
    {
      byHost: (host) => findTenantByHost(db, host),
      byCode: (code) => findTenantByCode(db, code),
    },
    { defaultCode: defaultWhitelabel },
  );

  return {
    resolveTenant,
    forgetContent() {
      homePages.clear();
      footers.clear();
      authenticationPages.clear();
    },
    getHomePage(tenant, language) {
      return homePages.get(`${tenant.id}:${language}`, () => loadHomePage(tenant, language));
    },
    getFooter(tenant, language) {
      return footers.get(`${tenant.id}:${language}`, async () => {
        const rows = await findFooterEntries(db, tenant.id);
        return { footerEntries: rows.map((row) => presentFooterEntry(row, language)) };
      });
    },
    getAuthenticationPage(tenant, type, language) {
      return authenticationPages.get(`${tenant.id}:${type}:${language}`, async () =>
        presentPicturePage(await findAuthenticationPage(db, tenant.id, type), language),
      );
    },
  };

  async function loadHomePage(tenant: Tenant, language: Language): Promise<HomePage> {
    const row = await findHomePage(db, tenant.id);
    if (!row) return emptyHomePage(tenant);
    // One query for every article the page names; ids of removed articles are left out.
    const ids = [
      ...new Set([
        ...row.listBlockArticleIds,
        ...row.sliderBlockArticleIds,
        ...(row.footerArticleId === null ? [] : [row.footerArticleId]),
      ]),
    ];
    const byId = new Map(
      (await content.getArticles(tenant.id, ids, language)).map((article) => [article.id, article]),
    );
    return presentHomePage(
      row,
      {
        listBlock: row.listBlockArticleIds.flatMap((id) => byId.get(id) ?? []),
        sliderIds: row.sliderBlockArticleIds.filter((id) => byId.has(id)),
        footer: row.footerArticleId === null ? null : (byId.get(row.footerArticleId) ?? null),
      },
      language,
      tenant.freeFlowEnabled,
    );
  }
}
