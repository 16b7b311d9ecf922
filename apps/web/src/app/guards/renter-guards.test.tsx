import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render.tsx';
import { storeTestToken } from '../../../test/tokens.ts';
import { serveRentersApi } from '../../features/renters/__tests__/renters-api.ts';

async function landsOn(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5000 });
  expect(router.state.historyAction).toBe('REPLACE');
}

// Issue 25 item 9: the renter guards of spec 000 now reach real pages.
describe('renter guards in the browser (spec 000 "Guard redirects")', { timeout: 20_000 }, () => {
  it.each(['renters/profile', 'renters/travels', 'renters/paymentNotice', 'renters/vehicles'])(
    'sends a visitor from %s to renters/login',
    async (page) => {
      const { router } = renderApp(`/it/${page}`);
      await landsOn(router, '/it/renters/login');
      expect(
        await screen.findByRole('heading', { level: 1, name: "Accedi all'area affittuari" }),
      ).toBeVisible();
    },
  );

  it.each(['', 'journeys', 'account/profile', 'form/prepayment', 'help'])(
    'sends a renter from /%s to renters/profile',
    async (page) => {
      serveRentersApi();
      storeTestToken('renter');
      const { router } = renderApp(`/it/${page}`);
      await landsOn(router, '/it/renters/profile');
      expect(
        await screen.findByText('Noleggi Rapidi S.p.A.', undefined, { timeout: 5000 }),
      ).toBeVisible();
    },
  );

  it.each(['renters/login', 'renters/changePassword'])(
    'sends a renter from %s to renters/profile',
    async (page) => {
      serveRentersApi();
      storeTestToken('renter');
      const { router } = renderApp(`/it/${page}`);
      await landsOn(router, '/it/renters/profile');
    },
  );

  it('sends a customer from renters/travels home, and lets one see renters/login', async () => {
    storeTestToken('customer');
    const { router } = renderApp('/it/renters/travels');
    await landsOn(router, '/it/');
    const login = renderApp('/it/renters/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Accedi all'area affittuari" }),
    ).toBeVisible();
    expect(login.router.state.location.pathname).toBe('/it/renters/login');
  });
});
