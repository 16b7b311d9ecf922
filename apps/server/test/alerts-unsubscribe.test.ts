import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertSubscriptions, mailOutbox } from '../src/db/schema/index.ts';
import { issueUnsubscribeToken } from '../src/modules/alerts/unsubscribe-token.ts';
import {
  alertClient,
  freshAddress,
  freshAlertPlate,
  lastConfirmationToken,
  statusOf,
  subscribeAndConfirm,
  subscribed,
} from './helpers/alerts.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 11 item 4, issue 24 item 5: unsubscribing by address e-mails the address a link (its
 * one-click token) and answers the same whether or not the address is known; the one-click link
 * of an alert e-mail (RFC 8058), or the one of that e-mail, ends every plate of the address it
 * names, on its own operator only.
 */
const base = testConfig();
const config = testConfig({
  rateLimit: { max: 100_000, windowMs: 60_000 },
  alerts: { ...base.alerts, rateLimitMax: 100_000 },
});
const app = useApp(config);

async function tenantWithClient() {
  const tenant = await createTenant(app().database.db);
  return { tenant, client: alertClient(app, config, tenant.host) };
}

/** The states of an address's rows in a tenant, by plate. */
async function statesOf(whitelabelId: number, email: string) {
  const rows = await app()
    .database.db.select({
      plate: alertSubscriptions.plate,
      state: alertSubscriptions.state,
      endReason: alertSubscriptions.endReason,
      confirmationHash: alertSubscriptions.confirmationHash,
    })
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.whitelabelId, whitelabelId),
        sql`lower(${alertSubscriptions.email}) = lower(${email})`,
      ),
    )
    .orderBy(alertSubscriptions.id);
  return rows;
}

/** The unsubscribe confirmations written to an address in a tenant. */
function unsubscribeMails(whitelabelId: number, email: string) {
  return app()
    .database.db.select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.whitelabelId, whitelabelId),
        sql`lower(${mailOutbox.recipient}) = lower(${email})`,
        eq(mailOutbox.kind, 'alert_unsubscribe_confirmation'),
      ),
    );
}

/** The link of the unsubscribe confirmation e-mailed to the address, as the outbox renders it. */
async function confirmationLink(whitelabelId: number, email: string): Promise<URL> {
  const [row] = await unsubscribeMails(whitelabelId, email);
  if (!row) throw new Error('no unsubscribe confirmation to this address');
  const content = await app().services.mailRenderers.alert_unsubscribe_confirmation({
    id: row.id,
    whitelabelId,
    kind: 'alert_unsubscribe_confirmation',
    recipient: email,
    language: 'fr',
    payload: {},
  });
  const href = /https?:\/\/[^\s"<>]*\/unsubscribe\?[^\s"<>]*/.exec(content?.text ?? '')?.[0];
  if (!href) throw new Error('no unsubscribe link in the e-mail');
  return new URL(href);
}

/** An address with two confirmed plates and one request waiting for its confirmation. */
async function subscribedAddress(client: ReturnType<typeof alertClient>, email: string) {
  const plates = [freshAlertPlate(), freshAlertPlate(), freshAlertPlate()];
  await subscribeAndConfirm(app(), client, { email, numberPlate: plates[0]?.typed ?? '' });
  await subscribeAndConfirm(app(), client, { email, numberPlate: plates[1]?.typed ?? '' });
  await subscribed(client, { email, numberPlate: plates[2]?.typed ?? '' });
  return { plates, pendingToken: await lastConfirmationToken(app(), email) };
}

describe('POST /customers/unsubscribe', () => {
  it('stops nothing itself: the address is e-mailed a link whose token stops every plate', async () => {
    const { tenant, client } = await tenantWithClient();
    const email = freshAddress();
    const { plates, pendingToken } = await subscribedAddress(client, email);
    const before = await statesOf(tenant.id, email);

    // Issue 24 item 5: anyone can type the address; only its owner can follow the link.
    const response = await client.unsubscribe(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await statesOf(tenant.id, email)).toEqual(before);
    expect((await statusOf(client, plates[0]?.typed ?? '', email)).alertStatus).toBe('ACTIVATED');
    const link = await confirmationLink(tenant.id, email.toUpperCase());
    expect(link.pathname).toBe('/fr/unsubscribe');
    expect(link.searchParams.get('email')).toBe(email.toUpperCase());

    const token = link.searchParams.get('token') ?? '';
    expect((await client.oneClick(token)).statusCode).toBe(200);
    expect(await statesOf(tenant.id, email)).toEqual(
      plates.map((plate) => ({
        plate: plate.stored,
        state: 'ended',
        endReason: 'unsubscribed',
        confirmationHash: null,
      })),
    );
    for (const plate of plates) {
      expect((await statusOf(client, plate.typed, email)).alertStatus).toBe('UNACTIVATED');
    }
    expectError(await client.confirm(pendingToken), 404, 'alert_confirmation_invalid');
  });

  it('e-mails one address at most three times a day, however many ask at once', async () => {
    const { tenant, client } = await tenantWithClient();
    const email = freshAddress();
    await subscribedAddress(client, email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.unsubscribe(email)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await unsubscribeMails(tenant.id, email)).toHaveLength(3);
  });

  it('answers an unknown address exactly as a known one', async () => {
    const { tenant, client } = await tenantWithClient();
    const known = freshAddress('known');
    const unknown = freshAddress();
    await subscribedAddress(client, known);
    const answers = [await client.unsubscribe(known), await client.unsubscribe(unknown)];
    const shapes = answers.map((answer) => ({
      status: answer.statusCode,
      body: answer.body,
      type: answer.headers['content-type'],
      length: answer.headers['content-length'],
    }));
    expect(shapes[0]).toEqual(shapes[1]);
    expect(shapes[0]?.status).toBe(200);
    // Only an address with alerts is e-mailed: the form mails no one else.
    expect(await unsubscribeMails(tenant.id, known)).toHaveLength(1);
    expect(await unsubscribeMails(tenant.id, unknown)).toEqual([]);
  });

  it('leaves other addresses and other operators alone', async () => {
    const { tenant, client } = await tenantWithClient();
    const elsewhere = await tenantWithClient();
    const email = freshAddress();
    const neighbour = freshAddress('neighbour');
    const plate = freshAlertPlate();
    await subscribeAndConfirm(app(), client, { email: neighbour, numberPlate: plate.typed });
    await subscribeAndConfirm(app(), elsewhere.client, { email, numberPlate: plate.typed });

    await client.unsubscribe(email);
    expect((await statusOf(elsewhere.client, plate.typed, email)).alertStatus).toBe('ACTIVATED');
    expect((await statusOf(client, plate.typed, neighbour)).alertStatus).toBe('ACTIVATED');
    expect(await statesOf(tenant.id, email)).toEqual([]);
    // Unknown on this operator: no e-mail, though another operator knows the address.
    expect(await unsubscribeMails(tenant.id, email)).toEqual([]);
    expect(await unsubscribeMails(elsewhere.tenant.id, email)).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    const { client } = await tenantWithClient();
    expectError(await client.unsubscribe('nobody'), 400, 'invalid_request');
    expectError(await client.unsubscribe(`${'a'.repeat(95)}@b.org`), 400, 'invalid_request');
  });
});

describe('POST /customers/unsubscribe/oneClick (RFC 8058)', () => {
  const tokenFor = (whitelabelId: number, email: string) =>
    issueUnsubscribeToken(config.lookup.secret, { whitelabelId, email });

  it('ends every plate of the token\u2019s address on the mail client\u2019s form post', async () => {
    const { tenant, client } = await tenantWithClient();
    const email = freshAddress('Mixed.Case');
    const { plates } = await subscribedAddress(client, email);
    const response = await client.oneClick(
      tokenFor(tenant.id, email),
      'List-Unsubscribe=One-Click',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({});
    expect((await statesOf(tenant.id, email)).map((row) => row.state)).toEqual(
      plates.map(() => 'ended'),
    );
  });

  it('takes an empty body, and a repeated click', async () => {
    const { tenant, client } = await tenantWithClient();
    const email = freshAddress();
    await subscribedAddress(client, email);
    const token = tokenFor(tenant.id, email);
    expect((await client.oneClick(token)).statusCode).toBe(200);
    expect((await client.oneClick(token, '')).statusCode).toBe(200);
    expect((await statesOf(tenant.id, email)).every((row) => row.state === 'ended')).toBe(true);
  });

  it('refuses a forged token, and another operator\u2019s', async () => {
    const { tenant, client } = await tenantWithClient();
    const elsewhere = await tenantWithClient();
    const email = freshAddress();
    const plate = freshAlertPlate();
    await subscribeAndConfirm(app(), client, { email, numberPlate: plate.typed });
    const token = tokenFor(tenant.id, email);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;

    expectError(
      await client.oneClick(forged, 'List-Unsubscribe=One-Click'),
      400,
      'invalid_request',
    );
    expectError(await client.oneClick('not-a-token'), 400, 'invalid_request');
    expectError(
      await elsewhere.client.oneClick(token, 'List-Unsubscribe=One-Click'),
      400,
      'invalid_request',
    );
    expect((await statusOf(client, plate.typed, email)).alertStatus).toBe('ACTIVATED');
  });

  it('refuses an oversized body', async () => {
    const { tenant, client } = await tenantWithClient();
    const response = await client.oneClick(
      tokenFor(tenant.id, freshAddress()),
      `List-Unsubscribe=One-Click&pad=${'x'.repeat(2000)}`,
    );
    expectError(response, 413, 'payload_too_large');
  });
});
