import { buildPath, journeySetSchema, paymentEmailResponseSchema, routes } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { journeys, mailOutbox, paymentNotifications, payments } from '../src/db/schema/index.ts';
import { encryptAxeptaReply } from '../src/modules/payments/psp/axepta/response.ts';
import { AXEPTA_DEMO_MERCHANT } from '../src/modules/payments/psp/axepta/test-data.ts';
import { signPayboxData } from '../src/modules/payments/psp/paybox/signature.ts';
import { payboxSimulatorPrivateKeyPem } from '../src/modules/payments/psp/simulator/routes.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { useCardApp } from './helpers/card-app.ts';
import { payAtSimulator, paymentStatusOf, startCardPayment } from './helpers/card-browser.ts';
import { billingInfo, dueBasket, freshPlate, onTenant } from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';

/** The browser's return: the 303 to the processing page. */
function expectProcessingRedirect(response: LightMyRequestResponse, paymentId: string) {
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location), 'http://x');
  expect(location.pathname).toMatch(/\/payment\/|\/services\/v1\/payments\//);
  return { location, paymentId };
}

describe('card payments through the Paybox simulator', () => {
  const { app, config } = useCardApp('PAYBOX');

  it('pays the basket: IPN before the browser return, trips settled, receipt PDF and e-mail', async () => {
    const { tenant, plate, basket } = await dueBasket(app(), config);
    expect(basket.amount).toBe(420);
    const page = await startCardPayment(app(), tenant, basket.id);
    expect(page.psp).toBe('PAYBOX');
    expect(page.parameters.at(-1)?.pspVariableName).toBe('PBX_HMAC');
    expect(page.parameters.find((p) => p.pspVariableName === 'PBX_TOTAL')?.pspVariableValue).toBe(
      '420',
    );

    const paid = await payAtSimulator(app(), tenant, page, { number: '4012001037141112' });
    expectProcessingRedirect(paid, basket.id);
    // The notification came first: the payment is settled before the browser is back.
    expect(await paymentStatusOf(app(), tenant, basket.id)).toMatchObject({
      status: 'SUCCEED',
      amount: 420,
      method: 'CREDIT_CARD',
      provider: 'PAYBOX',
      plate,
      remainingJourneys: 0,
    });

    // The return URL sends the browser to the processing page in the payment's language.
    const back = await onTenant(app(), tenant, {
      method: 'GET',
      url: new URL(String(paid.headers.location)).pathname,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/fr/payment/processing?sessionId=${basket.id}`);

    // Paid trips leave the lists.
    const lookup = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.detailedJourneys.path),
      query: { plate, country: 'FR', captchaToken: solvedCaptchaToken(config) },
    });
    expect(journeySetSchema.parse(lookup.json()).journeys).toEqual([]);
    const [journey] = await app()
      .database.db.select()
      .from(journeys)
      .where(and(eq(journeys.whitelabelId, tenant.id), eq(journeys.plate, plate)));
    expect(journey).toMatchObject({
      dunningKind: 'paid',
      paymentId: basket.id,
      alreadyPaidCents: 420,
    });

    // The receipt, in the asked language, holds the plate and the total.
    const receipt = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentReceipt.path),
      query: { sessionId: basket.id, lang: 'it' },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain('receipt.pdf');
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain(plate);
    expect(text).toContain('Ricevuta di pagamento');
    expect(text).toMatch(/4,20\s€/);

    // The receipt e-mail went to the billing address (captured: no SMTP in tests). On a shared
    // PostgreSQL another test file's app may be the one that sends it: wait for whoever does.
    await app().services.mail.idle();
    const receiptMail = async () => {
      const [row] = await app()
        .database.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.whitelabelId, tenant.id));
      return row;
    };
    await expect
      .poll(async () => (await receiptMail())?.status, { timeout: 15_000 })
      .toBe('captured');
    const mail = await receiptMail();
    expect(mail).toMatchObject({ recipient: billingInfo.email, kind: 'payment_receipt' });
    expect(mail?.message?.attachments).toEqual([
      expect.objectContaining({ filename: 'receipt.pdf', contentType: 'application/pdf' }),
    ]);
    const email = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentEmail.path, { id: basket.id }),
    });
    expect(paymentEmailResponseSchema.parse(email.json())).toEqual({ email: billingInfo.email });
  });

  it('a refused card is REJECTED and the trips stay owed; a second submit of the basket is refused', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const page = await startCardPayment(app(), tenant, basket.id);
    await payAtSimulator(app(), tenant, page, { number: '4000000000000002' });
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('REJECTED');
    expectError(
      await onTenant(app(), tenant, {
        method: 'POST',
        url: buildPath(routes.paymentPsp.path),
        payload: { sessionId: basket.id, billingInfo },
      }),
      409,
      'payment_already_started',
    );
    const receipt = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentReceipt.path),
      query: { sessionId: basket.id },
    });
    expectError(receipt, 409, 'receipt_unavailable');
  });

  it('a cancel on the hosted page is CANCELLED from the signed return (no IPN is sent)', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const page = await startCardPayment(app(), tenant, basket.id);
    const cancelled = await payAtSimulator(app(), tenant, page, {
      number: '4012001037141112',
      action: 'cancel',
    });
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('PENDING');
    const location = new URL(String(cancelled.headers.location));
    const back = await onTenant(app(), tenant, {
      method: 'GET',
      url: `${location.pathname}${location.search}`,
    });
    expect(back.statusCode).toBe(303);
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('CANCELLED');
  });

  it('a pending card is PENDING, then SUCCEED when the final notification follows', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const page = await startCardPayment(app(), tenant, basket.id);
    await payAtSimulator(app(), tenant, page, { number: '4000000000000259' });
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('PENDING');
    await expect
      .poll(async () => (await paymentStatusOf(app(), tenant, basket.id)).status, { timeout: 5000 })
      .toBe('SUCCEED');
  });
});

/** A Paybox IPN as the PSP sends it: the PBX_RETOUR variables, RSA-SHA1 signed. */
function payboxIpn(vars: Record<string, string>, privateKeyPem = payboxSimulatorPrivateKeyPem) {
  const data = Object.entries(vars)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${data}&Sign=${signPayboxData(data, privateKeyPem)}`;
}

describe('Paybox notification handler', () => {
  const { app, config } = useCardApp('PAYBOX');

  async function pendingPayment() {
    const { tenant, basket } = await dueBasket(app(), config);
    await startCardPayment(app(), tenant, basket.id);
    const [row] = await app().database.db.select().from(payments).where(eq(payments.id, basket.id));
    if (!row) throw new Error('no payment');
    return { tenant, payment: row };
  }

  const notify = (tenant: RoadTenant, query: string) =>
    onTenant(app(), tenant, {
      method: 'GET',
      url: `${buildPath(routes.payboxNotification.path)}?${query}`,
    });

  const verdicts = async (paymentId: string | null) =>
    (await app().database.db.select().from(paymentNotifications))
      .filter((row) => row.paymentId === paymentId)
      .map((row) => row.verdict);

  it('applies a valid notification once; a replay is a no-op', async () => {
    const { tenant, payment } = await pendingPayment();
    const ipn = payboxIpn({
      Mt: '420',
      Ref: payment.reference,
      Auto: 'XXXXXX',
      Erreur: '00000',
      Trans: '1',
      Appel: '2',
    });
    expect((await notify(tenant, ipn)).statusCode).toBe(200);
    expect((await notify(tenant, ipn)).statusCode).toBe(200);
    expect((await paymentStatusOf(app(), tenant, payment.id)).status).toBe('SUCCEED');
    expect(await verdicts(payment.id)).toEqual(['applied', 'replayed']);
    const settled = await app()
      .database.db.select()
      .from(journeys)
      .where(eq(journeys.paymentId, payment.id));
    expect(settled).toHaveLength(1);
  });

  it('refuses and logs a forged signature (another key, or a changed amount)', async () => {
    const { tenant, payment } = await pendingPayment();
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const forged = payboxIpn(
      {
        Mt: '420',
        Ref: payment.reference,
        Auto: 'XXXXXX',
        Erreur: '00000',
        Trans: '1',
        Appel: '2',
      },
      other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    );
    expectError(await notify(tenant, forged), 400, 'invalid_notification');
    const genuine = payboxIpn({
      Mt: '420',
      Ref: payment.reference,
      Auto: 'XXXXXX',
      Erreur: '00000',
    });
    expectError(
      await notify(tenant, genuine.replace('Mt=420', 'Mt=1')),
      400,
      'invalid_notification',
    );
    expect((await paymentStatusOf(app(), tenant, payment.id)).status).toBe('PENDING');
    const [forgedRow] = (await app().database.db.select().from(paymentNotifications)).filter(
      (row) => row.raw === forged,
    );
    expect(forgedRow?.verdict).toBe('forged');
  });

  it('rejects a success for another amount (and flags the refund)', async () => {
    const { tenant, payment } = await pendingPayment();
    const ipn = payboxIpn({ Mt: '100', Ref: payment.reference, Auto: 'XXXXXX', Erreur: '00000' });
    expect((await notify(tenant, ipn)).statusCode).toBe(200);
    expect((await paymentStatusOf(app(), tenant, payment.id)).status).toBe('REJECTED');
    const [row] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(row?.refundDue).toBe(true);
    expect(await verdicts(payment.id)).toEqual(['amount_mismatch']);
    const owed = await app()
      .database.db.select()
      .from(journeys)
      .where(eq(journeys.paymentId, payment.id));
    expect(owed).toEqual([]);
  });

  it('acknowledges and logs a notification for an unknown payment', async () => {
    const tenant = await createRoadTenant(app().database.db);
    // A reference of this run only: the audit table is shared with earlier runs on PostgreSQL.
    const reference = freshPlate('NO').padEnd(12, 'X');
    const ipn = payboxIpn({ Mt: '420', Ref: reference, Auto: 'XXXXXX', Erreur: '00000' });
    expect((await notify(tenant, ipn)).statusCode).toBe(200);
    const rows = (await app().database.db.select().from(paymentNotifications)).filter(
      (row) => row.raw === ipn,
    );
    expect(rows.map((row) => row.verdict)).toEqual(['unknown_payment']);
  });
});

describe('card payments through the Axepta simulator', () => {
  const { app, config } = useCardApp('AXEPTA');

  const notify = (tenant: RoadTenant, body: string) =>
    onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.axeptaNotification.path),
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' },
    });

  it('pays through the hosted page, notified in Len/Data with a MAC', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const page = await startCardPayment(app(), tenant, basket.id);
    expect(page.psp).toBe('AXEPTA');
    expect(page.parameters.map((p) => p.pspVariableName).slice(0, 3)).toEqual([
      'MerchantID',
      'Len',
      'Data',
    ]);
    const paid = await payAtSimulator(app(), tenant, page, { number: '4111111111111111' });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(await paymentStatusOf(app(), tenant, basket.id)).toMatchObject({
      status: 'SUCCEED',
      provider: 'AXEPTA',
    });
  });

  it('takes the browser back by POST too (Axepta may post its return), without deciding on it', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const back = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.paymentReturnPost.path, { id: basket.id }),
      payload: 'Len=12&Data=00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(`/fr/payment/processing?sessionId=${basket.id}`);
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('PENDING');
  });

  it('a refused card is REJECTED, whatever URL the browser comes back to', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const page = await startCardPayment(app(), tenant, basket.id);
    await payAtSimulator(app(), tenant, page, { number: '4000000000000002' });
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('REJECTED');
  });

  it('refuses a forged MAC and garbage without a 500; applies a replay once', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    await startCardPayment(app(), tenant, basket.id);
    const [row] = await app().database.db.select().from(payments).where(eq(payments.id, basket.id));
    if (!row) throw new Error('no payment');
    const reply = (keys: { merchantId: string; hmacKey: string; blowfishPassword: string }) =>
      encryptAxeptaReply(
        {
          payId: 'P1',
          transId: row.reference,
          status: 'OK',
          code: '00000000',
          amountCents: 420,
          currency: 'EUR',
        },
        keys,
      );
    const forged = reply({ ...AXEPTA_DEMO_MERCHANT, hmacKey: 'not-the-merchant-key' });
    expectError(
      await notify(tenant, `Len=${forged.Len}&Data=${forged.Data}`),
      400,
      'invalid_notification',
    );
    expectError(await notify(tenant, 'Len=12&Data=zz'), 400, 'invalid_notification');
    expectError(await notify(tenant, ''), 400, 'invalid_notification');
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('PENDING');
    const genuine = reply(AXEPTA_DEMO_MERCHANT);
    const body = `Len=${genuine.Len}&Data=${genuine.Data}`;
    expect((await notify(tenant, body)).statusCode).toBe(200);
    expect((await notify(tenant, body)).statusCode).toBe(200);
    expect((await paymentStatusOf(app(), tenant, basket.id)).status).toBe('SUCCEED');
  });
});
