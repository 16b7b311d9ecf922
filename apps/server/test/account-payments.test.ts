import { accountPaymentsResponseSchema } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { newPaymentId, newReference } from '../src/modules/payments/domain.ts';
import { insertPayment } from '../src/modules/payments/repository.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { pdfText } from './helpers/pdf-text.ts';

/**
 * Issue 26 item 10: the account area lists the signed-in customer's payments, newest first and
 * paged, and hands out the receipt of each of the customer's own successful payments, never
 * another customer's.
 */
const base = unlimitedConfig();
const config = unlimitedConfig(
  testConfig({
    accounts: { ...base.accounts, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
  }),
);
const app = useApp(config);
const minute = 60_000;

async function twoCustomers() {
  const tenant = await createTenant(app().database.db);
  const accounts = accountClient(app, config, tenant.host, () => new Date());
  const alice = await accounts.customer();
  const bruno = await accounts.customer();
  return { tenant, accounts, alice, bruno };
}

/** A payment of the customer in this status, with `trips` journey lines and `prepaid` trips. */
async function payment(
  whitelabelId: number,
  userId: string | null,
  {
    status,
    createdAt,
    trips = 1,
    prepaid = 0,
    plate = 'AB123CD',
  }: {
    status: 'OPEN' | 'PENDING' | 'REJECTED' | 'SUCCEED';
    createdAt: Date;
    trips?: number;
    prepaid?: number;
    plate?: string;
  },
  inApp: () => FastifyInstance = app,
) {
  const reference = newReference();
  const line = (kind: 'journey' | 'prepayment', position: number) => ({
    position,
    kind,
    journeyId: null,
    inGate: 'A',
    outGate: 'B',
    vehicleClass: 1 as const,
    tripDate: kind === 'journey' ? createdAt : null,
    caseNumber: null,
    htCents: 350,
    tvaCents: 70,
    tvaRate: 2000,
    ttcCents: 420,
    indemnityCents: 0,
    totalCents: 420,
  });
  await insertPayment(
    inApp().database.db,
    {
      id: newPaymentId(),
      whitelabelId,
      reference,
      plate,
      countryCode: 'FR',
      userId,
      language: 'fr',
      status,
      method: status === 'OPEN' ? null : 'CREDIT_CARD',
      provider: status === 'OPEN' ? null : 'PAYBOX',
      cardLabel: status === 'SUCCEED' ? '•••• 1112' : null,
      amountCents: 420 * (trips + prepaid),
      expiresAt: createdAt,
      createdAt,
      updatedAt: createdAt,
      ...(status === 'SUCCEED' ? { settledAt: createdAt } : {}),
    },
    [
      ...Array.from({ length: trips }, (_, index) => line('journey', index)),
      ...Array.from({ length: prepaid }, (_, index) => line('prepayment', trips + index)),
    ],
  );
  return reference;
}

describe('GET /users/me/payments', () => {
  it('lists the customer\u2019s own payments newest first, without baskets never sent', async () => {
    const { tenant, accounts, alice, bruno } = await twoCustomers();
    const now = Date.now();
    const paid = await payment(tenant.id, alice.id, {
      status: 'SUCCEED',
      createdAt: new Date(now - 30 * minute),
      trips: 2,
      prepaid: 3,
    });
    const refused = await payment(tenant.id, alice.id, {
      status: 'REJECTED',
      createdAt: new Date(now - 10 * minute),
      plate: 'EF456GH',
    });
    await payment(tenant.id, alice.id, { status: 'OPEN', createdAt: new Date(now - minute) });
    await payment(tenant.id, bruno.id, { status: 'SUCCEED', createdAt: new Date(now) });

    const response = await accounts.call('myPayments', { token: alice.tokens.accessToken });
    expect(response.statusCode, response.body).toBe(200);
    const list = accountPaymentsResponseSchema.parse(response.json());
    expect(list).toMatchObject({ page: 1, pageSize: 10, pageTotal: 1, total: 2 });
    expect(list.data.map((item) => item.reference)).toEqual([refused, paid]);
    const [first, second] = list.data;
    expect(first).toMatchObject({
      status: 'REJECTED',
      paidAt: null,
      receiptNumber: null,
      vehicles: [{ plate: 'EF456GH', countryCode: 'FR' }],
    });
    expect(second).toMatchObject({
      status: 'SUCCEED',
      amount: 2100,
      method: 'CREDIT_CARD',
      provider: 'PAYBOX',
      cardLabel: '•••• 1112',
      trips: 2,
      prepaidTrips: 3,
      vehicles: [{ plate: 'AB123CD', countryCode: 'FR' }],
      paidAt: new Date(now - 30 * minute).toISOString(),
    });
    expect(second?.receiptNumber).toMatch(/-R-\d{4}-\d{6}$/);
  });

  it('is paged and bounded: pageSize over 50 is refused, a page past the end is empty', async () => {
    const { tenant, accounts, alice } = await twoCustomers();
    const now = Date.now();
    const references: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      references.push(
        await payment(tenant.id, alice.id, {
          status: 'SUCCEED',
          createdAt: new Date(now - index * minute),
        }),
      );
    }
    const token = alice.tokens.accessToken;
    const second = await accounts.call('myPayments', {
      token,
      query: { page: '2', pageSize: '2' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const page = accountPaymentsResponseSchema.parse(second.json());
    expect(page).toMatchObject({ page: 2, pageSize: 2, pageTotal: 3, total: 5 });
    expect(page.data.map((item) => item.reference)).toEqual(references.slice(2, 4));

    const past = await accounts.call('myPayments', { token, query: { page: '9', pageSize: '2' } });
    expect(accountPaymentsResponseSchema.parse(past.json()).data).toEqual([]);

    const tooMany = await accounts.call('myPayments', { token, query: { pageSize: '51' } });
    expect(tooMany.statusCode).toBe(400);
  });

  it('needs a customer\u2019s sign-in', async () => {
    const { accounts } = await twoCustomers();
    expect((await accounts.call('myPayments')).statusCode).toBe(401);
  });
});

describe('GET /users/me/payments/{reference}/receipt', () => {
  it('gives the customer the PDF of their own payment, in the asked language', async () => {
    const { tenant, accounts, alice } = await twoCustomers();
    const reference = await payment(tenant.id, alice.id, {
      status: 'SUCCEED',
      createdAt: new Date(),
    });
    const response = await accounts.call('myPaymentReceipt', {
      token: alice.tokens.accessToken,
      params: { reference },
      query: { lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(reference);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[A-Z0-9-]+-R-\d{4}-\d{6}\.pdf"$/,
    );
  });

  it('answers 404 for another customer\u2019s payment, and for a visitor\u2019s', async () => {
    const { tenant, accounts, alice, bruno } = await twoCustomers();
    const alicePayment = await payment(tenant.id, alice.id, {
      status: 'SUCCEED',
      createdAt: new Date(),
    });
    const visitorPayment = await payment(tenant.id, null, {
      status: 'SUCCEED',
      createdAt: new Date(),
    });
    const token = bruno.tokens.accessToken;
    for (const reference of [alicePayment, visitorPayment]) {
      const refused = await accounts.call('myPaymentReceipt', { token, params: { reference } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'payment_not_found' });
    }
    // Alice's own call works: the 404 above is about whose payment it is.
    const own = await accounts.call('myPaymentReceipt', {
      token: alice.tokens.accessToken,
      params: { reference: alicePayment },
    });
    expect(own.statusCode).toBe(200);
    const unsigned = await accounts.call('myPaymentReceipt', {
      params: { reference: alicePayment },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('answers 409 receipt_unavailable for a payment that did not succeed', async () => {
    const { tenant, accounts, alice } = await twoCustomers();
    const reference = await payment(tenant.id, alice.id, {
      status: 'REJECTED',
      createdAt: new Date(),
    });
    const response = await accounts.call('myPaymentReceipt', {
      token: alice.tokens.accessToken,
      params: { reference },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'receipt_unavailable' });
  });
});

describe('receipt downloads of the account area, counted per day', () => {
  // Two a day per account and three per client address: each PDF is drawn on demand.
  const limitedConfig = { ...config, receiptDownloads: { perAccount: 2, perAddress: 3 } };
  const limitedApp = useApp(limitedConfig);

  it('refuses past the account\u2019s and the address\u2019s allowance with 429 until the day ends', async () => {
    const tenant = await createTenant(limitedApp().database.db);
    const accounts = accountClient(limitedApp, limitedConfig, tenant.host, () => new Date());
    const alice = await accounts.customer();
    const bruno = await accounts.customer();
    const reference = (userId: string) =>
      payment(tenant.id, userId, { status: 'SUCCEED', createdAt: new Date() }, limitedApp);
    const alicePayment = await reference(alice.id);
    const brunoPayment = await reference(bruno.id);
    const download = (token: string, paymentReference: string) =>
      accounts.call('myPaymentReceipt', { token, params: { reference: paymentReference } });

    const aliceToken = alice.tokens.accessToken;
    expect((await download(aliceToken, alicePayment)).statusCode).toBe(200);
    // A reference that is not hers counts too: the count comes before anything is read.
    expect((await download(aliceToken, brunoPayment)).statusCode).toBe(404);
    const refused = await download(aliceToken, alicePayment);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'too_many_requests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    // Bruno has his own allowance, but shares the address: its third download is his first...
    const brunoToken = bruno.tokens.accessToken;
    expect((await download(brunoToken, brunoPayment)).statusCode).toBe(200);
    // ...and the address has none left, though Bruno's account has one.
    expect((await download(brunoToken, brunoPayment)).statusCode).toBe(429);
  });
});
