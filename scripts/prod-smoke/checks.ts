import { createHash, sign } from 'node:crypto';
import { makePassage, sampleBillingInfo } from '@portico/contract/testing';
import type { SmokeParties } from './production-env.ts';
import { smokeTenant } from './tenant-file.ts';

/**
 * What a visitor, the roadside system and Paybox do against the production server, through HTTP
 * only, as they would: each check throws with what it got when the server answers otherwise.
 */

const api = '/services/v1';
const minute = 60_000;
const plate = 'SM0KE42';

async function call(url: string, what: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  return response;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The home page, rendered on the server: the page's content is in the HTML, not only a shell. */
export async function homePage(url: string): Promise<void> {
  const response = await call(`${url}/fr/`, 'GET /fr/');
  const html = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html') || !html.includes('<html lang="fr"') || !html.includes('<h1')) {
    throw new Error(`GET /fr/ is not the server-rendered home page:\n${html.slice(0, 300)}`);
  }
  // The operator's own home, from its tenant file (an apostrophe is HTML-escaped: none here).
  if (!html.includes(smokeTenant.homeTitle)) {
    throw new Error(`GET /fr/ does not show the tenant file's home title:\n${html.slice(0, 300)}`);
  }
}

/**
 * The operator console from the release's apps/console/dist: its page under its own policy, and
 * the script that page names (a release without the console's build would answer 503 or 404).
 */
export async function consolePage(url: string): Promise<void> {
  const response = await call(`${url}/operator/sign-in`, 'GET /operator/sign-in');
  const html = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  if (!html.includes('<div id="root">') || !csp.includes("base-uri 'none'")) {
    throw new Error(`GET /operator/sign-in is not the console:\n${html.slice(0, 300)}\n${csp}`);
  }
  const script = /<script type="module" crossorigin src="(\/operator\/assets\/[^"]+\.js)"/.exec(
    html,
  );
  if (!script?.[1]) throw new Error(`the console's page names no script:\n${html.slice(0, 300)}`);
  await call(`${url}${script[1]}`, `GET ${script[1]}`);
}

/** A whole-road trip of the operator's road three hours ago, as the roadside system posts it. */
export async function ingestTrip(url: string, { roadsideKey }: SmokeParties): Promise<void> {
  const start = Date.now() - 3 * 60 * minute;
  const passages = smokeTenant.wholeRoadEast.map((gantry, index) =>
    makePassage({
      passageId: `smoke-${start}-${index}`,
      gantry,
      plate,
      at: new Date(start + index * 10 * minute).toISOString(),
    }),
  );
  const response = await call(
    `${url}${api}/passages`,
    'POST /passages',
    json({ passages }, { 'x-api-key': roadsideKey }),
  );
  const { accepted } = (await response.json()) as { accepted: number };
  if (accepted !== passages.length) throw new Error(`POST /passages accepted ${accepted}`);
}

/** The captcha as the browser solves it: SHA-256(salt + n) = challenge, n up to maxnumber. */
async function solvedCaptcha(url: string): Promise<string> {
  const response = await call(`${url}${api}/captcha/challenge`, 'GET /captcha/challenge');
  const challenge = (await response.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash !== challenge.challenge) continue;
    const { algorithm, salt, signature } = challenge;
    const solution = { algorithm, challenge: challenge.challenge, number, salt, signature };
    return Buffer.from(JSON.stringify(solution), 'utf8').toString('base64');
  }
  throw new Error('the captcha challenge has no solution');
}

/** The public lookup of the plate: its trip, and the session that pays for it. */
export async function lookUp(url: string): Promise<string> {
  const query = new URLSearchParams({
    plate,
    country: 'FR',
    captchaToken: await solvedCaptcha(url),
  });
  const response = await call(`${url}${api}/detailedJourneys?${query}`, 'GET /detailedJourneys');
  const set = (await response.json()) as { sessionId: string; journeys: unknown[] };
  if (set.journeys.length !== 1) throw new Error(`the lookup found ${set.journeys.length} trips`);
  return set.sessionId;
}

/** The basket of the trip and the card checkout's Paybox form: its order reference and amount. */
export async function startCardPayment(
  url: string,
  lookupSession: string,
): Promise<{ basketId: string; reference: string; amount: string }> {
  const basketUrl = `${url}${api}/payments/allJourneys?sessionId=${encodeURIComponent(lookupSession)}`;
  const basket = (await (
    await call(basketUrl, 'POST /payments/allJourneys', json({ prepayments: [] }))
  ).json()) as { id: string };
  const form = (await (
    await call(
      `${url}${api}/payments/psp`,
      'POST /payments/psp',
      json({ sessionId: basket.id, billingInfo: sampleBillingInfo }),
    )
  ).json()) as { parameters: { pspVariableName: string; pspVariableValue: string }[] };
  const field = (name: string) => {
    const value = form.parameters.find((p) => p.pspVariableName === name)?.pspVariableValue;
    if (value === undefined) throw new Error(`the Paybox form has no ${name}`);
    return value;
  };
  const amount = field('PBX_TOTAL');
  // Priced with the operator's own tariff, from its file.
  if (Number(amount) !== smokeTenant.wholeRoadCents) {
    throw new Error(`the trip costs ${amount} cents, not the file's ${smokeTenant.wholeRoadCents}`);
  }
  return { basketId: basket.id, reference: field('PBX_CMD'), amount };
}

/** Paybox's success notification (IPN), RSA-SHA1 signed over the raw query (psp-protocols 1.5). */
function payboxNotification(reference: string, amount: string, privateKeyPem: string): string {
  const data = `Mt=${amount}&Ref=${encodeURIComponent(reference)}&Auto=XXXXXX&Erreur=00000&Trans=1&Appel=1`;
  const signature = sign('sha1', Buffer.from(data, 'utf8'), privateKeyPem).toString('base64');
  return `${api}/payments/paybox/notification?${data}&Sign=${encodeURIComponent(signature)}`;
}

/**
 * A notification signed with another key is refused (400); Paybox's, signed with the configured
 * key, is taken (200) and settles the payment.
 */
export async function settleByNotification(
  url: string,
  payment: { basketId: string; reference: string; amount: string },
  { payboxPrivateKeyPem }: SmokeParties,
  forgerKeyPem: string,
): Promise<void> {
  const forged = await fetch(
    `${url}${payboxNotification(payment.reference, payment.amount, forgerKeyPem)}`,
  );
  if (forged.status !== 400) throw new Error(`a forged notification answered ${forged.status}`);
  await call(
    `${url}${payboxNotification(payment.reference, payment.amount, payboxPrivateKeyPem)}`,
    'GET /payments/paybox/notification',
  );
  const status = (await (
    await call(`${url}${api}/payments/${encodeURIComponent(payment.basketId)}`, 'GET /payments/:id')
  ).json()) as { status: string };
  if (status.status !== 'SUCCEED')
    throw new Error(`the payment is ${status.status} after the notification`);
}

export async function ready(url: string): Promise<void> {
  await call(`${url}/readyz`, 'GET /readyz');
}
