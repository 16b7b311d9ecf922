import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aWhitelabel } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { api, server } from '../../../test/server.ts';
import { storeTestToken } from '../../../test/tokens.ts';
import {
  aJourney,
  aJourneySet,
  storeJourneySet,
} from '../../features/journeys/__tests__/journeys.ts';
import { serveProfileApi } from '../../features/account/__tests__/profile-api.ts';
import { readToken, storeToken } from '../../lib/user-token.ts';

function pageData() {
  server.use(
    http.get(api('/whitelabels/journeys/toPay/page'), () =>
      HttpResponse.json({
        primoPassantText: 'Prima infrazione: nessuna maggiorazione.',
        canAddPrepayment: true,
        canContestJourney: true,
        paymentPeriod: 60,
        articleList: [],
        backgroundPicture: null,
      }),
    ),
  );
}

function storeNotice() {
  storeJourneySet(aJourneySet([aJourney({ id: 'free1' })]));
  localStorage.setItem('paymentNoticeIsValid', 'true');
}

async function landsOn(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  expect(router.state.historyAction).toBe('REPLACE');
}

describe('guards in the browser (spec 000 "Guard redirects")', () => {
  it('sends a customer from /journeys to /travels', async () => {
    pageData();
    storeNotice();
    storeTestToken('customer');
    const { router } = renderApp('/it/journeys');
    await landsOn(router, '/it/travels');
  });

  it('sends a customer from /paymentNotice to /travels', async () => {
    pageData();
    storeNotice();
    storeTestToken('customer');
    const { router } = renderApp('/it/paymentNotice');
    await landsOn(router, '/it/travels');
  });

  it('sends a disconnected visitor with stored journeys from /travels to /journeys', async () => {
    storeJourneySet(aJourneySet([aJourney({ id: 'free1' })]));
    const { router } = renderApp('/it/travels');
    await landsOn(router, '/it/journeys');
  });

  it('sends a visitor whose refresh fails as disconnected, and removes the token', async () => {
    pageData();
    storeNotice();
    storeTestToken('customer', { accessExpiresInMs: -1, refreshExpiresInMs: null });
    server.use(
      http.post(api('/public/users/token/refresh'), () =>
        HttpResponse.json({ message: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/it/travels');
    await landsOn(router, '/it/paymentNotice');
    expect(readToken()).toBeNull();
  });

  it('clears the stored token on an activate route', async () => {
    storeTestToken('customer');
    const { router } = renderApp('/it/account/activate');
    // The activation page shows, to a visitor signed out on entry (not sent on to the profile).
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Attiva il tuo account' },
      { timeout: 5000 },
    );
    expect(router.state.location.pathname).toBe('/it/account/activate');
    expect(readToken()).toBeNull();
    // The header's account button reads "Accedi" again (the page has a sign-in link of its own).
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('sends a customer on /account/login to /account/profile', async () => {
    serveProfileApi();
    storeTestToken('customer');
    const { router } = renderApp('/it/account/login');
    await screen.findByRole(
      'heading',
      { level: 1, name: "Benvenuto nell'area clienti" },
      { timeout: 5000 },
    );
    expect(router.state.location.pathname).toBe('/it/account/profile');
  });

  it('keeps a token stored while on the activate page (cleared on entry only)', async () => {
    serveProfileApi(); // Where the guards then send the customer.
    await renderApp('/it/account/activate').findByRole('heading', { level: 1 }, { timeout: 5000 });
    // As an activation stores it: announced, so the guards run again on the page.
    act(() => {
      storeToken(
        {
          accessToken: 'access-2',
          refreshToken: 'opaque-refresh-token-0123456789',
          expiresIn: 900,
        },
        'customer',
      );
    });
    await screen.findByRole('link', { name: 'Area clienti' });
    expect(readToken()?.accountType).toBe('customer');
  });

  it('sends a customer on /journeys to /travels when free flow is off too', async () => {
    pageData();
    storeNotice();
    storeTestToken('customer');
    server.use(
      http.get(api('/whitelabels'), () =>
        HttpResponse.json({ ...aWhitelabel(), freeFlowEnabled: false }),
      ),
    );
    const { router } = renderApp('/it/journeys');
    await landsOn(router, '/it/travels');
  });

  it('takes the page off a customer signed out in another tab', async () => {
    pageData();
    storeNotice();
    storeTestToken('customer');
    const { router } = renderApp('/it/travels');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/it/travels');
    act(() => {
      localStorage.removeItem('spiritUserToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'spiritUserToken', newValue: null }));
    });
    // Disconnected with a valid notice: /paymentNotice (spec 000).
    await landsOn(router, '/it/paymentNotice');
  });
});
