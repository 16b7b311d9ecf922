import type { TenantFile } from '@portico/contract/tenant-file';
import { and, arrayOverlaps, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { gates, whitelabels } from '../../db/schema/index.ts';
import { seedAuthenticationPages } from '../../db/seed/seed-authentication-pages.ts';
import { seedWhitelabelContent } from '../../db/seed/seed-content.ts';
import { seedHelpCentre } from '../../db/seed/seed-help.ts';
import { seedLookups } from '../../db/seed/seed-lookups.ts';
import { seedPrepaymentsPage } from '../../db/seed/seed-prepayments-page.ts';
import { seedProtestReasons } from '../../db/seed/seed-protest-reasons.ts';
import { seedRoad } from '../../db/seed/seed-road.ts';
import { hashApiKey } from '../api-keys/domain.ts';
import { upsertApiKey } from '../api-keys/repository.ts';
import { roadRewriteProblems } from './road-guard.ts';
import { roadRows } from './road-rows.ts';
import { settingsDocument } from './settings-document.ts';
import { readStoredRoad } from './stored-tenant.ts';

/** A file the database refuses as it stands (a road rewrite, a missing secret): nothing applied. */
export class TenantApplyRefused extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`the file was not applied: ${problems.length} problem(s)`);
    this.problems = problems;
    this.name = 'TenantApplyRefused';
  }
}

export interface ApplyOptions {
  /** The value of an environment variable a file names (an API key), or undefined. */
  secret: (name: string) => string | undefined;
  /** YYYY-MM-DD: tariffs dated up to it are in force. */
  today: string;
}

/**
 * Makes the database say what a checked tenant file says, in one transaction: identity,
 * settings (the whole document), content, help centre, road, pages, claim reasons, companies and
 * API keys. Idempotent: every write is an upsert that leaves an unchanged row alone, so applying
 * the same file twice changes nothing (not even updated_at). Refused whole, before any write
 * lands, when it would rewrite the road trips use (road-guard.ts) or a named secret is unset.
 * Content the file no longer lists is removed; the road, claim reasons and companies are kept
 * (trips, claims and fleets refer to them). Returns the tenant's id.
 */
export async function applyTenant(db: Database, file: TenantFile, options: ApplyOptions) {
  const keys = file.apiKeys.map((key) => ({ ...key, value: options.secret(key.secretEnv) }));
  const unset = keys.filter((key) => !key.value);
  if (unset.length > 0) {
    throw new TenantApplyRefused(
      unset.map(
        (key) => `apiKeys "${key.label}": ${key.secretEnv} (or ${key.secretEnv}_FILE) is not set`,
      ),
    );
  }
  const road = roadRows(file.road);
  return db.transaction(async (tx) => {
    const whitelabelId = await seedWhitelabelContent(tx, {
      whitelabel: {
        code: file.code,
        name: file.name,
        hosts: file.hosts,
        logoUrl: file.logoUrl,
        gdprText: file.gdprText,
        seoTitle: file.seo.title,
        seoDescription: file.seo.description,
        freeFlowEnabled: file.freeFlowEnabled,
        languages: file.languages,
      },
      articles: file.content.articles,
      homePage: file.content.home,
      footerEntries: file.content.footer,
      faq: file.content.faq,
    });
    const clashes = await hostsOfOtherTenants(tx, file);
    if (clashes.length > 0) throw new TenantApplyRefused(clashes);
    const stored = await readStoredRoad(tx, whitelabelId);
    const problems = await roadRewriteProblems(tx, whitelabelId, stored, road, options.today);
    if (problems.length > 0) throw new TenantApplyRefused(problems);
    await makeRoomForNewGateOrder(tx, whitelabelId, stored.gates, road.gates);
    await seedRoad(tx, whitelabelId, road);
    await seedHelpCentre(tx, whitelabelId, {
      entries: file.content.faqEntries,
      nodes: file.content.assistant,
    });
    await seedLookups(tx, whitelabelId, {
      toPayPage: file.content.tripsPage,
      companies: file.companies,
    });
    await seedAuthenticationPages(tx, whitelabelId, file.content.signInPages);
    await seedPrepaymentsPage(tx, whitelabelId, file.content.prepaymentPage);
    await seedProtestReasons(tx, whitelabelId, file.content.claimReasons);
    for (const key of keys) {
      await upsertApiKey(tx, {
        whitelabelId,
        label: key.label,
        keyHash: hashApiKey(key.value ?? ''),
      });
    }
    // Whole: the help desk's address, the legal identity, the rules... (settings-document.ts).
    const document = JSON.stringify(settingsDocument(file));
    await tx
      .update(whitelabels)
      .set({ settings: sql`${document}::jsonb`, updatedAt: sql`now()` })
      .where(
        and(eq(whitelabels.id, whitelabelId), sql`${whitelabels.settings} <> ${document}::jsonb`),
      );
    return whitelabelId;
  });
}

/** A host selects one tenant: another tenant's host in the file is a mistake, never a move. */
async function hostsOfOtherTenants(tx: Database, file: TenantFile): Promise<string[]> {
  const others = await tx
    .select({ code: whitelabels.code, hosts: whitelabels.hosts })
    .from(whitelabels)
    .where(and(ne(whitelabels.code, file.code), arrayOverlaps(whitelabels.hosts, file.hosts)));
  return others.flatMap((other) =>
    other.hosts
      .filter((host) => file.hosts.includes(host))
      .map((host) => `hosts: "${host}" is the host of tenant ${other.code}`),
  );
}

/**
 * Gates are unique by position: when the file orders them anew, the stored ones first move out
 * of the way (positions are rewritten right after), or the upsert would collide with itself.
 */
async function makeRoomForNewGateOrder(
  tx: Database,
  whitelabelId: number,
  stored: readonly { code: string }[],
  proposed: readonly { code: string }[],
) {
  const moved = stored.some((gate, position) => proposed[position]?.code !== gate.code);
  if (!moved || stored.length === 0) return;
  await tx
    .update(gates)
    .set({ position: sql`${gates.position} + 1000000` })
    .where(eq(gates.whitelabelId, whitelabelId));
}
