import {
  buildPath,
  paymentStatusResponseSchema,
  pspResponseSchema,
  type PspResponse,
  routes,
} from '@portico/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { billingInfo, formBody, hiddenFields, onTenant } from './payments.ts';
import type { RoadTenant } from './road-tenant.ts';

/** POST /payments/psp for the basket: the PSP's hosted page to send the browser to. */
export async function startCardPayment(
  app: FastifyInstance,
  tenant: RoadTenant,
  sessionId: string,
  billing: unknown = billingInfo,
): Promise<PspResponse> {
  const response = await onTenant(app, tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPsp.path),
    payload: { sessionId, billingInfo: billing },
  });
  expect(response.statusCode, response.body).toBe(200);
  return pspResponseSchema.parse(response.json());
}

/** What the browser does first: posts the hosted-page form; answers the card page. */
export async function openCardPage(
  app: FastifyInstance,
  tenant: RoadTenant,
  page: PspResponse,
): Promise<LightMyRequestResponse> {
  const hosted = await onTenant(app, tenant, {
    method: 'POST',
    url: new URL(page.url).pathname,
    payload: formBody(page.parameters.map((p) => [p.pspVariableName, p.pspVariableValue])),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(hosted.statusCode, hosted.body).toBe(200);
  expect(hosted.body).toContain('cardNumber');
  return hosted;
}

/** Then: submits the card page's form (its hidden inputs, the card, the pressed button). */
export async function submitCard(
  app: FastifyInstance,
  tenant: RoadTenant,
  page: PspResponse,
  cardPage: LightMyRequestResponse,
  card: { number: string; action?: 'pay' | 'cancel' },
): Promise<LightMyRequestResponse> {
  const action = /<form method="post" action="([^"]+)"/.exec(cardPage.body)?.[1];
  if (!action) throw new Error('the card page has no form');
  return onTenant(app, tenant, {
    method: 'POST',
    url: new URL(action, page.url).pathname,
    payload: formBody([
      ...hiddenFields(cardPage.body),
      ['cardNumber', card.number],
      ['cardExpiry', '12/30'],
      ['cardCvv', '123'],
      ['action', card.action ?? 'pay'],
    ]),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Both steps: the simulator's answer to the card form (a 303 back to the portal). */
export async function payAtSimulator(
  app: FastifyInstance,
  tenant: RoadTenant,
  page: PspResponse,
  card: { number: string; action?: 'pay' | 'cancel' },
): Promise<LightMyRequestResponse> {
  return submitCard(app, tenant, page, await openCardPage(app, tenant, page), card);
}

/** GET /payments/{id}/status. */
export async function paymentStatusOf(app: FastifyInstance, tenant: RoadTenant, id: string) {
  const response = await onTenant(app, tenant, {
    method: 'GET',
    url: buildPath(routes.paymentStatus.path, { id }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentStatusResponseSchema.parse(response.json());
}
