import { randomBytes } from 'node:crypto';
import {
  alertStatusResponseSchema,
  buildPath,
  normalisePlate,
  routes,
  subscribeAlertResponseSchema,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import { alertSubscriptions, mailOutbox } from '../../src/db/schema/index.ts';
import { solvedCaptchaToken } from './captcha.ts';
import { paidReceipt, tenantIdOfHost } from './vehicle-proofs.ts';

/**
 * Passage-alert calls as the web app sends them, on one tenant's host, and what they leave in
 * the database (subscription rows, outbox e-mails). Each test makes its own tenant and plates.
 */

/** A plate nobody else uses: "AL" and 8 hex digits, typed with a dash and in lower case. */
export function freshAlertPlate(): { typed: string; stored: string } {
  const suffix = randomBytes(4).toString('hex').toUpperCase();
  return { typed: `al-${suffix.toLowerCase()}`, stored: `AL${suffix}` };
}

let addresses = 0;
export function freshAddress(name = 'driver'): string {
  addresses += 1;
  return `${name}.${randomBytes(3).toString('hex')}${addresses}@example.org`;
}

export interface AlertClient {
  status(plate: string, email: string, countryCode?: string): Promise<LightMyRequestResponse>;
  subscribe(
    body: Record<string, unknown>,
    options?: { captchaToken?: string | null; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  confirm(token: string): Promise<LightMyRequestResponse>;
  unsubscribe(email: string): Promise<LightMyRequestResponse>;
  oneClick(token: string, payload?: string, contentType?: string): Promise<LightMyRequestResponse>;
  /** Issue 24: the handover page's calls. */
  handover(token: string): Promise<LightMyRequestResponse>;
  decideHandover(token: string, decision: 'KEEP' | 'RELEASE'): Promise<LightMyRequestResponse>;
}

/** The calls on `host`, from `remoteAddress`; captchas solved at the app's time `now()`. */
export function alertClient(
  app: () => FastifyInstance,
  config: Config,
  host: string,
  { now = () => new Date(), remoteAddress = '127.0.0.1' } = {},
): AlertClient {
  const inject = (
    method: 'GET' | 'POST',
    url: string,
    options: {
      query?: Record<string, string>;
      payload?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) =>
    app().inject({
      method,
      url,
      remoteAddress,
      headers: { [whitelabelHostHeader]: host, ...options.headers },
      ...(options.query ? { query: options.query } : {}),
      ...(options.payload !== undefined ? { payload: options.payload as string } : {}),
    });
  /** A fresh settled payment of the body's plate on this tenant: its receipt number. */
  const receiptFor = async (body: Record<string, unknown>): Promise<string | undefined> => {
    const plate = typeof body.numberPlate === 'string' ? normalisePlate(body.numberPlate) : null;
    if (!plate) return undefined;
    const db = app().database.db;
    const countryCode = typeof body.countryCode === 'string' ? body.countryCode : 'FR';
    const receipt = await paidReceipt(db, await tenantIdOfHost(db, host), { plate, countryCode });
    return receipt.receiptNumber;
  };
  return {
    status: (plate, email, countryCode = 'FR') =>
      inject('GET', buildPath(routes.alertStatus.path), {
        query: { countryCode, plate, email },
      }),
    subscribe: async (body, { captchaToken, headers } = {}) =>
      inject('POST', buildPath(routes.subscribeAlert.path), {
        query:
          captchaToken === null
            ? {}
            : { captchaToken: captchaToken ?? solvedCaptchaToken(config, now()) },
        payload: {
          allowedContact: true,
          countryCode: 'FR',
          // Issue 24 item 6: the address shows a receipt of the vehicle unless the test says
          // otherwise (a receiptNumber key, even undefined, is the test's own).
          ...('receiptNumber' in body ? {} : { receiptNumber: await receiptFor(body) }),
          ...body,
        },
        ...(headers ? { headers } : {}),
      }),
    confirm: (token) => inject('POST', buildPath(routes.confirmAlert.path), { payload: { token } }),
    unsubscribe: (email) =>
      inject('POST', buildPath(routes.unsubscribeAlert.path), { payload: { email } }),
    oneClick: (token, payload, contentType = 'application/x-www-form-urlencoded') =>
      inject('POST', buildPath(routes.oneClickUnsubscribeAlert.path), {
        query: { token },
        ...(payload !== undefined ? { payload, headers: { 'content-type': contentType } } : {}),
      }),
    handover: (token) => inject('GET', buildPath(routes.alertHandover.path), { query: { token } }),
    decideHandover: (token, decision) =>
      inject('POST', buildPath(routes.decideAlertHandover.path), {
        payload: { token, decision },
      }),
  };
}

export async function statusOf(client: AlertClient, plate: string, email: string) {
  const response = await client.status(plate, email);
  expect(response.statusCode, response.body).toBe(200);
  return alertStatusResponseSchema.parse(response.json());
}

export async function subscribed(client: AlertClient, body: Record<string, unknown>) {
  const response = await client.subscribe(body);
  expect(response.statusCode, response.body).toBe(200);
  return subscribeAlertResponseSchema.parse(response.json()).outcome;
}

/** The alert e-mails written to an address, oldest first (any kind starting with alert_). */
export async function alertMailsTo(app: FastifyInstance, email: string) {
  return app.database.db
    .select({
      kind: mailOutbox.kind,
      language: mailOutbox.language,
      payload: mailOutbox.payload,
      whitelabelId: mailOutbox.whitelabelId,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), sql`${mailOutbox.kind} like 'alert\\_%'`))
    .orderBy(asc(mailOutbox.id));
}

/** The token of the last confirmation e-mail written to the address. */
export async function lastConfirmationToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = (await alertMailsTo(app, email)).filter(
    (mail) => mail.kind === 'alert_confirmation',
  );
  const token = mails.at(-1)?.payload.token;
  if (typeof token !== 'string') throw new Error('no confirmation e-mail to this address');
  return token;
}

/** Subscribes the address to the plate and follows the link: the plate's alerts go to it. */
export async function subscribeAndConfirm(
  app: FastifyInstance,
  client: AlertClient,
  body: { email: string; numberPlate: string } & Record<string, unknown>,
) {
  expect(await subscribed(client, body)).toBe('CONFIRMATION_SENT');
  const confirmed = await client.confirm(await lastConfirmationToken(app, body.email));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed;
}

/** A tenant's subscription rows of a plate, oldest first. */
export function rowsOfPlate(app: FastifyInstance, whitelabelId: number, plate: string) {
  return app.database.db
    .select()
    .from(alertSubscriptions)
    .where(
      and(eq(alertSubscriptions.whitelabelId, whitelabelId), eq(alertSubscriptions.plate, plate)),
    )
    .orderBy(asc(alertSubscriptions.id));
}

/** The token of the last handover request e-mailed to the address (the current subscriber). */
export async function lastHandoverToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = (await alertMailsTo(app, email)).filter(
    (mail) => mail.kind === 'alert_handover_requested',
  );
  const token = mails.at(-1)?.payload.token;
  if (typeof token !== 'string') throw new Error('no handover request e-mailed to this address');
  return token;
}
