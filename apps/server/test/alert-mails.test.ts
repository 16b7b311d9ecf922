import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { alertSubscriptions, journeys, mailOutbox, whitelabels } from '../src/db/schema/index.ts';
import type { AlertMailKind } from '../src/modules/alerts/alert-mails.ts';
import { alertMailRenderers } from '../src/modules/alerts/mails/renderers.ts';
import { readUnsubscribeToken } from '../src/modules/alerts/unsubscribe-token.ts';
import { enqueueMail, findMail } from '../src/modules/mail/outbox.ts';
import type { MailContent, MailRenderers, MailToRender } from '../src/modules/mail/renderer.ts';
import { createMailService, type MailService } from '../src/modules/mail/service.ts';
import { createCaptureTransport } from '../src/modules/mail/transport.ts';
import { useApp } from './helpers/build-app.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * The alert e-mails as the mail job renders them: from the subscription and journey rows of the
 * database at send time (each test its own tenant, on the A79 road, and its own plate).
 */
const app = useApp();
const db = (): Database => app().database.db;

const now = new Date('2026-11-22T12:00:00Z');
const hour = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * hour);
const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const publicOrigin = 'https://peage.example.fr';

const renderers = () =>
  alertMailRenderers(db(), { publicOrigin, unsubscribeSecret: secret, clock: () => now });

interface Fixture {
  tenant: RoadTenant;
  plate: string;
  email: string;
  subscriptionId: number;
  journeyId: number;
}

type SubscriptionFields = Partial<typeof alertSubscriptions.$inferInsert>;
type JourneyFields = Partial<typeof journeys.$inferInsert>;

async function addSubscription(
  tenant: RoadTenant,
  plate: string,
  fields: SubscriptionFields = {},
): Promise<number> {
  const [row] = await db()
    .insert(alertSubscriptions)
    .values({
      whitelabelId: tenant.id,
      countryCode: 'FR',
      plate,
      email: `Driver.${uniqueSuffix()}@Example.org`,
      language: 'fr',
      state: 'active',
      createdAt: at(-48),
      confirmedAt: at(-47),
      provenAt: at(-48),
      proofKind: 'receipt',
      ...fields,
    })
    .returning({ id: alertSubscriptions.id });
  if (!row) throw new Error('no subscription row');
  return row.id;
}

/** A completed, priced, due journey 34 -> 23 of class 1 (4.20 EUR), unless told otherwise. */
async function addJourney(tenant: RoadTenant, plate: string, fields: JourneyFields = {}) {
  const [row] = await db()
    .insert(journeys)
    .values({
      whitelabelId: tenant.id,
      key: `${plate}|FR|east|${uniqueSuffix()}`,
      plate,
      countryCode: 'FR',
      direction: 'east',
      inGate: '34',
      outGate: '23',
      firstPassageAt: at(-2),
      lastPassageAt: at(-1.5),
      vehicleClass: 1,
      status: 'TERMINE',
      completed: true,
      passageIds: [],
      gantries: [],
      billableGantries: [],
      tagPaidGantries: [],
      tagPaidOnly: false,
      htCents: 350,
      tvaCents: 70,
      ttcCents: 420,
      tvaRate: 20,
      deadline: at(70.5),
      dunning: { stage: 'due' },
      dunningKind: 'due',
      ...fields,
    })
    .returning({ id: journeys.id });
  if (!row) throw new Error('no journey row');
  return row.id;
}

async function fixture(
  subscription: SubscriptionFields = {},
  journey: JourneyFields = {},
): Promise<Fixture> {
  const tenant = await createRoadTenant(db());
  const plate = `AM${uniqueSuffix().slice(0, 8).toUpperCase()}`;
  const subscriptionId = await addSubscription(tenant, plate, subscription);
  const [stored] = await db()
    .select({ email: alertSubscriptions.email })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.id, subscriptionId));
  const journeyId = await addJourney(tenant, plate, journey);
  return { tenant, plate, email: stored?.email ?? '', subscriptionId, journeyId };
}

let ids = 0;
function toRender(
  fixture: Fixture,
  kind: AlertMailKind,
  payload: Record<string, unknown>,
): MailToRender {
  ids += 1;
  return {
    id: ids,
    whitelabelId: fixture.tenant.id,
    kind,
    recipient: fixture.email,
    // The outbox row's language: the subscription's is the one used.
    language: 'en',
    payload,
  };
}

async function render(
  fixture: Fixture,
  kind: 'alert_passage' | 'alert_deadline' | 'alert_notice',
): Promise<MailContent | null> {
  const { subscriptionId, journeyId } = fixture;
  return renderers()[kind](toRender(fixture, kind, { subscriptionId, journeyId }));
}

function rendered(content: MailContent | null): MailContent {
  expect(content).not.toBeNull();
  if (!content) throw new Error('nothing rendered');
  return content;
}

describe('the passage alert', () => {
  it('tells the journey in the subscription language, with links on the tenant host', async () => {
    const fx = await fixture({ language: 'it' });
    const mail = rendered(await render(fx, 'alert_passage'));
    const origin = `https://${fx.tenant.host}`;

    expect(mail.subject).toBe(
      `${fx.tenant.name}: transito del veicolo ${fx.plate} il 22/11/26 11:00`,
    );
    // Each gate by its place and number (issue 26 item 6).
    expect(mail.text).toContain(
      `Entrata: Deux-Chaises (34)\nUscita: Digoin (23)\nData: 22/11/26 11:00`,
    );
    expect(mail.text).toContain('Classe del veicolo: Classe 1');
    expect(mail.text).toContain('Prezzo IVA inclusa: 4,20\u00a0€');
    expect(mail.text).toContain('Da pagare entro il: 25/11/26 11:30');
    expect(mail.text).toContain(`${origin}/it/form/payment?plate=${fx.plate}&country=FR`);
    expect(mail.html).toContain(
      `href="${origin}/it/form/payment?plate=${fx.plate}&amp;country=FR"`,
    );
    expect(mail.attachments).toEqual([]);

    // The unsubscribe page of the address, and the one-click address signed for it.
    expect(mail.text).toContain(`${origin}/it/unsubscribe?email=${encodeURIComponent(fx.email)}`);
    const listUnsubscribe = mail.headers?.['List-Unsubscribe'] ?? '';
    const oneClick = new URL(listUnsubscribe.replace(/^<|>$/g, ''));
    expect(oneClick.origin + oneClick.pathname).toBe(
      `${origin}/services/v1/customers/unsubscribe/oneClick`,
    );
    expect(readUnsubscribeToken(secret, oneClick.searchParams.get('token') ?? '')).toEqual({
      whitelabelId: fx.tenant.id,
      email: fx.email.toLowerCase(),
    });
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it("escapes the operator's name from the database", async () => {
    const fx = await fixture();
    await db()
      .update(whitelabels)
      .set({ name: 'A&B <Roads>' })
      .where(eq(whitelabels.id, fx.tenant.id));
    const mail = rendered(await render(fx, 'alert_passage'));
    expect(mail.html).toContain('A&amp;B &lt;Roads&gt;');
    expect(mail.html).not.toContain('<Roads>');
    expect(mail.text).toContain('Cordialement,\nA&B <Roads>');
  });

  it.each([
    ['the subscription ended', { state: 'ended', endReason: 'unsubscribed' }, {}],
    [
      'the trip was paid by tag',
      {},
      { tagPaidOnly: true, htCents: 0, tvaCents: 0, ttcCents: 0, dunning: null, dunningKind: null },
    ],
    ['the journey is paid', {}, { dunningKind: 'paid', paidAt: at(-1) }],
    ['it began outside the rental', { startTime: at(-1), endTime: at(48) }, {}],
  ] as const)('renders nothing when %s', async (_case, subscription, journey) => {
    const fx = await fixture(subscription, journey);
    expect(await render(fx, 'alert_passage')).toBeNull();
  });

  it('renders nothing when the journey is gone', async () => {
    const fx = await fixture();
    await db().delete(journeys).where(eq(journeys.id, fx.journeyId));
    expect(await render(fx, 'alert_passage')).toBeNull();
  });
});

describe('the deadline reminder and the notice alert', () => {
  it('reminds 24 hours before the deadline of a journey still unpaid', async () => {
    const fx = await fixture({ language: 'de' }, { deadline: at(24) });
    const mail = rendered(await render(fx, 'alert_deadline'));
    expect(mail.subject).toBe(
      `${fx.tenant.name}: Noch 24 Stunden, um die Fahrt des Fahrzeugs ${fx.plate} zu bezahlen`,
    );
    expect(mail.text).toContain(
      'Sie haben noch 24 Stunden: Bitte bezahlen Sie sie bis 23/11/26 13:00.',
    );
    expect(mail.headers).toHaveProperty('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click');

    await db().update(journeys).set({ dunningKind: 'paid' }).where(eq(journeys.id, fx.journeyId));
    expect(await render(fx, 'alert_deadline')).toBeNull();
  });

  it('tells a notice: its number and the amount with its indemnity', async () => {
    const pvNumber = `A79-2026-${uniqueSuffix().slice(0, 6)}`;
    const fx = await fixture(
      { language: 'es' },
      { dunningKind: 'notice', pvNumber, indemnityCents: 1000, deadline: at(-1) },
    );
    const mail = rendered(await render(fx, 'alert_notice'));
    expect(mail.subject).toContain(pvNumber);
    expect(mail.text).toContain(`Número del aviso: ${pvNumber}`);
    expect(mail.text).toContain('Indemnización a tanto alzado: 10,00\u00a0€');
    expect(mail.text).toContain('Total a pagar: 14,20\u00a0€');

    const due = await fixture();
    expect(await render(due, 'alert_notice')).toBeNull();
  });
});

describe('the e-mails about the subscription', () => {
  it('sends the confirmation link while the row waits for it, never after', async () => {
    const fx = await fixture({
      state: 'pending',
      confirmedAt: null,
      confirmationHash: 'a'.repeat(64),
      createdAt: at(-1),
      confirmationExpiresAt: at(23),
    });
    const payload = { subscriptionId: fx.subscriptionId, token: 'Tok_en-0123456789abcdef' };
    const mail = rendered(
      await renderers().alert_confirmation(toRender(fx, 'alert_confirmation', payload)),
    );
    expect(mail.text).toContain(
      `https://${fx.tenant.host}/fr/alert/confirm?token=Tok_en-0123456789abcdef`,
    );
    expect(mail.text).toContain("valable 24\u00a0heures, jusqu'au 23/11/26 12:00");
    expect(mail.headers).toEqual({});

    await db()
      .update(alertSubscriptions)
      .set({ state: 'active', confirmationHash: null })
      .where(eq(alertSubscriptions.id, fx.subscriptionId));
    expect(
      await renderers().alert_confirmation(toRender(fx, 'alert_confirmation', payload)),
    ).toBeNull();
  });

  it('tells the previous address that the alerts moved, once its subscription ended', async () => {
    const fx = await fixture({ language: 'en' });
    const mail = () =>
      renderers().alert_moved(toRender(fx, 'alert_moved', { subscriptionId: fx.subscriptionId }));
    expect(await mail()).toBeNull();
    await db()
      .update(alertSubscriptions)
      .set({ state: 'ended', endReason: 'replaced', endedAt: at(-1) })
      .where(eq(alertSubscriptions.id, fx.subscriptionId));
    const moved = rendered(await mail());
    expect(moved.subject).toBe(
      `${fx.tenant.name}: the alerts of vehicle ${fx.plate} now go to another address`,
    );
    expect(moved.text).toContain(`https://${fx.tenant.host}/en/alert`);
    expect(moved.headers).toEqual({});
  });

  it('fails on a payload that does not name its rows', async () => {
    const fx = await fixture();
    await expect(
      renderers().alert_passage(toRender(fx, 'alert_passage', { subscriptionId: 'x' })),
    ).rejects.toThrow();
  });
});

describe('alert e-mails through the outbox', () => {
  const services: MailService[] = [];
  afterEach(async () => {
    await Promise.all(services.splice(0).map((service) => service.close()));
  });

  it('captures an alert with its headers and skips one with nothing to say', async () => {
    const fx = await fixture();
    const ended = await addSubscription(fx.tenant, fx.plate, { state: 'ended' });
    const due = new Date('2100-01-01T00:00:00Z');
    const enqueue = (subscriptionId: number) =>
      db().transaction(async (tx) => {
        const id = await enqueueMail(tx, {
          whitelabelId: fx.tenant.id,
          kind: 'alert_passage',
          recipient: fx.email,
          language: 'fr',
          payload: { subscriptionId, journeyId: fx.journeyId },
        });
        // Never due at the real time: only this test's run takes it.
        await tx.update(mailOutbox).set({ nextAttemptAt: due }).where(eq(mailOutbox.id, id));
        return id;
      });
    const sentId = await enqueue(fx.subscriptionId);
    const skippedId = await enqueue(ended);

    const receipt = async () => {
      throw new Error('no receipt in this test');
    };
    const mail = createMailService(db(), {
      transport: createCaptureTransport(),
      renderers: {
        payment_receipt: receipt,
        payment_duplicated: receipt,
        payment_refunded: receipt,
        account_activation: receipt,
        account_password_reset: receipt,
        account_codes_tried: receipt,
        account_password_changed: receipt,
        account_deleted: receipt,
        contact_acknowledgment: receipt,
        contact_notification: receipt,
        protest_acknowledgment: receipt,
        protest_decision: receipt,
        renter_invitation: receipt,
        staff_invitation: receipt,
        ...renderers(),
      } satisfies MailRenderers,
      from: 'Portico <no-reply@portico.localhost>',
      logger: { warn() {}, error() {} },
      whitelabelId: fx.tenant.id,
      clock: () => now,
    });
    services.push(mail);
    expect(await mail.runOutbox(due)).toEqual({ sent: 0, captured: 1, skipped: 1, failed: 0 });

    const sent = await findMail(db(), sentId);
    expect(sent?.status).toBe('captured');
    expect(sent?.message?.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent?.message?.subject).toContain(fx.plate);
    expect(await findMail(db(), skippedId)).toMatchObject({ status: 'skipped', message: null });
  });
});
