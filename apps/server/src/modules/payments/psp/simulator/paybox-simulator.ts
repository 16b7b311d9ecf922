import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_CONTENT_TYPE, parseFormPairs } from '../../../../shared/form-body.ts';
import { PAYBOX_PENDING_CODE, PAYBOX_SUCCESS_CODE } from '../paybox/response.ts';
import { HTML, type SimulatorContext } from './context.ts';
import { deliverNotification, type NotificationRequest } from './delivery.ts';
import { CARD_FIELDS, renderCardPage, renderRefusalPage } from './pages.ts';
import {
  PAYBOX_SIMULATOR_CANCEL_CODE,
  checkPayboxForm,
  parseRetour,
  payboxReplyData,
  payboxResultCode,
  payboxReturnField,
  signatureName,
  signedReply,
  signedReturnUrl,
  withQuery,
  type PayboxForm,
  type PayboxReplyValues,
  type PayboxSimulatorShop,
} from './paybox-reply.ts';

/**
 * The Paybox System simulator (psp-protocols.md section 1): the hosted card page the portal posts
 * its PBX_ form to, then the payment step, which sends the IPN to PBX_REPONDRE_A first and only
 * then redirects the browser, as the platform does (1.8 "Simulator").
 */

export interface PayboxSimulatorOptions {
  readonly context: SimulatorContext;
  readonly shop: PayboxSimulatorShop;
  readonly privateKeyPem: string;
}

/** What the real page says to a bad HMAC or an unknown shop (1.8). */
export const PAYBOX_REFUSAL_TEXT = "Problème d'identification du commerce. Accès refusé !";

const PSP = 'Paybox';

function body(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

export const payboxSimulatorRoutes: FastifyPluginAsync<PayboxSimulatorOptions> = async (
  app,
  { context, shop, privateKeyPem },
) => {
  const prefix = app.prefix;

  function refuse(request: FastifyRequest, reply: FastifyReply, reason: string): FastifyReply {
    request.log.warn({ reason }, 'paybox simulator refused the form');
    return reply.type(HTML).send(renderRefusalPage(prefix, PSP, PAYBOX_REFUSAL_TEXT));
  }

  /** The IPN, GET by default or POST when PBX_RUF1=POST (1.2), sent once (1.5). */
  async function sendIpn(
    request: FastifyRequest,
    form: PayboxForm,
    values: PayboxReplyValues,
  ): Promise<void> {
    // On the portal's origin: checkPayboxForm refused the form otherwise.
    const target = form.get('PBX_REPONDRE_A');
    if (target === undefined || target === '') return;
    const retour = parseRetour(form.get('PBX_RETOUR') ?? '') ?? [];
    const signed = signedReply(
      payboxReplyData(retour, values),
      signatureName(retour),
      privateKeyPem,
    );
    const notification: NotificationRequest =
      form.get('PBX_RUF1') === 'POST'
        ? {
            method: 'POST',
            url: target,
            headers: { 'content-type': FORM_CONTENT_TYPE },
            body: signed,
          }
        : { method: 'GET', url: withQuery(target, signed), headers: {} };
    await deliverNotification(notification, {
      deliver: context.deliver,
      log: request.log,
      attempts: 1,
      backoffMs: 0,
    });
  }

  app.post('/paybox/cgi/MYchoix_pagepaiement.cgi', async (request, reply) => {
    const check = checkPayboxForm(
      parseFormPairs(body(request)),
      shop,
      await context.portalOrigin(request),
    );
    if (!check.ok) return refuse(request, reply, check.reason);
    const { form } = check;
    return reply
      .type(HTML)
      .header('cache-control', 'no-store')
      .send(
        renderCardPage({
          prefix,
          psp: PSP,
          action: `${prefix}/paybox/pay`,
          reference: form.get('PBX_CMD') ?? '',
          amountCents: Number(form.get('PBX_TOTAL')),
          hidden: form.fields.map((field) => [field.name, field.value] as const),
        }),
      );
  });

  app.post('/paybox/pay', async (request, reply) => {
    const pairs = parseFormPairs(body(request));
    const check = checkPayboxForm(pairs, shop, await context.portalOrigin(request));
    if (!check.ok) return refuse(request, reply, check.reason);
    const { form } = check;
    const posted = new Map(pairs);
    const cancelled = posted.get(CARD_FIELDS.action) === 'cancel';
    const code = cancelled
      ? PAYBOX_SIMULATOR_CANCEL_CODE
      : payboxResultCode(form.get('PBX_ERRORCODETEST'), posted.get(CARD_FIELDS.number) ?? '');
    const values: PayboxReplyValues = {
      amountCents: Number(form.get('PBX_TOTAL')),
      reference: form.get('PBX_CMD') ?? '',
      errorCode: code,
      transaction: String(randomInt(10_000_000, 100_000_000)),
      call: String(randomInt(10_000_000, 100_000_000)),
    };

    // What Paybox Direct may later refund (issue 29): the payments that ended in success.
    const settle = () =>
      context.ledger.remember(values.transaction, values.call, values.amountCents);
    if (code === PAYBOX_SUCCESS_CODE) settle();
    // A cancel attempted no payment, so no IPN (1.5: the IPN follows every payment attempt).
    if (!cancelled) {
      await sendIpn(request, form, values);
      if (code === PAYBOX_PENDING_CODE) {
        context.later(async () => {
          settle();
          await sendIpn(request, form, { ...values, errorCode: PAYBOX_SUCCESS_CODE });
        }, context.pendingDelayMs);
      }
    }
    const retour = parseRetour(form.get('PBX_RETOUR') ?? '') ?? [];
    const base = form.get(cancelled ? 'PBX_ANNULE' : payboxReturnField(code)) ?? '';
    const location = signedReturnUrl(
      base,
      payboxReplyData(retour, values),
      signatureName(retour),
      privateKeyPem,
    );
    return reply.code(303).header('location', location).send();
  });
};
