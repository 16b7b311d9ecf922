import { buildPath, paymentStatusResponseSchema, routes } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, prepaymentCredits } from '../src/db/schema/index.ts';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import {
  allJourneysBasket,
  fleetCards,
  ingest,
  onTenant,
  owedTrips,
  plateSession,
  tripPassages,
} from './helpers/payments.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';

const config = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } });
const processor = createSandboxProcessor();
const app = useApp(config, { fleetProcessor: processor });

async function plateTrip(vehicleClass: 1 | 2 | 3 | 4 | 5 = 1) {
  const { tenant, plate } = await owedTrips(app(), { platePrefix: 'FL', vehicleClass });
  return { tenant, plate, session: plateSession(config, tenant.id, plate) };
}

const pay = (tenant: RoadTenant, body: Record<string, unknown>) =>
  onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPrivateCards.path),
    payload: { email: 'fleet@example.fr', ...body },
  });

describe('POST /payments/privateCards', () => {
  it('pays at once: SUCCEED, trips settled, receipt e-mail, the prepaid trip a credit', async () => {
    const { tenant, plate, session } = await plateTrip();
    const basket = await allJourneysBasket(app(), tenant, session, [
      { in: '34', out: '23', vehicleCategory: 1 },
    ]);
    const charged = processor.approvedCharges();
    const response = await pay(tenant, { sessionId: basket.id, ...fleetCards.SHELL });
    expect(response.statusCode, response.body).toBe(200);
    expect(paymentStatusResponseSchema.parse(response.json())).toMatchObject({
      status: 'SUCCEED',
      method: 'SHELL',
      provider: null,
      amount: 840,
      remainingJourneys: 0,
    });
    expect(processor.approvedCharges()).toBe(charged + 1);
    const [journey] = await plateJourneys(app().database.db, tenant.id, plate);
    expect(journey).toMatchObject({ dunningKind: 'paid', paymentId: basket.id });
    const credits = await app()
      .database.db.select()
      .from(prepaymentCredits)
      .where(eq(prepaymentCredits.paymentId, basket.id));
    expect(credits).toEqual([
      expect.objectContaining({
        plate,
        inGate: '34',
        outGate: '23',
        vehicleClass: 1,
        count: 1,
        remaining: 1,
        unitTtcCents: 420,
      }),
    ]);
    await app().services.mail.idle();
    const mails = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.whitelabelId, tenant.id));
    expect(mails.map((mail) => [mail.recipient, mail.kind])).toEqual([
      ['fleet@example.fr', 'payment_receipt'],
    ]);
  });

  it('a refused card is REJECTED, nothing settled; the basket cannot be paid twice', async () => {
    const { tenant, plate, session } = await plateTrip();
    const basket = await allJourneysBasket(app(), tenant, session);
    const refused = await pay(tenant, {
      sessionId: basket.id,
      ...fleetCards.SHELL,
      cardNumber: '7002000000000000002',
    });
    expect(paymentStatusResponseSchema.parse(refused.json()).status).toBe('REJECTED');
    const [journey] = await plateJourneys(app().database.db, tenant.id, plate);
    expect(journey).toMatchObject({ dunningKind: 'due', paymentId: null });
    expectError(
      await pay(tenant, { sessionId: basket.id, ...fleetCards.SHELL }),
      409,
      'payment_already_started',
    );
  });

  it('a second basket of trips paid meanwhile is refused before any charge', async () => {
    const { tenant, session } = await plateTrip();
    const first = await allJourneysBasket(app(), tenant, session);
    const second = await allJourneysBasket(app(), tenant, session);
    expect((await pay(tenant, { sessionId: first.id, ...fleetCards.SHELL })).statusCode).toBe(200);
    const charged = processor.approvedCharges();
    expectError(
      await pay(tenant, { sessionId: second.id, ...fleetCards.SHELL }),
      409,
      'payment_journeys_invalid',
    );
    expect(processor.approvedCharges()).toBe(charged);
  });

  it('checks the card (prefix, type, length, expiry, CVV) and the issuer restrictions', async () => {
    const car = await plateTrip(1);
    const carBasket = await allJourneysBasket(app(), car.tenant, car.session, [
      { in: '34', out: '23', vehicleCategory: 1 },
    ]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...fleetCards.SHELL, cardNumber: '4111111111111111' }, 400, 'private_card_bin_error'],
      [{ ...fleetCards.SHELL, cardType: 'ESSO', cvv: '' }, 400, 'private_card_type_not_match'],
      [{ ...fleetCards.SHELL, cardValidity: '2001' }, 400, 'invalid_request'],
      [{ ...fleetCards.SHELL, cvv: '' }, 400, 'invalid_request'],
      [fleetCards.TOTAL, 400, 'prepayment_not_allowed'],
      [fleetCards.DKV, 400, 'prepayment_not_allowed'],
      [{ ...fleetCards.SHELL, cardType: 'VISA' }, 400, 'invalid_request'],
    ];
    for (const [card, status, code] of cases) {
      expectError(await pay(car.tenant, { sessionId: carBasket.id, ...card }), status, code);
    }
    // A car on a DKV card (a haulage card): refused; a truck: allowed.
    const carOnly = await allJourneysBasket(app(), car.tenant, car.session);
    expectError(
      await pay(car.tenant, { sessionId: carOnly.id, ...fleetCards.DKV }),
      400,
      'journey_vehicle_category_forbidden',
    );
    const truck = await plateTrip(4);
    const truckBasket = await allJourneysBasket(app(), truck.tenant, truck.session);
    const paid = await pay(truck.tenant, { sessionId: truckBasket.id, ...fleetCards.DKV });
    expect(paymentStatusResponseSchema.parse(paid.json()).status).toBe('SUCCEED');
  });

  it('refuses an ongoing trip on a TOTAL card', async () => {
    const { tenant, plate, session } = await plateTrip();
    await ingest(
      app(),
      tenant,
      tripPassages(plate, new Date(Date.now() - 5 * 60_000), { gantries: ['le-montet-ouest'] }),
    );
    const ongoing = (await plateJourneys(app().database.db, tenant.id, plate)).find(
      (row) => row.status === 'EN_COURS',
    );
    const basketResponse = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.payJourneys.path),
      query: { sessionId: session },
      payload: { journeys: [{ inProgressId: String(ongoing?.id) }] },
    });
    expect(basketResponse.statusCode, basketResponse.body).toBe(200);
    const basket = basketResponse.json<{ id: string }>();
    expectError(
      await pay(tenant, { sessionId: basket.id, ...fleetCards.TOTAL }),
      400,
      'in_progress_journey_not_allowed',
    );
  });
});
