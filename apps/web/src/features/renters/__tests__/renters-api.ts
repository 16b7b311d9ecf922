import { http, HttpResponse } from 'msw';
import type {
  FleetPlate,
  FleetPlatesPage,
  RenterJourney,
  RenterJourneyPage,
  RenterProfile,
} from '@portico/contract';
import { makeJourney } from '@portico/contract/testing';
import { multipartParts } from '../../../../test/multipart.ts';
import { api, server } from '../../../../test/server.ts';

// What the renters' pages' tests serve: the renter's profile, fleet and trips, each call recorded.

export function aRenterProfile(overrides: Partial<RenterProfile> = {}): RenterProfile {
  return {
    id: '7c1b2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    renterName: 'Marta Rossi',
    firstName: 'Marta',
    lastName: 'Rossi',
    email: 'marta@noleggi.example',
    phoneNumber: '+39 06 1234 5678',
    language: 'it',
    accountType: 'renter',
    company: {
      id: 1,
      code: 'NOL-1',
      name: 'Noleggi Rapidi S.p.A.',
      vatNumber: 'IT01234567890',
      address: 'Via Roma 1, 00100 Roma',
    },
    supportEmail: 'affittuari@portico.example',
    ...overrides,
  };
}

export function aFleetPlate(overrides: Partial<FleetPlate> = {}): FleetPlate {
  return {
    id: 1,
    countryCode: 'IT',
    numberPlate: 'AB123CD',
    validityStartDate: '2026-01-01T00:00:00.000Z',
    validityEndDate: null,
    active: true,
    ...overrides,
  };
}

export function aFleetTrip(overrides: Partial<RenterJourney> = {}): RenterJourney {
  return {
    ...makeJourney({ deadline: null, in: { id: '34', label: 'Montmarault (34)' } }),
    numberPlate: 'AB123CD',
    countryCode: 'IT',
    state: 'due',
    paidAt: null,
    paidAmount: null,
    ...overrides,
  } as RenterJourney;
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

async function record(calls: Call[], request: Request) {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: unknown = null;
  if (type.includes('json')) body = await request.json();
  else if (type.includes('multipart')) body = await multipartParts(request);
  calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
}

type Reply = () => Response;

export interface RentersApiAnswers {
  profile?: RenterProfile;
  plates?: FleetPlate[];
  trips?: RenterJourney[];
  updateProfile?: Reply;
  addPlate?: Reply;
  closePlate?: Reply;
  importPlates?: Reply;
}

/** A page of the list as the server pages it (the whole list when it fits). */
function pageOf<T>(items: T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    pageTotal: Math.ceil(items.length / pageSize),
    total: items.length,
  };
}

export function serveRentersApi(answers: RentersApiAnswers = {}) {
  const calls = {
    profile: [] as Call[],
    updateProfile: [] as Call[],
    plates: [] as Call[],
    addPlate: [] as Call[],
    closePlate: [] as Call[],
    importPlates: [] as Call[],
    exportPlates: [] as Call[],
    template: [] as Call[],
    trips: [] as Call[],
    exportTrips: [] as Call[],
  };
  const profile = answers.profile ?? aRenterProfile();
  const plates = answers.plates ?? [aFleetPlate()];
  const trips = answers.trips ?? [aFleetTrip()];
  const file = () => new HttpResponse('a;b\n', { headers: { 'content-type': 'text/csv' } });
  server.use(
    http.get(api('/renters/me'), async ({ request }) => {
      await record(calls.profile, request);
      return HttpResponse.json(profile);
    }),
    http.patch(api('/renters/me'), async ({ request }) => {
      await record(calls.updateProfile, request);
      return answers.updateProfile?.() ?? HttpResponse.json(profile);
    }),
    http.delete(api('/renters/me/token'), () => new HttpResponse(null, { status: 204 })),
    http.get(api('/renters/me/plates/export'), async ({ request }) => {
      await record(calls.exportPlates, request);
      return file();
    }),
    http.get(api('/renters/me/plates/template'), async ({ request }) => {
      await record(calls.template, request);
      return file();
    }),
    http.get(api('/renters/me/plates'), async ({ request }) => {
      await record(calls.plates, request);
      const { items, ...page } = pageOf(plates, new URL(request.url).searchParams);
      return HttpResponse.json({ plates: items, ...page } satisfies FleetPlatesPage);
    }),
    http.post(api('/renters/me/plates/import'), async ({ request }) => {
      await record(calls.importPlates, request);
      return (
        answers.importPlates?.() ??
        HttpResponse.json({ rows: 2, added: 2, closed: 0, unchanged: 0 })
      );
    }),
    http.post(api('/renters/me/plates/:id/closure'), async ({ request }) => {
      await record(calls.closePlate, request);
      return answers.closePlate?.() ?? HttpResponse.json(aFleetPlate());
    }),
    http.post(api('/renters/me/plates'), async ({ request }) => {
      await record(calls.addPlate, request);
      return answers.addPlate?.() ?? HttpResponse.json(aFleetPlate(), { status: 201 });
    }),
    http.get(api('/renters/journeys/export'), async ({ request }) => {
      await record(calls.exportTrips, request);
      return file();
    }),
    http.get(api('/renters/journeys'), async ({ request }) => {
      await record(calls.trips, request);
      const { items, ...page } = pageOf(trips, new URL(request.url).searchParams);
      return HttpResponse.json({ data: items, ...page } satisfies RenterJourneyPage);
    }),
  );
  return calls;
}
