import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  aFaq,
  aFooter,
  aHomePage,
  anArticle,
  anAuthenticationPage,
  aWhitelabel,
} from './fixtures.ts';

export const api = (path: string) => `*/services/v1${path}`;

export const handlers = [
  http.get(api('/whitelabels'), () => HttpResponse.json(aWhitelabel())),
  http.get(api('/whitelabels/homepage'), () => HttpResponse.json(aHomePage())),
  http.get(api('/whitelabels/footer'), () => HttpResponse.json(aFooter())),
  http.get(api('/whitelabels/helpcenter/faq'), () => HttpResponse.json(aFaq())),
  http.get(api('/whitelabels/authentication-page'), () =>
    HttpResponse.json(anAuthenticationPage()),
  ),
  // A signed-in account without passkeys (issue 28 item 12): the profiles' section lists none.
  http.get(api('/users/me/passkeys'), () => HttpResponse.json({ passkeys: [] })),
  http.get(api('/renters/me/passkeys'), () => HttpResponse.json({ passkeys: [] })),
  // Nobody registered the plate (the lookup asks after a plate's trips).
  http.get(api('/public/users/plates/owners'), () => HttpResponse.json([])),
  // The registry does not know the plate (most foreign plates): the pages show no model.
  http.get(api('/vehicles'), () =>
    HttpResponse.json({ message: 'vehicle_not_found' }, { status: 404 }),
  ),
  http.get(api('/articles/:id'), ({ params }) =>
    params.id === 'missing'
      ? HttpResponse.json({ message: 'article_not_found' }, { status: 404 })
      : HttpResponse.json(anArticle(String(params.id))),
  ),
];

export const server = setupServer(...handlers);
