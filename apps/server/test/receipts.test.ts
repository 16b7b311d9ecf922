import { buildPath, type PaymentSession, routes } from '@portico/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../src/modules/journeys/repository.ts';
import { newPaymentId, newReference } from '../src/modules/payments/domain.ts';
import { insertPayment } from '../src/modules/payments/repository.ts';
import { payments, whitelabels } from '../src/db/schema/index.ts';
import { seedOperatorLegal } from '../src/db/seed/seed-operator-legal.ts';
import { paymentReceiptPdf } from '../src/modules/payments/receipts.ts';
import { readOperatorLegal } from '../src/modules/receipts/operator-legal.ts';
import { operatorLegal } from '../src/modules/receipts/receipt-fixture.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { startCardPayment } from './helpers/card-browser.ts';
import {
  allJourneysBasket,
  billingInfo,
  freshPlate,
  ingest,
  onTenant,
  payboxSuccessUrl,
  plateSession,
  tripPassages,
} from './helpers/payments.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTenant } from './helpers/factories.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * Receipts as the law asks (issue 9 item 17), through the real payment path: card baskets paid by
 * the Paybox notification, receipts read back from GET /payments/receipt. On PostgreSQL (CI's
 * second pass) the concurrent settlements really race on a pool of connections.
 */
const config = unlimitedConfig();
const app = useApp(config);
const hour = 3_600_000;

/** The current year in Paris, as receipt numbers carry it. */
const parisYear = () =>
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date());

/** The baskets of one due trip for each of `count` fresh plates of the tenant. */
async function dueBaskets(tenant: RoadTenant, count: number): Promise<PaymentSession[]> {
  const plates = Array.from({ length: count }, () => freshPlate('RN'));
  const start = new Date(Date.now() - 2 * hour);
  await ingest(
    app(),
    tenant,
    plates.flatMap((plate) => tripPassages(plate, start)),
  );
  const baskets: PaymentSession[] = [];
  for (const plate of plates) {
    baskets.push(await allJourneysBasket(app(), tenant, plateSession(config, tenant.id, plate)));
  }
  return baskets;
}

/** Sends the basket to Paybox with this billing identity; returns its order reference. */
async function startCard(tenant: RoadTenant, basket: PaymentSession, billing = billingInfo) {
  await startCardPayment(app(), tenant, basket.id, billing);
  const [row] = await app()
    .database.db.select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.id, basket.id));
  return row?.reference ?? '';
}

/** Paybox's signed success notification: the settlement. */
async function notifySuccess(tenant: RoadTenant, reference: string, amount: number) {
  const answer = await onTenant(app(), tenant, {
    method: 'GET',
    url: payboxSuccessUrl(reference, amount),
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function payByCard(tenant: RoadTenant, basket: PaymentSession, billing = billingInfo) {
  await notifySuccess(tenant, await startCard(tenant, basket, billing), basket.amount);
}

async function receiptText(tenant: RoadTenant, basket: PaymentSession, lang = 'fr') {
  const receipt = await onTenant(app(), tenant, {
    method: 'GET',
    url: buildPath(routes.paymentReceipt.path),
    query: { sessionId: basket.id, lang },
  });
  expect(receipt.statusCode, receipt.body).toBe(200);
  return pdfText(receipt.rawPayload);
}

async function receiptNumbers(ids: readonly string[]) {
  const rows = await app()
    .database.db.select({ number: payments.receiptNumber, status: payments.status })
    .from(payments)
    .where(inArray(payments.id, [...ids]));
  expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'SUCCEED'));
  return rows.map((row) => row.number ?? '').sort();
}

const numbersOf = (tenant: RoadTenant, values: number[]) =>
  values.map((value) =>
    [tenant.code.toUpperCase(), 'R', parisYear(), String(value).padStart(6, '0')].join('-'),
  );

describe('the receipt PDF of a paid basket', () => {
  it('writes each gate by its place and number, not by a bare number (issue 26 item 6)', async () => {
    const tenant = await createRoadTenant(app().database.db);
    const [basket] = await dueBaskets(tenant, 1);
    if (!basket) throw new Error('no basket');
    await payByCard(tenant, basket);
    // pdfkit may break a cell's text over lines: compare with the spaces squeezed out.
    const text = (await receiptText(tenant, basket, 'it')).replace(/\s+/g, '');
    expect(text).toContain('Deux-Chaises(34)');
    expect(text).toContain('Digoin(23)');
  });

  it('prints a billing name in Latin Extended letters exactly as typed', async () => {
    const tenant = await createRoadTenant(app().database.db);
    const [basket] = await dueBaskets(tenant, 1);
    if (!basket) throw new Error('no basket');
    await payByCard(tenant, basket, {
      ...billingInfo,
      firstName: 'Łukasz',
      lastName: 'Wiśniewski, Dvořák',
      billingAddress: 'Ærøskøbing 7',
      billingCity: 'Šibenik',
    });
    const text = await receiptText(tenant, basket, 'de');
    expect(text).toContain('Łukasz Wiśniewski, Dvořák');
    expect(text).toContain('Ærøskøbing 7');
    expect(text).toContain('Šibenik');
  });

  it('names the operator as its white-label’s legal settings say, with the invoice number', async () => {
    const tenant = await createRoadTenant(app().database.db);
    await seedOperatorLegal(app().database.db, tenant.id, operatorLegal());
    const [basket] = await dueBaskets(tenant, 1);
    if (!basket) throw new Error('no basket');
    await payByCard(tenant, basket);
    const text = await receiptText(tenant, basket);
    for (const part of [
      'Autoroutes Łódź-Plzeň SAS',
      'SAS au capital de 2 500 000 €',
      'SIREN 912 345 675 · RCS Cusset',
      'N° de TVA intracommunautaire FR65912345675',
      `Facture n°\n${numbersOf(tenant, [1])[0]}`,
      'Marie Dupont',
      '1 rue de la Gare',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('still renders for a white-label without legal settings, and logs a warning naming it', async () => {
    const tenant = await createRoadTenant(app().database.db);
    const [basket] = await dueBaskets(tenant, 1);
    if (!basket) throw new Error('no basket');
    await payByCard(tenant, basket);
    const warnings: [object, string][] = [];
    const logger = {
      warn: (details: object, message: string) => warnings.push([details, message]),
    };
    const { pdf, model } = await paymentReceiptPdf(
      app().database.db,
      tenant.id,
      basket.id,
      'fr',
      logger,
    );
    expect(model.issuer).toBeNull();
    expect(await pdfText(pdf)).toContain(numbersOf(tenant, [1])[0]);
    expect(warnings).toEqual([
      [{ whitelabelId: tenant.id, problem: 'missing' }, expect.stringMatching(/legal settings/)],
    ]);
    // Invalid settings (a SIREN typo) are reported by field, never by value.
    await seedOperatorLegal(app().database.db, tenant.id, operatorLegal());
    await app()
      .database.db.update(whitelabels)
      .set({ settings: { legal: { ...operatorLegal(), siren: '912345676' } } })
      .where(eq(whitelabels.id, tenant.id));
    warnings.length = 0;
    await paymentReceiptPdf(app().database.db, tenant.id, basket.id, 'fr', logger);
    expect(warnings[0]?.[0]).toEqual({
      whitelabelId: tenant.id,
      problem: 'invalid',
      fields: ['siren', 'siret', 'vatNumber'],
    });
    expect(JSON.stringify(warnings)).not.toContain('912345676');
  });

  it('the demo white-label’s seeded legal settings are valid', async () => {
    const [demo] = await app()
      .database.db.select({ settings: whitelabels.settings })
      .from(whitelabels)
      .where(eq(whitelabels.code, 'a79'));
    const { legal } = readOperatorLegal(demo?.settings ?? {});
    expect(legal?.legalName).toMatch(/démo/);
  });
});

describe('receipt numbers', () => {
  it('follow one sequence per white-label and year, without gaps, only for SUCCEED payments', async () => {
    const tenant = await createRoadTenant(app().database.db);
    const other = await createRoadTenant(app().database.db);
    const baskets = await dueBaskets(tenant, 4);
    const [otherBasket] = await dueBaskets(other, 1);
    if (!otherBasket) throw new Error('no basket');
    // A started payment that is never paid takes no number.
    const unpaid = baskets.pop();
    if (unpaid) await startCard(tenant, unpaid);
    for (const basket of baskets) await payByCard(tenant, basket);
    await payByCard(other, otherBasket);
    expect(await receiptNumbers(baskets.map((basket) => basket.id))).toEqual(
      numbersOf(tenant, [1, 2, 3]),
    );
    expect(await receiptNumbers([otherBasket.id])).toEqual(numbersOf(other, [1]));
    const [open] = await app()
      .database.db.select({ number: payments.receiptNumber })
      .from(payments)
      .where(eq(payments.id, unpaid?.id ?? ''));
    expect(open?.number).toBeNull();
    // A replayed notification keeps the payment's number.
    const first = baskets[0];
    if (!first) throw new Error('no basket');
    const [row] = await app()
      .database.db.select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.id, first.id));
    await notifySuccess(tenant, row?.reference ?? '', first.amount);
    expect(await receiptNumbers(baskets.map((basket) => basket.id))).toEqual(
      numbersOf(tenant, [1, 2, 3]),
    );
  });

  it('stay unique and gap-free when settlements of one white-label run concurrently', async () => {
    const racers = 24;
    const tenant = await createRoadTenant(app().database.db);
    const baskets = await dueBaskets(tenant, racers);
    const references: string[] = [];
    for (const basket of baskets) references.push(await startCard(tenant, basket));
    await Promise.all(
      baskets.map((basket, index) => notifySuccess(tenant, references[index] ?? '', basket.amount)),
    );
    const expected = numbersOf(
      tenant,
      Array.from({ length: racers }, (_, index) => index + 1),
    );
    expect(await receiptNumbers(baskets.map((basket) => basket.id))).toEqual(expected);
  });
});

/** A payment written straight as SUCCEED (as any code path might): returns its number. */
async function insertSucceeded(tx: Queryable, whitelabelId: number, settledAt: Date) {
  const id = newPaymentId();
  await insertPayment(
    tx,
    {
      id,
      whitelabelId,
      reference: newReference(),
      plate: 'RN000DB',
      countryCode: 'FR',
      language: 'fr',
      status: 'SUCCEED',
      amountCents: 420,
      expiresAt: settledAt,
      settledAt,
    },
    [],
  );
  const [row] = await tx
    .select({ number: payments.receiptNumber })
    .from(payments)
    .where(eq(payments.id, id));
  return { id, number: row?.number };
}

class RolledBack extends Error {}

describe('receipt numbers in the database', () => {
  it('a settlement that rolls back gives its number back: the next one takes it', async () => {
    const tenant = await createTenant(app().database.db);
    const series = tenant.code.toUpperCase();
    const at = new Date('2026-06-01T10:00:00Z');
    await expect(
      app().database.db.transaction(async (tx) => {
        expect((await insertSucceeded(tx, tenant.id, at)).number).toBe(`${series}-R-2026-000001`);
        throw new RolledBack();
      }),
    ).rejects.toThrow(RolledBack);
    expect((await insertSucceeded(app().database.db, tenant.id, at)).number).toBe(
      `${series}-R-2026-000001`,
    );
    expect((await insertSucceeded(app().database.db, tenant.id, at)).number).toBe(
      `${series}-R-2026-000002`,
    );
  });

  it('counts years in Paris: 31 December 23:30 UTC is already the next year', async () => {
    const tenant = await createTenant(app().database.db);
    const series = tenant.code.toUpperCase();
    const db = app().database.db;
    expect((await insertSucceeded(db, tenant.id, new Date('2025-12-31T22:30:00Z'))).number).toBe(
      `${series}-R-2025-000001`,
    );
    expect((await insertSucceeded(db, tenant.id, new Date('2025-12-31T23:30:00Z'))).number).toBe(
      `${series}-R-2026-000001`,
    );
  });

  it('a SUCCEED payment never goes without a number', async () => {
    const tenant = await createTenant(app().database.db);
    const db = app().database.db;
    const { id } = await insertSucceeded(db, tenant.id, new Date());
    await expect(
      db.update(payments).set({ receiptNumber: null }).where(eq(payments.id, id)),
    ).rejects.toThrow();
  });
});
