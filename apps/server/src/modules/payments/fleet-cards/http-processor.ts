import type { z } from 'zod';
import {
  type ChargeRequest,
  chargeAnswerSchema,
  fleetProtocolPaths,
  idempotencyHeader,
  voidAnswerSchema,
} from './http-protocol.ts';
import { type FleetCardProcessor, FleetProcessorUnavailable } from './processor.ts';

export interface HttpProcessorSettings {
  /** The gateway's base URL (https; config/fleet.ts checks it). */
  url: string;
  apiKey: string;
  /** How long one call may take, answer included. */
  timeoutMs: number;
}

/**
 * The fleet-card processor of a real issuer or acquirer gateway, over the JSON protocol of
 * http-protocol.ts. Any answer outside the protocol is FleetProcessorUnavailable: the caller then
 * treats the charge as unknown and asks again later, never as approved or refused.
 */
export function createHttpProcessor(
  settings: HttpProcessorSettings,
  { fetch: send = globalThis.fetch }: { fetch?: typeof globalThis.fetch } = {},
): FleetCardProcessor {
  const base = settings.url.replace(/\/+$/, '');

  async function call(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    { body, key }: { body?: ChargeRequest; key?: string } = {},
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { [idempotencyHeader]: key } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        // A redirect could carry the card elsewhere: not part of the protocol.
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // The reason only (a timeout, a refused connection): never the request, which holds the card.
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${settings.timeoutMs} ms`
          : 'no answer (network)';
      throw new FleetProcessorUnavailable(`${what}: ${reason}`);
    }
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  function answerOf<T>(
    schema: z.ZodType<T>,
    what: string,
    { status, json }: { status: number; json: unknown },
  ): T {
    if (status !== 200) throw new FleetProcessorUnavailable(`${what}: answered HTTP ${status}`);
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new FleetProcessorUnavailable(`${what}: answer outside the protocol`);
    return parsed.data;
  }

  return {
    async charge(charge) {
      const answer = await call('charge', 'POST', fleetProtocolPaths.charges, {
        key: charge.key,
        body: {
          cardType: charge.cardType,
          cardNumber: charge.cardNumber,
          expiry: charge.cardValidity,
          cvv: charge.cvv,
          amount: charge.amountCents,
          currency: 'EUR',
          reference: charge.reference,
        },
      });
      return answerOf(chargeAnswerSchema, 'charge', answer);
    },
    async find(key) {
      const answer = await call('lookup', 'GET', fleetProtocolPaths.charge(key));
      if (answer.status === 404) return { status: 'not_found' };
      return answerOf(chargeAnswerSchema, 'lookup', answer);
    },
    async void(key) {
      const answer = await call('void', 'POST', fleetProtocolPaths.void(key), { key });
      answerOf(voidAnswerSchema, 'void', answer);
    },
  };
}
