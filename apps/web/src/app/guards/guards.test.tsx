import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
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
import { readToken } from '../../lib/user-token.ts';

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
    // No account pages yet: the unknown path leads home, signed out (the home's code loads first).
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/'), { timeout: 5000 });
    expect(readToken()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('leaves a customer on /account/login while /account/profile has no page', async () => {
    storeTestToken('customer');
    const { router } = renderApp('/it/account/login');
    await screen.findByRole('heading', { level: 1, name: 'Accedi' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/it/account/login');
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
