import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/drivers/postgres.ts';
import { companies, users, whitelabels } from '../../apps/server/src/db/schema/index.ts';
import { createSessions } from '../../apps/server/src/modules/accounts/sessions.ts';
import { createAccessTokens } from '../../apps/server/src/modules/accounts/tokens.ts';
import { benchJwtSecret } from './server-env.ts';

/**
 * The bench's rental company: every plate of the filled journeys (fill-journeys.ts, BL0000000 and
 * on) in its fleet since long before their first trip, and the journeys' fleet link set in one
 * statement, as fleet-link.ts would have set it. Runs on the fill's connection (fillJourneys'
 * afterFill), before the journeys' indexes are built again. Answers the company's id.
 */
export async function fillFleet(client: pg.Client, whitelabelId: number): Promise<number> {
  const company = await client.query<{ id: number }>(
    `insert into companies (whitelabel_id, code, name, vat_number, address)
     values ($1, 'BENCH-RENT', 'Bench Rent SAS', 'FR40123456789', '1 rue du Banc, Lyon')
     returning id`,
    [whitelabelId],
  );
  const companyId = company.rows[0]?.id;
  if (companyId === undefined) throw new Error('no company inserted');
  await client.query(
    `insert into fleet_plates (whitelabel_id, company_id, country_code, plate, valid_from)
     select distinct $1::int, $2::int, country_code, plate, now() - interval '20 years'
     from journeys where whitelabel_id = $1`,
    [whitelabelId, companyId],
  );
  await client.query(
    `update journeys j set fleet_company_id = f.company_id, fleet_plate_id = f.id
     from fleet_plates f
     where f.whitelabel_id = j.whitelabel_id and f.plate = j.plate
       and f.country_code = j.country_code and j.whitelabel_id = $1`,
    [whitelabelId],
  );
  return companyId;
}

/** VACUUM ANALYZE: index-only scans need the visibility map, as autovacuum would leave it. */
export async function vacuumJourneys(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('vacuum analyze journeys');
    await client.query('analyze fleet_plates');
  } finally {
    await client.end();
  }
}

/** A renter user of the company, signed in: its access token (valid `ttlSeconds`). */
export async function renterToken(
  url: string,
  whitelabelId: number,
  companyId: number,
  ttlSeconds = 3600,
): Promise<string> {
  const handle = await openPostgres(url);
  try {
    const db = handle.db;
    const [tenant] = await db
      .select({ id: whitelabels.id, code: whitelabels.code })
      .from(whitelabels)
      .where(eq(whitelabels.id, whitelabelId));
    if (!tenant) throw new Error('no white-label');
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw new Error('no company');
    const [user] = await db
      .insert(users)
      .values({
        whitelabelId,
        email: `bench-renter-${Date.now()}@example.org`,
        passwordHash: 'not-a-hash: the bench signs in directly',
        accountType: 'renter',
        companyId,
        firstName: 'Bench',
        lastName: 'Renter',
        language: 'fr',
        acceptedTermsAt: new Date(),
        activatedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error('no renter inserted');
    const sessions = createSessions(db, {
      tokens: createAccessTokens(benchJwtSecret, ttlSeconds),
      refreshTtlMs: ttlSeconds * 1000,
    });
    const tokens = await db.transaction((tx) => sessions.start(tx, tenant, user, new Date()));
    return tokens.accessToken;
  } finally {
    await handle.close();
  }
}
