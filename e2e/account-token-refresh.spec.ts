import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { CaptchaChallenge, RegistrationResponse, TokenResponse } from '@portico/contract';
import { expect, test, waitForHydration, withConsentGiven } from './fixtures.ts';

/** Solves the server's proof-of-work captcha as the browser widget does (cheap in e2e). */
async function captchaToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/services/v1/captcha/challenge');
  expect(response.ok()).toBe(true);
  const challenge = (await response.json()) as CaptchaChallenge;
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const digest = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (digest === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const solution = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error('captcha not solved');
}

/** The six-digit code of the last activation e-mail to the address (dev mailbox). */
async function activationCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get('/dev/mailbox.json', { params: { recipient } });
        const { messages } = (await mailbox.json()) as {
          messages: { kind: string; htmlUrl: string | null }[];
        };
        const mail = messages.find((message) => message.kind === 'account_activation');
        if (!mail?.htmlUrl) return null;
        code = /\b(\d{6})\b/.exec(await (await request.get(mail.htmlUrl)).text())?.[1] ?? null;
        return code;
      },
      { timeout: 30_000, intervals: [300, 1000] },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** A customer registered, activated and signed in through the real API. */
async function signedInCustomer(request: APIRequestContext): Promise<TokenResponse> {
  const email = `guard.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
  const password = 'Pass-word1';
  const registered = await request.post('/services/v1/public/users', {
    params: { captchaToken: await captchaToken(request) },
    headers: { 'accept-language': 'it' },
    data: {
      email,
      password,
      firstName: 'Giulia',
      lastName: 'Rossi',
      language: 'it',
      acceptedTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { id } = (await registered.json()) as RegistrationResponse;
  const activated = await request.post(`/services/v1/public/users/${id}/activate`, {
    data: { code: await activationCode(request, email) },
  });
  expect(activated.status(), await activated.text()).toBeLessThan(300);
  const signedIn = await request.post('/services/v1/public/users/token', {
    params: { captchaToken: await captchaToken(request) },
    data: { email, password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return (await signedIn.json()) as TokenResponse;
}

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
