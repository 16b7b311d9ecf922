import {
  authenticatedJourneysResponseSchema,
  buildPath,
  type PaymentSession,
  paymentSessionSchema,
  registeredPlateListSchema,
  routes,
} from '@portico/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alertSubscriptions,
  mailOutbox,
  paymentLines,
  payments,
  userPlates,
  users,
} from '../src/db/schema/index.ts';
import { accountClient, registration } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { startCardPayment } from './helpers/card-browser.ts';
import { testConfig } from './helpers/config.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import {
  billingInfo,
  freshPlate,
  ingest,
  onTenant,
  payboxSuccessUrl,
  tripPassages,
} from './helpers/payments.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { markPlatesProven } from './helpers/vehicle-proofs.ts';

/**
 * Issue 12 item 6: DELETE /users/me erases the account's personal data (profile, vehicles, alerts
 * of its address, the outbox's messages to it) and keeps its payments for the accounts with the
 * payer's identity cleared; the receipt can still be produced. Every table of the database is
 * searched afterwards for the address and the names.
 */
const base = testConfig();
const config = unlimitedConfig(
  testConfig({
    accounts: { ...base.accounts, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
  }),
);
const app = useApp(config);
const hour = 3_600_000;

/** A customer with names no other test uses, a plate with a due trip, and its alert on. */
async function customerWhoPaid() {
  const tenant = await createRoadTenant(app().database.db);
  const accounts = accountClient(app, config, tenant.host, () => new Date());
  const suffix = uniqueSuffix()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8);
  const names = { firstName: `Ilaria${suffix}`, lastName: `Bassi${suffix}` };
  const customer = await accounts.customer(registration(names));
  const token = customer.tokens.accessToken;
  const plate = freshPlate('ER');
  await ingest(app(), tenant, tripPassages(plate, new Date(Date.now() - 3 * hour)));
  const added = await accounts.call('addMyPlate', {
    token,
    body: { countryCode: 'FR', numberPlate: plate },
  });
  expect(added.statusCode, added.body).toBe(201);
  await markPlatesProven(app().database.db, customer.id);
  const [row] = registeredPlateListSchema.parse(added.json());
  const on = await accounts.call('updateMyPlate', {
    token,
    params: { id: String(row?.id) },
    body: { emailNotifications: true },
  });
  expect(on.statusCode, on.body).toBe(200);
  const basket = await payAsCustomer(tenant, accounts, token, plate, {
    ...billingInfo,
    ...names,
    email: customer.email,
  });
  return { tenant, accounts, customer, token, plate, names, basket };
}

async function payAsCustomer(
  tenant: RoadTenant,
  accounts: ReturnType<typeof accountClient>,
  token: string,
  plate: string,
  billing: typeof billingInfo,
): Promise<PaymentSession> {
  const trips = await accounts.call('authenticatedDetailedJourneys', {
    token,
    query: { plate, country: 'FR' },
  });
  expect(trips.statusCode, trips.body).toBe(200);
  const [set] = authenticatedJourneysResponseSchema.parse(trips.json());
  if (!set) throw new Error('one journey set expected');
  const basketAnswer = await onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.payJourneys.path),
    query: { sessionId: set.sessionId },
    payload: { journeys: set.journeys.map((journey) => ({ idDossier: String(journey.id) })) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(basketAnswer.statusCode, basketAnswer.body).toBe(200);
  const basket = paymentSessionSchema.parse(basketAnswer.json());
  await startCardPayment(app(), tenant, basket.id, billing);
  const [stored] = await app()
    .database.db.select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.id, basket.id));
  const notified = await onTenant(app(), tenant, {
    method: 'GET',
    url: payboxSuccessUrl(stored?.reference ?? '', basket.amount),
  });
  expect(notified.statusCode, notified.body).toBe(200);
  return basket;
}

async function receiptText(tenant: RoadTenant, basket: PaymentSession): Promise<string> {
  const receipt = await onTenant(app(), tenant, {
    method: 'GET',
    url: buildPath(routes.paymentReceipt.path),
    query: { sessionId: basket.id, lang: 'fr' },
  });
  expect(receipt.statusCode, receipt.body).toBe(200);
  return pdfText(receipt.rawPayload);
}

/** Every table of the database whose rows, as text, contain `needle` (case ignored), with counts. */
/** Rows of a raw query: both drivers (PGlite, node-postgres) answer them under `rows`. */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result = (await app().database.db.execute(query)) as { rows: Row[] };
  return result.rows;
}

async function tablesHolding(needle: string): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [count] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} t
          where t::text ilike ${`%${needle}%`}`,
    );
    const n = count?.n ?? 0;
    if (n > 0) found[table] = n;
  }
  return found;
}

describe('DELETE /users/me', () => {
  it('erases the personal data and keeps the payment, anonymised, with its receipt', async () => {
    const { tenant, accounts, customer, token, names, basket } = await customerWhoPaid();
    const { db } = app().database;
    const [paid] = await db.select().from(payments).where(eq(payments.id, basket.id));
    expect(paid).toMatchObject({ status: 'SUCCEED', userId: customer.id, email: customer.email });
    expect(await receiptText(tenant, basket)).toContain(names.lastName);
    const lines = await db.select().from(paymentLines).where(eq(paymentLines.paymentId, basket.id));
    expect(lines.length).toBeGreaterThan(0);

    // The receipt e-mail goes out first: one still waiting would be kept on purpose (the payer is
    // owed it), and whether the outbox has sent it yet is a matter of timing.
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ status: mailOutbox.status })
              .from(mailOutbox)
              .where(eq(mailOutbox.recipient, customer.email))
          ).filter((mail) => mail.status === 'pending').length,
        { timeout: 15_000 },
      )
      .toBe(0);

    const deleted = await accounts.call('deleteMe', { token });
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Nothing personal is left anywhere but the goodbye e-mail's address in the outbox.
    expect(await tablesHolding(customer.email)).toEqual({ mail_outbox: 1 });
    expect(await tablesHolding(names.lastName)).toEqual({});
    expect(await tablesHolding(names.firstName)).toEqual({});
    expect(
      await db
        .select({ kind: mailOutbox.kind, language: mailOutbox.language })
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, customer.email)),
    ).toEqual([{ kind: 'account_deleted', language: 'it' }]);
    expect(await db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    expect(await db.select().from(userPlates).where(eq(userPlates.userId, customer.id))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(alertSubscriptions)
        .where(
          and(
            eq(alertSubscriptions.whitelabelId, tenant.id),
            sql`lower(${alertSubscriptions.email}) = lower(${customer.email})`,
          ),
        ),
    ).toEqual([]);

    // The payment still counts, with everything the accounts need.
    const [kept] = await db.select().from(payments).where(eq(payments.id, basket.id));
    expect(kept).toEqual({ ...paid, userId: null, email: null, billing: null });
    expect(kept?.amountCents).toBe(basket.amount);
    expect(kept?.receiptNumber).toMatch(/-R-\d{4}-\d+$/);
    expect(
      await db.select().from(paymentLines).where(eq(paymentLines.paymentId, basket.id)),
    ).toEqual(lines);
    const receipt = await receiptText(tenant, basket);
    expect(receipt).toContain(kept?.receiptNumber ?? 'no number');
    expect(receipt).not.toContain(names.lastName);
    expect(receipt).not.toContain(customer.email);

    // The address and password no longer sign in, and the token is refused.
    const signIn = await accounts.signIn(customer.email, customer.password);
    expect(signIn.statusCode, signIn.body).toBe(401);
    expect((await accounts.call('me', { token })).statusCode).toBe(401);
  });

  it('leaves no alert at the address when its toggle is switched on while the account goes', async () => {
    const tenant = await createRoadTenant(app().database.db);
    const accounts = accountClient(app, config, tenant.host, () => new Date());
    for (let round = 0; round < 4; round++) {
      const customer = await accounts.customer();
      const token = customer.tokens.accessToken;
      const added = await accounts.call('addMyPlate', {
        token,
        body: { countryCode: 'FR', numberPlate: freshPlate('RC') },
      });
      await markPlatesProven(app().database.db, customer.id);
      const [row] = registeredPlateListSchema.parse(added.json());
      const [toggled, deleted] = await Promise.all([
        accounts.call('updateMyPlate', {
          token,
          params: { id: String(row?.id) },
          body: { emailNotifications: true },
        }),
        accounts.call('deleteMe', { token }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      // Before the deletion it worked; after, the plate (or the sign-in) is gone.
      expect([200, 401, 404]).toContain(toggled.statusCode);
      expect(await tablesHolding(customer.email)).toEqual({ mail_outbox: 1 });
    }
  });

  it('leaves other customers\u2019 payments and alerts as they were', async () => {
    const gone = await customerWhoPaid();
    const stays = await customerWhoPaid();
    expect((await gone.accounts.call('deleteMe', { token: gone.token })).statusCode).toBe(204);
    const { db } = app().database;
    const [kept] = await db.select().from(payments).where(eq(payments.id, stays.basket.id));
    expect(kept).toMatchObject({ userId: stays.customer.id, email: stays.customer.email });
    expect(kept?.billing?.lastName).toBe(stays.names.lastName);
    const rows = await db
      .select({ state: alertSubscriptions.state })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.email, stays.customer.email));
    expect(rows).toEqual([{ state: 'active' }]);
  });
});
