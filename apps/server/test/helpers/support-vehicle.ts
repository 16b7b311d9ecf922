import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { payments } from '../../src/db/schema/index.ts';
import { demoTenant } from '../../src/db/seed/demo-tenant.ts';
import { seedProtestReasons } from '../../src/db/seed/seed-protest-reasons.ts';
import { runDunningJob } from '../../src/jobs/dunning.ts';
import { accountClient, freshEmail, registration } from './accounts.ts';
import { unlimitedConfig } from './card-app.ts';
import { testConfig } from './config.ts';
import { alertClient, subscribeAndConfirm } from './alerts.ts';
import { startCardPayment } from './card-browser.ts';
import { uniqueSuffix } from './factories.ts';
import { fleetCall } from './fleet-plates.ts';
import { plateJourneys } from './journey-states.ts';
import {
  allJourneysBasket,
  billingInfo,
  freshPlate,
  ingest,
  onTenant,
  payboxSuccessUrl,
  plateSession,
  tripPassages,
} from './payments.ts';
import { claimableTrip, claimsFixture } from './protests.ts';
import { createRenter } from './renters.ts';
import { supportDesk, type SupportDesk } from './support-desk.ts';
import type { StaffRole } from '@portico/contract';

const hour = 3_600_000;
const day = 24 * hour;

/**
 * The settings of the console's search and timeline tests: no rate limits, cheap password
 * hashing (the vehicle's history registers a customer), and an https origin, which the staff
 * desk's passkeys belong to.
 */
export function supportConfig(): Config {
  const base = testConfig();
  return unlimitedConfig(
    testConfig({
      publicOrigin: 'https://portal.test.example',
      accounts: { ...base.accounts, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
    }),
  );
}

/** A signed-in person of a white-label that has the A79, a roadside key and the claim reasons. */
export async function supportDeskWithClaims(
  app: FastifyInstance,
  now: Date,
  roles: readonly StaffRole[] = ['agent'],
) {
  const desk = await supportDesk(app, now, roles);
  await seedProtestReasons(app.database.db, desk.tenant.id, demoTenant.content.claimReasons);
  return desk;
}

/**
 * A vehicle of the desk's white-label with one of everything, each made through the portal's own
 * calls: a trip paid by card (Paybox's signed notification, the receipt e-mail), an older trip
 * gone to a payment notice (the dunning job), a recent trip under a claim, a confirmed passage
 * alert, a customer's registration and a rental company's fleet period.
 */
export async function vehicleWithHistory(app: FastifyInstance, config: Config, desk: SupportDesk) {
  const db = app.database.db;
  const { road } = desk;
  const now = () => new Date();
  const plate = freshPlate('TL');
  const suffix = uniqueSuffix()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-8)
    .toLowerCase();
  const payerEmail = `payer-${suffix}@example.test`;
  const alertEmail = `alert-${suffix}@example.test`;
  const claimantEmail = `claimant-${suffix}@example.test`;

  await ingest(app, road, tripPassages(plate, new Date(now().getTime() - 3 * hour)));
  const basket = await allJourneysBasket(app, road, plateSession(config, road.id, plate, now()));
  await startCardPayment(app, road, basket.id, { ...billingInfo, email: payerEmail });
  const [payment] = await db
    .select({ reference: payments.reference, receiptNumber: payments.receiptNumber })
    .from(payments)
    .where(eq(payments.id, basket.id));
  if (!payment) throw new Error('no payment stored');
  const notified = await onTenant(app, road, {
    method: 'GET',
    url: payboxSuccessUrl(payment.reference, basket.amount),
  });
  expect(notified.statusCode, notified.body).toBe(200);
  const [paid] = await db
    .select({ receiptNumber: payments.receiptNumber, pspTransaction: payments.pspTransaction })
    .from(payments)
    .where(eq(payments.id, basket.id));

  await ingest(app, road, tripPassages(plate, new Date(now().getTime() - 6 * day)));
  await runDunningJob(db, now(), { whitelabelId: road.id });

  const claims = claimsFixture({ app: () => app, config, clock: now });
  await ingest(app, road, claimableTrip(plate, new Date(now().getTime() - hour)));
  const trips = await plateJourneys(db, road.id, plate);
  const notice = trips.find((trip) => trip.pvNumber !== null);
  const recent = trips.at(-1);
  if (!notice?.pvNumber || !recent) throw new Error('no notice or recent trip');
  const set = await claims.lookUp(road, plate);
  const claim = await claims.fileClaim(road, set, [String(recent.id)], {
    claim: { journeyIds: [String(recent.id)], reasonId: 'plate-not-mine', email: claimantEmail },
  });

  const alerts = alertClient(() => app, config, road.host);
  await subscribeAndConfirm(app, alerts, {
    email: alertEmail,
    numberPlate: plate,
    receiptNumber: paid?.receiptNumber ?? undefined,
  });

  const accounts = accountClient(() => app, config, road.host, now);
  const customer = await accounts.customer(registration({ email: freshEmail() }));
  const added = await accounts.call('addMyPlate', {
    token: customer.tokens.accessToken,
    body: { countryCode: 'FR', numberPlate: plate },
  });
  expect(added.statusCode, added.body).toBe(201);

  const renter = await createRenter(app, road);
  const fleet = await fleetCall(app, road, renter, 'POST', '/renters/me/plates', {
    body: {
      countryCode: 'FR',
      numberPlate: plate,
      validityStartDate: new Date(now().getTime() - 30 * day).toISOString(),
    },
  });
  expect(fleet.statusCode, fleet.body).toBe(201);

  return {
    plate,
    payerEmail,
    alertEmail,
    claimantEmail,
    customerEmail: customer.email,
    paymentId: basket.id,
    paymentReference: payment.reference,
    pspTransaction: paid?.pspTransaction ?? '',
    noticeNumber: notice.pvNumber,
    claimReference: claim.reference,
    companyCode: renter.companyCode,
    renterEmail: renter.email,
  };
}
