import type { Footer, HomePage, Language } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import type { ContentService } from '../content/service.ts';
import type { Tenant } from './domain.ts';
import { emptyHomePage, presentFooterEntry, presentHomePage } from './presenter.ts';
import {
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
}

export interface WhitelabelServiceDeps {
  db: Database;
  content: ContentService;
  defaultWhitelabel: string;
}

export function createWhitelabelService({
  db,
  content,
  defaultWhitelabel,
}: WhitelabelServiceDeps): WhitelabelService {
  const resolveTenant = createTenantResolver(
    {
      byHost: (host) => findTenantByHost(db, host),
      byCode: (code) => findTenantByCode(db, code),
    },
    { defaultCode: defaultWhitelabel },
  );

  return {
    resolveTenant,
    async getHomePage(tenant, language) {
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
        (await content.getArticles(tenant.id, ids, language)).map((article) => [
          article.id,
          article,
        ]),
      );
      return presentHomePage(
        row,
        {
          listBlock: row.listBlockArticleIds.flatMap((id) => byId.get(id) ?? []),
          sliderIds: row.sliderBlockArticleIds.filter((id) => byId.has(id)),
          footer: row.footerArticleId === null ? null : (byId.get(row.footerArticleId) ?? null),
        },
        language,
      );
    },
    async getFooter(tenant, language) {
      const rows = await findFooterEntries(db, tenant.id);
      return { footerEntries: rows.map((row) => presentFooterEntry(row, language)) };
    },
  };
}
