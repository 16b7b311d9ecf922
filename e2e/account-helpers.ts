import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CaptchaChallenge, RegistrationResponse, TokenResponse } from '@portico/contract';
import { expect, waitForHydration } from './fixtures.ts';

// What the account tests share: the captcha solved as the browser widget does, the codes read
// from the dev mailbox, and a customer made through the real API (no shortcut into the database).

/** Solves the server's proof-of-work captcha as the browser widget does (cheap in e2e). */
export async function captchaToken(request: APIRequestContext): Promise<string> {
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

/** The six-digit code of the last e-mail of a kind to the address (dev mailbox). */
export async function mailedCode(
  request: APIRequestContext,
  recipient: string,
  kind: 'account_activation' | 'account_password_reset',
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get('/dev/mailbox.json', { params: { recipient } });
        const { messages } = (await mailbox.json()) as {
          messages: { kind: string; htmlUrl: string | null }[];
        };
        const mail = messages.find((message) => message.kind === kind);
        if (!mail?.htmlUrl) return null;
        code = /\b(\d{6})\b/.exec(await (await request.get(mail.htmlUrl)).text())?.[1] ?? null;
        return code;
      },
      { timeout: 30_000, intervals: [300, 1000] },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** The kinds of e-mail the dev mailbox holds for an address, newest first. */
export async function mailedKinds(
  request: APIRequestContext,
  recipient: string,
): Promise<string[]> {
  const mailbox = await request.get('/dev/mailbox.json', { params: { recipient } });
  const { messages } = (await mailbox.json()) as { messages: { kind: string }[] };
  return messages.map((message) => message.kind);
}

/** An address no other test uses. */
export function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
}

/** A customer registered, activated and signed in through the real API. */
export async function signedInCustomer(
  request: APIRequestContext,
  email: string = freshEmail('api'),
  password = 'Pass-word1',
): Promise<TokenResponse> {
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
    data: { code: await mailedCode(request, email, 'account_activation') },
  });
  expect(activated.status(), await activated.text()).toBeLessThan(300);
  const signedIn = await request.post('/services/v1/public/users/token', {
    params: { captchaToken: await captchaToken(request) },
    data: { email, password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return (await signedIn.json()) as TokenResponse;
}

/** The sign-in page filled and sent, as a customer would (where it leads is the caller's). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/it/account/login');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/**
 * The support desk records that it saw the customer's papers for the vehicle (POST
 * /operator/vehicle-proofs, with the demo's key): a registered plate lists its trips and offers
 * its alerts only once proved (issue 24 item 6). The tests whose subject is not the proof use it.
 */
export async function proveVehicle(
  request: APIRequestContext,
  plate: string,
  email: string,
): Promise<void> {
  const proved = await request.post('/services/v1/operator/vehicle-proofs', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: { countryCode: 'FR', numberPlate: plate, email },
  });
  expect(proved.status(), await proved.text()).toBe(200);
}
