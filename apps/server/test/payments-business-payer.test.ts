import { buildPath, paymentStatusResponseSchema, routes } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { receiptMailRenderer } from '../src/modules/payments/receipts.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import {
  allJourneysBasket,
  fleetCards,
  onTenant,
  owedTrips,
  plateSession,
} from './helpers/payments.ts';
import { pdfText } from './helpers/pdf-text.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 26 item 9: a business payer's company and VAT number, given before paying, are stored with
 * the payment and named by its receipt (PDF and e-mail) and status; the success page's list of
 * what was paid; the fleet card's method line names the brand once.
 */
const config = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } });
const processor = createSandboxProcessor();
const app = useApp(config, { fleetProcessor: processor });
const silent = { warn: () => undefined };

async function basketOfOneTrip() {
  const { tenant, plate } = await owedTrips(app(), { platePrefix: 'BP' });
  const basket = await allJourneysBasket(app(), tenant, plateSession(config, tenant.id, plate));
  return { tenant, plate, basket };
}

const pay = (tenant: RoadTenant, body: Record<string, unknown>) =>
  onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPrivateCards.path),
    payload: { email: 'fleet@example.it', ...fleetCards.SHELL, ...body },
  });

describe('a business payer paying by fleet card', () => {
  it('stores the company, shows it on the status, the PDF and the e-mail; "Shell •••• 0001" once', async () => {
    const { tenant, plate, basket } = await basketOfOneTrip();
    const response = await pay(tenant, {
      sessionId: basket.id,
      company: { companyName: '  Trasporti Rossi Srl ', vatNumber: 'it 123.456.789-01' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const status = paymentStatusResponseSchema.parse(response.json());
    expect(status).toMatchObject({
      status: 'SUCCEED',
      method: 'SHELL',
      cardLabel: '•••• 0001',
      company: { companyName: 'Trasporti Rossi Srl', vatNumber: 'IT12345678901' },
    });
    // What was paid, line by line: the trip with its plate, date and amount.
    expect(status.lines).toEqual([
      expect.objectContaining({ kind: 'journey', plate, quantity: 1, amount: status.amount }),
    ]);
    expect(status.lines[0]?.date).toEqual(expect.any(String));

    const receipt = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentReceipt.path),
      query: { sessionId: basket.id, lang: 'it' },
    });
    expect(receipt.statusCode).toBe(200);
    const text = (await pdfText(receipt.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Trasporti Rossi Srl');
    expect(text).toContain('IT12345678901');
    expect(text).toContain('Shell •••• 0001');
    expect(text).not.toMatch(/SHELL/);

    const mail = await receiptMailRenderer(
      app().database.db,
      silent,
    )({
      id: 1,
      whitelabelId: tenant.id,
      kind: 'payment_receipt',
      recipient: 'fleet@example.it',
      language: 'it',
      payload: { paymentId: basket.id },
    });
    expect(mail.text).toContain('Trasporti Rossi Srl');
    expect(mail.text).toContain('IT12345678901');
    expect(mail.html).toContain('Trasporti Rossi Srl');
  });

  it('without a company, nothing is stored and the receipt names none', async () => {
    const { tenant, basket } = await basketOfOneTrip();
    const response = await pay(tenant, { sessionId: basket.id, company: { companyName: ' ' } });
    expect(paymentStatusResponseSchema.parse(response.json()).company).toBeNull();
    const [row] = await app()
      .database.db.select({ name: payments.companyName, vat: payments.vatNumber })
      .from(payments)
      .where(eq(payments.id, basket.id));
    expect(row).toEqual({ name: null, vat: null });
  });

  it.each([
    [{ companyName: 'Rossi', vatNumber: '12' }, 'vat_number_invalid'],
    [{ vatNumber: 'IT12345678901' }, 'company_name_mandatory'],
    [{ companyName: 'R'.repeat(101) }, 'invalid_request'],
    [{ companyName: 'Rossi', vatNumber: 'IT'.repeat(11) }, 'invalid_request'],
  ])('refuses %j with 400 %s before any charge', async (company, code) => {
    const { tenant, basket } = await basketOfOneTrip();
    const charged = processor.approvedCharges();
    expectError(await pay(tenant, { sessionId: basket.id, company }), 400, code);
    expect(processor.approvedCharges()).toBe(charged);
    const [row] = await app()
      .database.db.select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, basket.id));
    expect(row?.status).toBe('OPEN');
  });
});
