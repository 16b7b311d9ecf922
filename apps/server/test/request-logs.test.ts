import { randomUUID } from 'node:crypto';
import { whitelabelHostHeader } from '@portico/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 14: the request log lines carried the whole URL (plates, case numbers, session ids
 * in the query). Captured here from the real logger of a real app, at the info level.
 */
const lines: string[] = [];
const app = useApp({ logLevel: 'info' }, { logDestination: { write: (line) => lines.push(line) } });

beforeEach(() => {
  lines.length = 0;
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const requestUrls = () =>
  logged()
    .filter((line) => line.msg === 'incoming request')
    .map((line) => (line.req as { url: string }).url);

describe('request logs', () => {
  it('carry the path of a lookup, never its plate, case number, session or API key', async () => {
    const plate = 'GD301QZ';
    const caseNumber = 'A79-2026-987654';
    const sessionId = randomUUID();
    const apiKey = 'a-secret-roadside-key-0123';
    const queries: Record<string, string>[] = [
      { plate, country: 'FR', captchaToken: 'not-a-token' },
      { caseNumber, sessionId },
    ];
    for (const query of queries) {
      const response = await app().inject({
        method: 'GET',
        url: '/services/v1/detailedJourneys',
        query,
        headers: { 'x-api-key': apiKey, authorization: `Bearer ${apiKey}` },
      });
      expect(response.statusCode).toBeLessThan(500);
    }
    const receipt = await app().inject({
      method: 'GET',
      url: `/services/v1/payments/receipt?sessionId=${sessionId}`,
    });
    expect(receipt.statusCode).toBe(404);
    const email = await app().inject({
      method: 'GET',
      url: `/services/v1/payments/${sessionId}/email`,
    });
    expect(email.statusCode).toBe(404);

    const text = lines.join('\n');
    expect(requestUrls()).toEqual([
      '/services/v1/detailedJourneys',
      '/services/v1/detailedJourneys',
      '/services/v1/payments/receipt',
      // A payment id opens its receipt and e-mail: the route's pattern, not the id.
      '/services/v1/payments/:id/email',
    ]);
    for (const secret of [plate, caseNumber, sessionId, apiKey]) expect(text).not.toContain(secret);
  });

  it('carry no API key nor plate of a roadside batch, accepted or refused', async () => {
    const tenant = await createRoadTenant(app().database.db);
    const plate = 'ZX987QW';
    const batch = {
      passages: [
        {
          passageId: randomUUID(),
          gantry: 'le-montet-ouest',
          direction: 'east',
          plate,
          countryCode: 'FR',
          vehicleClass: 1,
          emission: null,
          at: new Date().toISOString(),
          tagPaid: false,
        },
      ],
    };
    const statuses = [];
    for (const key of [tenant.key, 'a-wrong-key-4567']) {
      const response = await app().inject({
        method: 'POST',
        url: '/services/v1/passages',
        headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': key },
        payload: batch,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 401]);
    expect(requestUrls()).toEqual(['/services/v1/passages', '/services/v1/passages']);
    const text = lines.join('\n');
    for (const secret of [tenant.key, 'a-wrong-key-4567', plate])
      expect(text).not.toContain(secret);
  });
});

describe('request ids (issue 15 item 2)', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const idsLogged = (url: string) =>
    logged()
      .filter((line) => (line.req as { url?: string } | undefined)?.url === url || line.res)
      .map((line) => line.reqId);

  it("take the caller's x-request-id, answer it and put it on every line of the request", async () => {
    const id = 'lb-7f3a9c/2026-11-26T15:00:00Z';
    const response = await app().inject({
      method: 'GET',
      url: '/services/v1/whitelabels',
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);
    const lines = logged().filter((line) => line.reqId !== undefined);
    // "incoming request" and "request completed", both with the id.
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', id],
      ['request completed', id],
    ]);
  });

  it('make a UUID when there is none, or when the given one is not a plausible id', async () => {
    const ids: string[] = [];
    for (const given of [undefined, 'x'.repeat(129), 'a b', 'id"\\n{}', '']) {
      const response = await app().inject({
        method: 'GET',
        url: '/services/v1/unknown-route',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      expect(response.statusCode).toBe(404);
      const answered = String(response.headers['x-request-id']);
      expect(answered).toMatch(uuid);
      ids.push(answered);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(idsLogged('/services/v1/unknown-route').every((id) => ids.includes(String(id)))).toBe(
      true,
    );
  });
});
