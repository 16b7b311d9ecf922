import {
  buildPath,
  type PaymentSession,
  pspResponseSchema,
  registeredPlateListSchema,
  routes,
} from '@portico/contract';
import { a79WholeRoadEast } from '@portico/contract/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { and, eq } from 'drizzle-orm';
import {
  companies,
  contactRequestAttachments,
  contactRequests,
  journeys,
  protestAttachments,
  protests,
  whitelabels,
} from '../../src/db/schema/index.ts';
import { demoTenant } from '../../src/db/seed/demo-tenant.ts';

const demoProtestReasons = demoTenant.content.claimReasons;
import { a79Gates } from '../../src/db/seed/demo-road.ts';
import { seedProtestReasons } from '../../src/db/seed/seed-protest-reasons.ts';
import { accountClient } from './accounts.ts';
import { solvedCaptchaToken } from './captcha.ts';
import { uniqueSuffix } from './factories.ts';
import type { FuzzFixtures } from './fuzz-request.ts';
import type { FuzzMultipart, FuzzRequest } from './fuzz-types.ts';
import { hostileString } from './fuzz-values.ts';
import { createHelpTenant } from './help-centre.ts';
import type { Operation } from './openapi-operations.ts';
import {
  allJourneysBasket,
  billingInfo,
  freshPlate,
  ingest,
  onTenant,
  plateSession,
  tripPassages,
} from './payments.ts';
import { createRoadTenant, type RoadTenant } from './road-tenant.ts';
import {
  axeptaNotification,
  payboxNotification,
  payboxPageForm,
  payboxSuccess,
  axeptaPageForm,
} from './fuzz-psp-forms.ts';
import { markPlateProven } from './vehicle-proofs.ts';

const hour = 3_600_000;

/** Stands for a new basket in a generated request (see prepare); looks like a payment id. */
const freshBasket = 'FreshBasketPlaceholder0';
/**
 * Stand for a new trip's lookup session and journey id in a claim (see prepare): a journey can be
 * contested once, so each claim gets its own, and its files reach storage.
 */
const freshClaimSession = 'FreshClaimSessionPlaceholder0';
const freshClaimJourney = 'FreshClaimJourneyPlaceholder0';

/** The text of a claim's or contact request's JSON part: mostly valid, now and then not. */
function jsonPart(valid: object, hostileField: string): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(JSON.stringify(valid)), weight: 8 },
    {
      arbitrary: hostileString.map((text) => JSON.stringify({ ...valid, [hostileField]: text })),
      weight: 1,
    },
    { arbitrary: hostileString, weight: 1 },
  );
}

/** A generated request's text with each placeholder replaced; payload bytes kept as they were. */
function swapped(request: FuzzRequest, swaps: readonly [string, string][]): FuzzRequest {
  const swap = (text: string) =>
    swaps.reduce((result, [placeholder, value]) => result.replaceAll(placeholder, value), text);
  const { payload } = request;
  return {
    ...request,
    url: swap(request.url),
    ...(payload === undefined
      ? {}
      : {
          payload:
            typeof payload === 'string'
              ? swap(payload)
              : Buffer.from(swap(payload.toString('latin1')), 'latin1'),
        }),
  };
}

/** A card payment of a tenant whose bank cards go to Axepta: the form for its hosted page. */
async function axeptaCardPayment(app: FastifyInstance, config: Config) {
  const tenant = await createRoadTenant(app.database.db);
  await app.database.db
    .update(whitelabels)
    .set({ settings: { payments: { cardPsp: 'AXEPTA', methods: {} } } })
    .where(eq(whitelabels.id, tenant.id));
  const plate = freshPlate('FZ');
  await ingest(app, tenant, tripPassages(plate, new Date(Date.now() - 3 * hour)));
  const basket = await allJourneysBasket(app, tenant, plateSession(config, tenant.id, plate));
  return { ...(await startCardPayment(app, tenant, basket)), host: tenant.host };
}

/** Paybox's success notification for the payment: it is SUCCEED, so its receipt exists. */
async function settleCardPayment(
  app: FastifyInstance,
  tenant: RoadTenant,
  reference: string,
  amountCents: number,
) {
  const seal = payboxNotification(reference, amountCents).seal;
  if (!seal) throw new Error('no notification');
  const query = seal(payboxSuccess(reference, amountCents), encodeURIComponent);
  const response = await onTenant(app, tenant, {
    method: 'GET',
    url: `${buildPath(routes.payboxNotification.path)}?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** POST /payments/psp for the basket: the signed form the browser would post to the PSP's page. */
async function startCardPayment(
  app: FastifyInstance,
  tenant: RoadTenant,
  basket: PaymentSession | undefined,
) {
  if (!basket) throw new Error('no basket');
  const response = await onTenant(app, tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPsp.path),
    payload: { sessionId: basket.id, billingInfo },
  });
  expect(response.statusCode, response.body).toBe(200);
  const fields = pspResponseSchema
    .parse(response.json())
    .parameters.map(({ pspVariableName, pspVariableValue }): [string, string] => [
      pspVariableName,
      pspVariableValue,
    ]);
  const field = (name: string) => fields.find(([key]) => key === name)?.[1] ?? '';
  return { fields, reference: field('PBX_CMD'), amountCents: Number(field('PBX_TOTAL')) };
}

/**
 * The fuzz's own data: a road tenant with an API key, plates with a completed trip each, their
 * lookup sessions and payment baskets. Valid-looking requests use them, so they reach the use
 * cases (a basket, a card payment, a receipt) instead of stopping at "session invalid".
 */
export async function createFuzzFixtures(
  app: FastifyInstance,
  config: Config,
): Promise<FuzzFixtures> {
  const tenant = await createRoadTenant(app.database.db);
  await seedProtestReasons(app.database.db, tenant.id, demoProtestReasons);
  // The contact form's sender: a help centre whose 'proof-form' takes files.
  const helpTenant = await createHelpTenant(app.database.db);
  const plates = [freshPlate('FZ'), freshPlate('FZ'), freshPlate('FZ')];
  for (const plate of plates) {
    await ingest(app, tenant, tripPassages(plate, new Date(Date.now() - 3 * hour)));
  }
  await app.database.db
    .insert(companies)
    .values({ whitelabelId: tenant.id, code: 'FZCO', name: 'Fuzz rentals' });
  const lookupSessions = plates.map((plate) => plateSession(config, tenant.id, plate));
  const baskets = [];
  for (const sessionId of lookupSessions) {
    baskets.push(await allJourneysBasket(app, tenant, sessionId));
  }
  const paymentIds = baskets.map((basket) => basket.id);
  const journeyIds = baskets.flatMap((basket) => basket.journeys.map((journey) => journey.id));
  const cardPayment = await startCardPayment(app, tenant, baskets[baskets.length - 1]);
  const axeptaPayment = await axeptaCardPayment(app, config);
  await settleCardPayment(app, tenant, cardPayment.reference, cardPayment.amountCents);

  // Customers (issue 12): one whose id and e-mail fill the public account paths, and one per
  // signed-in operation, so deleting an account or signing out leaves the others' tokens valid.
  const accounts = accountClient(
    () => app,
    config,
    tenant.host,
    () => new Date(),
  );
  const publicCustomer = await accounts.customer();
  const signedInOperations = ['GET', 'PATCH', 'DELETE'].map((method) => `${method} /users/me`);
  signedInOperations.push('DELETE /users/me/token');
  // A claim takes a customer's token beside its lookup session: a valid one, so that the claim
  // gets past authentication to its files (the session decides which trips it may contest).
  signedInOperations.push(`POST ${routes.createProtest.path}`);
  // The vehicles (issue 12 item 3): a customer each too; the plate paths' ids are theirs.
  const plateOperations = ['PATCH', 'DELETE'].map((method) => `${method} /users/me/plates/{id}`);
  signedInOperations.push(
    'GET /users/me/plates',
    'GET /users/me/vehicles',
    'GET /authenticated/detailedJourneys',
    'POST /users/me/plates',
    ...plateOperations,
  );
  const customerTokens = new Map<string, string>();
  for (const name of signedInOperations) {
    customerTokens.set(name, (await accounts.customer()).tokens.accessToken);
  }
  const plateIds: string[] = [];
  for (const name of plateOperations) {
    for (const numberPlate of [freshPlate('FV'), freshPlate('FV')]) {
      const added = await accounts.call('addMyPlate', {
        token: customerTokens.get(name) ?? '',
        body: { countryCode: 'FR', numberPlate },
      });
      expect(added.statusCode, added.body).toBe(201);
      await markPlateProven(app.database.db, numberPlate);
      const ids = registeredPlateListSchema.parse(added.json()).map((plate) => String(plate.id));
      plateIds.push(...ids.filter((id) => !plateIds.includes(id)));
    }
  }

  const lookupSession = fc.constantFrom(...lookupSessions);
  const paymentId = fc.constantFrom(...paymentIds);
  const freshCaptcha = fc.constant(null).map(() => solvedCaptchaToken(config));
  const fresh = (prefix: string) => fc.constant(null).map(() => `${prefix}-${uniqueSuffix()}`);

  const byName: Record<string, fc.Arbitrary<string>> = {
    captchaToken: freshCaptcha,
    plate: fc.constantFrom(...plates),
    // The alert calls' name for it (POST /customers).
    numberPlate: fc.constantFrom(...plates),
    country: fc.constant('FR'),
    plateCountry: fc.constant('FR'),
    countryCode: fc.constant('FR'),
    billingCountry: fc.constant('FR'),
    gantry: fc.constantFrom(...a79WholeRoadEast),
    passageId: fresh('fz'),
    caseNumber: fresh('FZ'),
    in: fc.constantFrom(...a79Gates.map((gate) => gate.code)),
    out: fc.constantFrom(...a79Gates.map((gate) => gate.code)),
    inGate: fc.constantFrom(...a79Gates.map((gate) => gate.code)),
    outGate: fc.constantFrom(...a79Gates.map((gate) => gate.code)),
    companyCode: fc.constantFrom('FZCO', ' FZCO '),
    idDossier: fc.constantFrom(...journeyIds),
    // The sandbox's test cards (README "Pay"); any future expiry (YYMM), a CVV where asked.
    cardNumber: fc.constantFrom(
      '707000000000000001',
      '70430000000000001',
      '7002000000000000001',
      '7002000000000000002',
    ),
    cardValidity: fc.constantFrom('3012', '2901'),
    cvv: fc.constantFrom('123', ''),
    email: fc.constant(billingInfo.email),
    firstName: fc.constantFrom(billingInfo.firstName, 'Łukasz', 'Dvořák'),
    lastName: fc.constant(billingInfo.lastName),
    billingAddress: fc.constant(billingInfo.billingAddress),
    billingZipcode: fc.constant(billingInfo.billingZipcode),
    billingCity: fc.constant(billingInfo.billingCity),
    mobilePhoneCountry: fc.constant('FR'),
    mobilePhone: fc.constant('0612345678'),
    'accept-language': fc.constantFrom('fr', 'en-GB,en;q=0.8', 'de-CH', 'it', 'es-ES', 'pt'),
  };

  const multipartOperations: Record<string, FuzzMultipart> = {
    [`POST /services/v1${routes.createProtest.path}`]: {
      textPart: 'claim',
      text: jsonPart(
        { journeyIds: [freshClaimJourney], reasonId: 'plate-not-mine', email: 'fuzz@example.test' },
        'comment',
      ),
      fileField: 'attachments',
    },
    [`POST /services/v1${routes.sendContactForm.path}`]: {
      textPart: 'request',
      text: jsonPart(
        { nodeId: 'proof-form', email: 'fuzz@example.org', message: 'Fuzz', fields: {} },
        'message',
      ),
      fileField: 'attachments',
    },
  };

  // The fresh trips are free-flow ones: other types answer protest_type_mismatch.
  const claimType = fc.oneof(
    { arbitrary: fc.constant('FREE_FLOW'), weight: 8 },
    fc.constantFrom('LATE_PAYMENT', 'CNP'),
  );

  let freshPlates = 0;
  /** A trip of a plate of its own (complete: quiet for 3 hours): nothing else touches it. */
  async function freshTrip(): Promise<string> {
    freshPlates += 1;
    const plate = `FZN${String(freshPlates).padStart(6, '0')}${plates[0]?.slice(-3) ?? ''}`;
    await ingest(
      app,
      tenant,
      tripPassages(plate, new Date(Date.now() - 3 * hour), {
        gantries: a79WholeRoadEast.slice(0, 2),
      }),
    );
    return plate;
  }

  return {
    async prepare(request) {
      const payload = request.payload ?? '';
      const text = `${request.url} ${typeof payload === 'string' ? payload : payload.toString('latin1')}`;
      if (text.includes(freshClaimSession) || text.includes(freshClaimJourney)) {
        const plate = await freshTrip();
        const [journey] = await app.database.db
          .select({ id: journeys.id })
          .from(journeys)
          .where(and(eq(journeys.whitelabelId, tenant.id), eq(journeys.plate, plate)));
        return swapped(request, [
          [freshClaimSession, plateSession(config, tenant.id, plate)],
          [freshClaimJourney, String(journey?.id ?? 0)],
        ]);
      }
      if (!text.includes(freshBasket)) return request;
      const plate = await freshTrip();
      const basket = await allJourneysBasket(app, tenant, plateSession(config, tenant.id, plate));
      return swapped(request, [[freshBasket, basket.id]]);
    },
    hostOf(operation: Operation) {
      // The Axepta simulator checks the form's URLs against the tenant of the request's host.
      if (operation.path.startsWith('/psp-simulator/axepta/')) return axeptaPayment.host;
      return multipartOperations[`${operation.method} ${operation.path}`]?.textPart === 'request'
        ? helpTenant.host
        : tenant.host;
    },
    authHeaders(operation: Operation) {
      if (!operation.secured) return fc.constant({});
      return fc.oneof(
        { arbitrary: fc.constant({ 'x-api-key': tenant.key }), weight: 8 },
        { arbitrary: fc.constant({ authorization: `Bearer ${tenant.key}` }), weight: 1 },
        {
          arbitrary: fc.constantFrom(
            {},
            { 'x-api-key': 'demo-roadside-key' },
            { authorization: 'Bearer' },
          ),
          weight: 1,
        },
      );
    },
    knownValues(operation: Operation, name: string) {
      const claims = operation.method === 'POST' && operation.path.endsWith('/protests');
      if (claims && name === 'sessionId') {
        return fc.oneof({ arbitrary: fc.constant(freshClaimSession), weight: 8 }, lookupSession);
      }
      if (claims && name === 'type') return claimType;
      if (name === 'sessionId') {
        // The lookup's session for baskets and trip lists; the payment's everywhere else.
        if (/\/(payments\/(all)?[jJ]ourneys|journeys|detailedJourneys)$/.test(operation.path)) {
          return lookupSession;
        }
        // A payment is sent to a PSP or a fleet card once: these get a new basket each time.
        if (/\/payments\/(psp|privateCards)$/.test(operation.path)) {
          return fc.oneof({ arbitrary: fc.constant(freshBasket), weight: 3 }, paymentId);
        }
        return paymentId;
      }
      if (name === 'authorization') {
        const token = customerTokens.get(
          `${operation.method} ${operation.path.replace('/services/v1', '')}`,
        );
        if (!token) return undefined;
        return fc.oneof(
          { arbitrary: fc.constant(`Bearer ${token}`), weight: 8 },
          { arbitrary: fc.constantFrom('Bearer', `Bearer ${token}x`, token), weight: 2 },
        );
      }
      if (name === 'id') {
        if (operation.path.includes('/public/users/')) {
          return fc.constantFrom(publicCustomer.id, publicCustomer.email);
        }
        if (operation.path.includes('/payments/')) return paymentId;
        if (operation.path.includes('/users/me/plates/')) return fc.constantFrom(...plateIds);
        if (operation.path.includes('/articles/'))
          return fc.constantFrom('first-article', 'legal-notice');
        return fc.constantFrom('1', '2', '3');
      }
      return byName[name];
    },
    usualQuery(operation: Operation) {
      if (/\/v1\/(detailedJourneys|journeys)$/.test(operation.path)) {
        return fc.oneof(
          fc.record({
            plate: byName.plate ?? fc.constant(''),
            country: fc.constant('FR'),
            captchaToken: freshCaptcha,
          }),
          // A reload: the plate with its earlier lookup's session instead of a captcha.
          fc.integer({ min: 0, max: plates.length - 1 }).map((index) => ({
            plate: plates[index] ?? '',
            country: 'FR',
            sessionId: lookupSessions[index] ?? '',
          })),
        );
      }
      // The uploads: a claim on a fresh trip of its lookup session; a contact request with a
      // solved captcha. Both then read their files, whose names the fuzz is after.
      if (operation.method === 'POST' && operation.path.endsWith(routes.createProtest.path)) {
        return fc.record({
          type: claimType,
          sessionId: fc.constant(freshClaimSession),
        });
      }
      if (operation.method === 'POST' && operation.path.endsWith(routes.sendContactForm.path)) {
        return fc.record({ captchaToken: freshCaptcha });
      }
      if (operation.path.endsWith('/journeys/company'))
        return fc.record({ companyCode: byName.companyCode ?? fc.constant('') });
      if (operation.path.endsWith('/vehicles')) {
        return fc.record({
          plate: byName.plate ?? fc.constant(''),
          plateCountry: fc.constant('FR'),
        });
      }
      return undefined;
    },
    form(operation: Operation) {
      const { fields, reference, amountCents } = cardPayment;
      if (operation.path.endsWith('/MYchoix_pagepaiement.cgi')) return payboxPageForm(fields);
      if (operation.path.endsWith('/paybox/pay')) {
        return payboxPageForm(fields, [
          ['cardNumber', '4111111111111111'],
          ['cardExpiry', '12/30'],
          ['cardCvv', '123'],
        ]);
      }
      if (operation.path.endsWith('/axepta/payssl.aspx'))
        return axeptaPageForm(axeptaPayment.fields);
      if (operation.path.endsWith('/axepta/pay')) {
        return axeptaPageForm(axeptaPayment.fields, [
          ['cardNumber', '4111111111111111'],
          ['cardExpiry', '12/30'],
          ['cardCvv', '123'],
        ]);
      }
      if (operation.path.endsWith('/paybox/notification'))
        return payboxNotification(reference, amountCents);
      if (operation.path.endsWith('/axepta/notification'))
        return axeptaNotification(reference, amountCents);
      return undefined;
    },
    multipart(operation: Operation) {
      return multipartOperations[`${operation.method} ${operation.path}`];
    },
    async storedFileNames() {
      const db = app.database.db;
      const claims = await db
        .select({ name: protestAttachments.fileName })
        .from(protestAttachments)
        .innerJoin(protests, eq(protests.id, protestAttachments.protestId))
        .where(eq(protests.whitelabelId, tenant.id));
      const contact = await db
        .select({ name: contactRequestAttachments.filename })
        .from(contactRequestAttachments)
        .innerJoin(contactRequests, eq(contactRequests.id, contactRequestAttachments.requestId))
        .where(eq(contactRequests.whitelabelId, helpTenant.id));
      return { claims: claims.map((row) => row.name), contact: contact.map((row) => row.name) };
    },
  };
}
