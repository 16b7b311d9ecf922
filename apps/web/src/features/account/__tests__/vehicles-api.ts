import { http, HttpResponse } from 'msw';
import type { RegisteredPlate, RegisteredPlateList } from '@portico/contract';
import { api, server } from '../../../../test/server.ts';

// What the vehicles panel's tests serve: the customer's plates and the owner lookup, each call
// recorded with what it was sent.

type Answer<T> = { status?: number; body: T | { message: string } };

const reply = <T>(answer: Answer<T>) =>
  HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status ?? 200 });

export function aRegisteredPlate(overrides: Partial<RegisteredPlate> = {}): RegisteredPlate {
  return {
    id: 1,
    numberPlate: 'GD301AA',
    countryCode: 'FR',
    vehicleType: 'VP',
    validityStartDate: null,
    validityEndDate: null,
    emailNotifications: false,
    proven: true,
    alertHandoverAt: null,
    ...overrides,
  };
}

export interface VehiclesApiAnswers {
  plates?: Answer<RegisteredPlateList>;
  owners?: Answer<string[]>;
  add?: Answer<RegisteredPlateList>;
  /** One answer for every PATCH, or one per PATCH in turn (the last one repeats). */
  update?: Answer<RegisteredPlateList> | Answer<RegisteredPlateList>[];
  remove?: Answer<RegisteredPlateList>;
  /** POST /users/me/plates/{id}/proof (issue 24). */
  prove?: Answer<RegisteredPlateList>;
}

export function serveVehiclesApi(answers: VehiclesApiAnswers = {}) {
  const calls = {
    plates: 0,
    authorization: [] as (string | null)[],
    owners: [] as URLSearchParams[],
    add: [] as unknown[],
    update: [] as { id: string; body: unknown }[],
    remove: [] as string[],
    prove: [] as { id: string; body: unknown }[],
  };
  server.use(
    http.get(api('/users/me/plates'), ({ request }) => {
      calls.plates += 1;
      calls.authorization.push(request.headers.get('authorization'));
      return reply(answers.plates ?? { body: [] });
    }),
    http.get(api('/public/users/plates/owners'), ({ request }) => {
      calls.owners.push(new URL(request.url).searchParams);
      return reply(answers.owners ?? { body: [] });
    }),
    http.post(api('/users/me/plates'), async ({ request }) => {
      calls.add.push(await request.json());
      return reply(answers.add ?? { status: 201, body: [] });
    }),
    http.patch(api('/users/me/plates/:id'), async ({ request, params }) => {
      calls.update.push({ id: String(params.id), body: await request.json() });
      const answer = Array.isArray(answers.update)
        ? answers.update[Math.min(calls.update.length, answers.update.length) - 1]
        : answers.update;
      return reply(answer ?? { body: [] });
    }),
    http.delete(api('/users/me/plates/:id'), ({ params }) => {
      calls.remove.push(String(params.id));
      return reply(answers.remove ?? { body: [] });
    }),
    http.post(api('/users/me/plates/:id/proof'), async ({ request, params }) => {
      calls.prove.push({ id: String(params.id), body: await request.json() });
      return reply(answers.prove ?? { body: [] });
    }),
  );
  return calls;
}
