import {
  routes,
  type FleetPlate,
  type JourneyPrice,
  type ProfileResponse,
  type TokenResponse,
} from '@portico/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiRequest, FileRoute, UploadRoute } from './api-route-types.ts';

/**
 * The calls' types follow from the route (issue 27 section 4). Checked by the type checker
 * (npm run typecheck): each @ts-expect-error line must stay an error, so a client type that
 * stopped telling routes apart would fail the typecheck, and these expectations the test run.
 */
type PriceCall = ApiRequest<typeof routes.journeyPrice>;
type RefreshCall = ApiRequest<typeof routes.refreshUserToken>;

describe('the API client types of a route', () => {
  it('answers the route’s own response type', () => {
    expectTypeOf<ApiAnswer<typeof routes.journeyPrice>>().toEqualTypeOf<JourneyPrice>();
    expectTypeOf<ApiAnswer<typeof routes.me>>().toEqualTypeOf<ProfileResponse>();
    expectTypeOf<ApiAnswer<typeof routes.addRenterPlate>>().toEqualTypeOf<FleetPlate>();
    expectTypeOf<ApiAnswer<typeof routes.logout>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiAnswer<typeof routes.paymentReceipt>>().toEqualTypeOf<Blob>();
    // A choice of two routes answers what either answers.
    type SignIn = typeof routes.renterToken | typeof routes.userToken;
    expectTypeOf<ApiAnswer<SignIn>>().toEqualTypeOf<TokenResponse>();
  });

  it('refuses a request of the wrong shape', () => {
    const price: PriceCall = {
      language: 'fr',
      query: { plate: 'AB123CD', plateCountry: 'FR', in: '34', out: '23', category: '1' },
    };
    expectTypeOf(price.query.category).toEqualTypeOf<'1' | '2' | '3' | '4' | '5'>();
    const sixthClass = { ...price.query, category: '6' } as const;
    // @ts-expect-error a vehicle class outside 1-5
    const badClass: PriceCall = { language: 'fr', query: sixthClass };
    // @ts-expect-error the article route needs its id
    const noId: ApiRequest<typeof routes.article> = { language: 'fr' };
    // @ts-expect-error the profile route takes no path parameter
    const extraParams: ApiRequest<typeof routes.me> = { language: 'fr', params: { id: '1' } };
    // @ts-expect-error adding a plate needs its body
    const noBody: ApiRequest<typeof routes.addMyPlate> = { language: 'fr' };
    const credentials = { email: 'a@b.fr', password: 'x' };
    // @ts-expect-error the refresh body is a refresh token, not credentials
    const wrongBody: RefreshCall = { language: 'fr', body: credentials };
    expectTypeOf([badClass, noId, extraParams, noBody, wrongBody]).toBeArray();
  });

  it('keeps file and upload routes apart from the JSON ones', () => {
    expectTypeOf(routes.myPaymentReceipt).toExtend<FileRoute>();
    expectTypeOf(routes.me).not.toExtend<FileRoute>();
    expectTypeOf(routes.createProtest).toExtend<UploadRoute>();
    expectTypeOf(routes.createProtest).not.toExtend<FileRoute>();
  });
});
