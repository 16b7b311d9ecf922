import type { AuthenticationPageType } from '@portico/contract';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  authenticationPages,
  footerEntries,
  homePages,
  whitelabels,
} from '../../db/schema/index.ts';
import { tagManagerOf, type Tenant } from './domain.ts';

const tenantColumns = {
  id: whitelabels.id,
  code: whitelabels.code,
  name: whitelabels.name,
  hosts: whitelabels.hosts,
  logoUrl: whitelabels.logoUrl,
  gdprText: whitelabels.gdprText,
  seoTitle: whitelabels.seoTitle,
  seoDescription: whitelabels.seoDescription,
  freeFlowEnabled: whitelabels.freeFlowEnabled,
  languages: whitelabels.languages,
  settings: whitelabels.settings,
};

type TenantRow = Omit<Tenant, 'tagManager'> & { settings: Record<string, unknown> };

function toTenant({ settings, ...row }: TenantRow): Tenant {
  return { ...row, tagManager: tagManagerOf(settings) };
}

export async function findTenantByHost(db: Database, host: string): Promise<Tenant | null> {
  // Oldest first, so a host listed twice by mistake keeps selecting the same tenant.
  const [row] = await db
    .select(tenantColumns)
    .from(whitelabels)
    .where(arrayContains(whitelabels.hosts, [host]))
    .orderBy(asc(whitelabels.id))
    .limit(1);
  return row ? toTenant(row) : null;
}

export async function findTenantByCode(db: Database, code: string): Promise<Tenant | null> {
  const [row] = await db.select(tenantColumns).from(whitelabels).where(eq(whitelabels.code, code));
  return row ? toTenant(row) : null;
}

export type HomePageRow = typeof homePages.$inferSelect;

export async function findHomePage(
  db: Database,
  whitelabelId: number,
): Promise<HomePageRow | null> {
  const [row] = await db.select().from(homePages).where(eq(homePages.whitelabelId, whitelabelId));
  return row ?? null;
}

export type FooterEntryRow = typeof footerEntries.$inferSelect;

export async function findFooterEntries(
  db: Database,
  whitelabelId: number,
): Promise<FooterEntryRow[]> {
  return db
    .select()
    .from(footerEntries)
    .where(eq(footerEntries.whitelabelId, whitelabelId))
    .orderBy(asc(footerEntries.position));
}

export type AuthenticationPageRow = typeof authenticationPages.$inferSelect;

export async function findAuthenticationPage(
  db: Database,
  whitelabelId: number,
  type: AuthenticationPageType,
): Promise<AuthenticationPageRow | null> {
  const [row] = await db
    .select()
    .from(authenticationPages)
    .where(
      and(eq(authenticationPages.whitelabelId, whitelabelId), eq(authenticationPages.type, type)),
    );
  return row ?? null;
}
