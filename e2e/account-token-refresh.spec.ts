import { signedInCustomer } from './account-helpers.ts';
import { expect, test, waitForHydration, withConsentGiven } from './fixtures.ts';

test('an expired access token is refreshed with the real server, and the customer stays signed in', async ({
  page,
  request,
  pageErrors,
}) => {
  const token = await signedInCustomer(request);
  await withConsentGiven(page);
  await page.addInitScript(
    (stored) => {
      if (sessionStorage.getItem('e2e-token-set')) return;
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('spiritUserToken', stored);
    },
    JSON.stringify({
      ...token,
      expirationDate: new Date(Date.now() - 1000).toISOString(),
      accountType: 'customer',
    }),
  );

  await page.goto('/it/');
  await waitForHydration(page);
  // The guard settles the account after hydration: one refresh, a new pair of tokens stored.
  await expect
    .poll(async () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('spiritUserToken') ?? 'null') as {
            refreshToken: string;
          } | null,
      ),
    )
    .toMatchObject({
      accountType: 'customer',
      refreshToken: expect.not.stringMatching(token.refreshToken) as unknown,
    });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Area clienti' })).toBeVisible();

  // The refreshed access token works on a customer call.
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('spiritUserToken') ?? '{}') as { accessToken: string },
  );
  const me = await request.get('/services/v1/users/me', {
    headers: { authorization: `Bearer ${stored.accessToken}` },
  });
  expect(me.status()).toBe(200);
  expect(pageErrors).toEqual([]);
});
