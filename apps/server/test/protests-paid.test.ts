import { protestDetailSchema } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, protests } from '../src/db/schema/index.ts';
import { mailToRender } from '../src/modules/mail/outbox.ts';
import { fillText, mailTexts } from '../src/modules/mail/texts/mail-texts.ts';
import { protestMailRenderers } from '../src/modules/protests/mails/renderers.ts';
import { useCardApp } from './helpers/card-app.ts';
import { payAtSimulator, paymentStatusOf, startCardPayment } from './helpers/card-browser.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { allJourneysBasket } from './helpers/payments.ts';
import { claimOf, claimsFixture } from './helpers/protests.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';

/**
 * A contested trip stays payable (the driver may prefer to pay than to wait for the decision),
 * and the operator's later decision leaves the paid trip as it is: still paid by that payment,
 * nothing to refund, while the claim is still decided and its claimant told.
 */
const { app, config } = useCardApp('PAYBOX');
const { db, claimTenant, tripToClaim, fileClaim, lookUp, operator, storedJourney, mailsTo } =
  claimsFixture({ app, config, clock: () => new Date() });

/** A trip under an open claim, then paid by card through the PSP simulator. */
async function contestedThenPaid(tenant: RoadTenant) {
  const { set, journey } = await tripToClaim(tenant);
  const email = `paid-claim-${uniqueSuffix()}@example.test`;
  const created = await fileClaim(tenant, set, [journey.id], {
    claim: claimOf([journey.id], { email }),
  });
  expect((await lookUp(tenant, set.plate)).journeys[0]).toMatchObject({
    id: journey.id,
    contested: true,
  });

  const basket = await allJourneysBasket(app(), tenant, set.sessionId);
  expect(basket.amount).toBe(journey.totalPrice);
  const page = await startCardPayment(app(), tenant, basket.id);
  const paid = await payAtSimulator(app(), tenant, page, { number: '4012001037141112' });
  expect(paid.statusCode, paid.body).toBe(303);
  expect(await paymentStatusOf(app(), tenant, basket.id)).toMatchObject({
    status: 'SUCCEED',
    amount: journey.totalPrice,
  });
  const settled = await storedJourney(journey.id);
  expect(settled).toMatchObject({
    dunningKind: 'paid',
    paymentId: basket.id,
    alreadyPaidCents: journey.totalPrice,
  });
  return { journey, created, email, paymentId: basket.id, settled };
}

/** The paid trip and its payment exactly as the payment left them. */
async function expectPaidUntouched(
  tenant: RoadTenant,
  { journey, paymentId, settled }: Awaited<ReturnType<typeof contestedThenPaid>>,
) {
  const after = await storedJourney(journey.id);
  expect(after).toMatchObject({
    dunningKind: 'paid',
    paymentId,
    alreadyPaidCents: settled.alreadyPaidCents,
    ttcCents: settled.ttcCents,
    htCents: settled.htCents,
    tvaCents: settled.tvaCents,
    nextTransitionAt: null,
  });
  expect(after.dunning).toEqual(settled.dunning);
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
  expect(payment).toMatchObject({ status: 'SUCCEED', refundDue: false });
  expect(await paymentStatusOf(app(), tenant, paymentId)).toMatchObject({ status: 'SUCCEED' });
}

async function expectDecided(
  tenant: RoadTenant,
  { created, email }: Awaited<ReturnType<typeof contestedThenPaid>>,
  outcome: 'ACCEPTED' | 'REJECTED',
) {
  const [stored] = await db()
    .select()
    .from(protests)
    .where(and(eq(protests.whitelabelId, tenant.id), eq(protests.reference, created.reference)));
  expect(stored).toMatchObject({ status: outcome, decidedAt: expect.any(Date) });
  const mails = await mailsTo(email);
  expect(mails.map((mail) => mail.kind).sort()).toEqual([
    'protest_acknowledgment',
    'protest_decision',
  ]);
  // The e-mail says the trip stays paid, not that it is cancelled, cheaper or due again.
  const decision = mails.find((mail) => mail.kind === 'protest_decision');
  if (!decision) throw new Error('no decision e-mail');
  const rendered = await protestMailRenderers(db()).protest_decision(mailToRender(decision));
  const words = mailTexts[decision.language].protest;
  const said = (rendered?.text ?? '').replace(/\s+/g, ' ');
  const allPaid = outcome === 'ACCEPTED' ? words.acceptedAllPaid : words.rejectedAllPaid;
  expect(said).toContain(fillText(allPaid, { reference: created.reference }));
  for (const wrong of [words.accepted, words.acceptedReduced, words.rejected]) {
    expect(said).not.toContain(fillText(wrong, { reference: created.reference }));
  }
}

describe('a contested trip paid before the decision', () => {
  it('accepted afterwards: the trip stays paid (not cancelled), no refund, the claimant told', async () => {
    const tenant = await claimTenant();
    const paid = await contestedThenPaid(tenant);
    const response = await operator(tenant, 'decideProtest', {
      params: { reference: paid.created.reference },
      body: { outcome: 'ACCEPTED', note: 'Misread plate.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(protestDetailSchema.parse(response.json())).toMatchObject({ status: 'ACCEPTED' });
    await expectPaidUntouched(tenant, paid);
    await expectDecided(tenant, paid, 'ACCEPTED');
  });

  it('accepted with a lower price afterwards: the paid price is kept, the decision recorded', async () => {
    const tenant = await claimTenant();
    const paid = await contestedThenPaid(tenant);
    const reference = paid.created.reference;
    // A "lower" price that is not lower stays a bad request, paid or not.
    const notLower = await operator(tenant, 'decideProtest', {
      params: { reference },
      body: {
        outcome: 'ACCEPTED',
        reducedPrices: [{ journeyId: paid.journey.id, reducedTtcPrice: paid.journey.ttcPrice }],
      },
    });
    expect(notLower.statusCode, notLower.body).toBe(400);
    const response = await operator(tenant, 'decideProtest', {
      params: { reference },
      body: {
        outcome: 'ACCEPTED',
        reducedPrices: [
          { journeyId: paid.journey.id, reducedTtcPrice: paid.journey.ttcPrice - 50 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectPaidUntouched(tenant, paid);
    await expectDecided(tenant, paid, 'ACCEPTED');
  });

  it('rejected afterwards: the trip stays paid and no ladder restarts', async () => {
    const tenant = await claimTenant();
    const paid = await contestedThenPaid(tenant);
    const response = await operator(tenant, 'decideProtest', {
      params: { reference: paid.created.reference },
      body: { outcome: 'REJECTED' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectPaidUntouched(tenant, paid);
    await expectDecided(tenant, paid, 'REJECTED');
  });
});
