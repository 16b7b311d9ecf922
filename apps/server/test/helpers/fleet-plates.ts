import { apiPrefix } from '@portico/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RenterFixture } from './renters.ts';
import type { RoadTenant } from './road-tenant.ts';
import { multipartBody, multipartContentType } from './multipart.ts';

/** A call of the fleet routes (issue 25 items 3-5) as this renter (or nobody). */
export function fleetCall(
  app: FastifyInstance,
  tenant: Pick<RoadTenant, 'host'>,
  renter: Pick<RenterFixture, 'accessToken'> | null,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${apiPrefix}${path}`,
    query: options.query,
    headers: {
      host: tenant.host,
      ...(renter ? { authorization: `Bearer ${renter.accessToken}` } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** POST /renters/me/plates/import with this file as importFile (or another part name). */
export function importFleetFile(
  app: FastifyInstance,
  tenant: Pick<RoadTenant, 'host'>,
  renter: Pick<RenterFixture, 'accessToken'>,
  content: Buffer | string,
  { field = 'importFile', fileName = 'fleet.csv' }: { field?: string; fileName?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${apiPrefix}/renters/me/plates/import`,
    headers: {
      host: tenant.host,
      authorization: `Bearer ${renter.accessToken}`,
      'content-type': multipartContentType,
    },
    payload: multipartBody([{ name: field, fileName, content }]),
  });
}

/** A Paris wall-clock date as the files write it: dd/MM/yyyy HH:mm. */
export function fileDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
