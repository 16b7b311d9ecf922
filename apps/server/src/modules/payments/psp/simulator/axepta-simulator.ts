import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseFormPairs } from '../../../../shared/form-body.ts';
import { AXEPTA_SUCCESS_CODE, encryptAxeptaReply, type AxeptaKeys } from '../axepta/response.ts';
import { AXEPTA_CODES } from '../axepta/test-data.ts';
import {
  AXEPTA_RESULTS,
  axeptaReplyFields,
  axeptaResult,
  checkAxeptaRequest,
  newPaymentIds,
  type AxeptaResult,
  type AxeptaSimulatorRequest,
} from './axepta-reply.ts';
import { HTML, type SimulatorContext } from './context.ts';
import { deliverNotification } from './delivery.ts';
import { withQuery } from './paybox-reply.ts';
import { CARD_FIELDS, renderCardPage, renderRefusalPage } from './pages.ts';

/**
 * The Axepta (Computop Paygate) simulator (psp-protocols.md section 2): the PaySSL card page the
 * portal posts MerchantID/Len/Data to, then the payment step, which POSTs the encrypted reply to
 * URLNotify first (retrying on non-2xx, as the platform does, 2.4) and then redirects the browser.
 */

export interface AxeptaSimulatorOptions {
  readonly context: SimulatorContext;
  readonly keys: AxeptaKeys;
}

/** Notification attempts: the platform retries 8 times over a day (2.4); a few quick ones here. */
const NOTIFY_ATTEMPTS = 4;

const PSP = 'Axepta';

export const AXEPTA_REFUSAL_TEXT = `Code ${AXEPTA_CODES.macWrong} : requête refusée (commerçant inconnu ou MAC incorrect).`;

function body(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

export const axeptaSimulatorRoutes: FastifyPluginAsync<AxeptaSimulatorOptions> = async (
  app,
  { context, keys },
) => {
  const prefix = app.prefix;

  function refuse(request: FastifyRequest, reply: FastifyReply, reason: string): FastifyReply {
    request.log.warn({ reason }, 'axepta simulator refused the request');
    return reply.type(HTML).send(renderRefusalPage(prefix, PSP, AXEPTA_REFUSAL_TEXT));
  }

  /** POSTs `Len=..&Data=..` in Latin-1 to URLNotify (2.4), retried on failure. */
  async function notify(
    request: FastifyRequest,
    payment: AxeptaSimulatorRequest,
    ids: { payId: string; xid: string },
    result: AxeptaResult,
  ): Promise<void> {
    // On the portal's origin: checkAxeptaRequest refused the request otherwise.
    const target = payment.urlNotify;
    if (target === undefined || target === '') return;
    const { Len, Data } = encryptAxeptaReply(axeptaReplyFields(payment, ids, result), keys);
    await deliverNotification(
      {
        method: 'POST',
        url: target,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' },
        body: `Len=${Len}&Data=${Data}`,
      },
      {
        deliver: context.deliver,
        log: request.log,
        attempts: NOTIFY_ATTEMPTS,
        backoffMs: context.notifyBackoffMs,
      },
    );
  }

  app.post('/axepta/payssl.aspx', async (request, reply) => {
    const check = checkAxeptaRequest(
      parseFormPairs(body(request)),
      keys,
      await context.portalOrigin(request),
    );
    if (!check.ok) return refuse(request, reply, check.reason);
    const { request: payment } = check;
    return reply
      .type(HTML)
      .header('cache-control', 'no-store')
      .send(
        renderCardPage({
          prefix,
          psp: PSP,
          action: `${prefix}/axepta/pay`,
          reference: payment.refNr ?? payment.transId,
          amountCents: payment.amountCents,
          currency: payment.currency,
          hidden: payment.clear,
        }),
      );
  });

  app.post('/axepta/pay', async (request, reply) => {
    const pairs = parseFormPairs(body(request));
    const check = checkAxeptaRequest(pairs, keys, await context.portalOrigin(request));
    if (!check.ok) return refuse(request, reply, check.reason);
    const { request: payment } = check;
    const posted = new Map(pairs);
    const cancelled = posted.get(CARD_FIELDS.action) === 'cancel';
    const result = cancelled
      ? AXEPTA_RESULTS.cancelled
      : axeptaResult(payment.orderDesc, posted.get(CARD_FIELDS.number) ?? '');
    const ids = newPaymentIds();

    // What credit.aspx may later refund (issue 29): the payments that ended in success.
    const settle = () => context.ledger.remember(ids.payId, payment.transId, payment.amountCents);
    if (result.code === AXEPTA_SUCCESS_CODE) settle();
    await notify(request, payment, ids, result);
    if (result.status === 'PENDING') {
      context.later(async () => {
        settle();
        await notify(request, payment, ids, AXEPTA_RESULTS.success);
      }, context.pendingDelayMs);
    }
    if (cancelled && payment.urlBack !== undefined) {
      return reply.code(303).header('location', payment.urlBack).send();
    }
    // The redirect carries the same encrypted reply as the notification (2.4).
    const { Len, Data } = encryptAxeptaReply(axeptaReplyFields(payment, ids, result), keys);
    const base = result.code === AXEPTA_SUCCESS_CODE ? payment.urlSuccess : payment.urlFailure;
    return reply
      .code(303)
      .header('location', withQuery(base, `Len=${Len}&Data=${Data}`))
      .send();
  });
};
