import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { a79WholeRoadEast, makePassage } from '@portico/contract/testing';
import { pdfText } from '../apps/server/test/helpers/pdf-text.ts';
import { expect, waitForHydration } from './fixtures.ts';

// Payment tests change what they pay: each one feeds its own plate through the roadside
// ingestion API (the demo plates are shared by every test of a run) and finds it in the browser.
const minute = 60_000;
const hour = 60 * minute;

/** The price of the whole road eastbound, class 1 (README "Demo plates": GD-301-AA). */
export const wholeRoadClass1 = '4,20 €';

/** A plate no other test (nor the demo seed) uses: `E2E` and eight random digits. */
export function freshPlate(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `E2E${digits}`;
}

/**
 * The whole road eastbound, class 1, FR, ten minutes between gantries and the last one an hour
 * ago (or `endedHoursAgo`): a trip that ends at the road's end is completed at once, due for 72 hours, 4.20 EUR.
 */
export async function feedWholeRoadTrip(
  request: APIRequestContext,
  plate: string,
  endedHoursAgo = 1,
): Promise<void> {
  const end = Date.now() - endedHoursAgo * hour;
  const trip = endedHoursAgo === 1 ? '' : `h${endedHoursAgo}-`;
  const response = await request.post('/services/v1/passages', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: {
      passages: a79WholeRoadEast.map((gantry, index) =>
        makePassage({
          passageId: `e2e-pay-${plate}-${trip}${index}`,
          gantry,
          plate,
          at: new Date(end - (a79WholeRoadEast.length - 1 - index) * 10 * minute).toISOString(),
        }),
      ),
    },
  });
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ accepted: a79WholeRoadEast.length, rejected: [] });
}

/** Tabs forward to an element, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  for (let count = 0; count < presses; count += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

/** The lookup form (plate, Francia, the captcha that solves itself), then the journeys screen. */
export async function lookUpFrenchPlate(page: Page, plate: string): Promise<void> {
  await page.goto('/it/form/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Paga i tuoi viaggi' })).toBeVisible();
  await waitForHydration(page);
  const country = page.getByRole('combobox', { name: 'Paese di immatricolazione' });
  await country.fill('Fran');
  await page.getByRole('option', { name: 'Francia' }).click();
  await expect(country).toHaveValue('Francia');
  await page.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
  await expect(
    page.getByRole('group', { name: 'Verifica anti-robot' }).getByRole('status'),
  ).toHaveText('Verifica completata', { timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/journeys$/);
}

/** A fresh due trip found in the browser, and "Paga" on the journeys screen: the payment page. */
export async function openPaymentForFreshTrip(
  page: Page,
  request: APIRequestContext,
): Promise<string> {
  const plate = freshPlate();
  await feedWholeRoadTrip(request, plate);
  await lookUpFrenchPlate(page, plate);
  await expect(page.getByTestId('trip-summary-totals')).toContainText(
    `Totale da pagare: ${wholeRoadClass1}`,
  );
  await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paga i viaggi' })).toBeVisible();
  return plate;
}

/** What the billing form of the bank-card method is filled with. */
export interface Billing {
  firstName: string;
  lastName: string;
  address: string;
  zipcode: string;
  city: string;
  email: string;
  /** The mobile number 3-D Secure 2 asks for, its country following the billing country. */
  mobilePhone: string;
}

export function billingFor(plate: string): Billing {
  return {
    firstName: 'Giulia',
    lastName: 'Rossi',
    address: 'Via Roma 1',
    zipcode: '20100',
    city: 'Milano',
    email: `${plate.toLowerCase()}@example.test`,
    mobilePhone: '06 12 34 56 78',
  };
}

/** Bank card: the method, the billing form, then the PSP's hosted page (the simulator). */
export async function payByBankCard(page: Page, billing: Billing): Promise<void> {
  await page.getByRole('radio', { name: 'Carta bancaria' }).check();
  await page.getByRole('textbox', { name: /^Nome/ }).fill(billing.firstName);
  await page.getByRole('textbox', { name: /^Cognome/ }).fill(billing.lastName);
  await page.getByRole('textbox', { name: /^Indirizzo/ }).fill(billing.address);
  await page.getByRole('textbox', { name: /^CAP/ }).fill(billing.zipcode);
  await page.getByRole('textbox', { name: /^Città/ }).fill(billing.city);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(billing.email);
  // The billing country is France (the default): the phone's country code follows it.
  await expect(page.getByRole('combobox', { name: /^Prefisso del cellulare/ })).toHaveValue(
    'Francia (+33)',
  );
  await page.getByRole('textbox', { name: /^Numero di cellulare/ }).fill(billing.mobilePhone);
  await page.getByRole('button', { name: /^Paga \d/ }).click();
  await expect(page).toHaveURL(/\/psp-simulator\//);
}

/** The simulator's card page (Paybox or Axepta: the same form): a card number, then Payer. */
export async function payOnSimulator(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(cardNumber);
  await page.getByRole('textbox', { name: "Date d'expiration (MM/AA)" }).fill('12/30');
  await page.getByRole('textbox', { name: 'Cryptogramme visuel (CVV)' }).fill('123');
  await page.getByRole('button', { name: 'Payer' }).click();
}

/** The simulator's cancel button: the buyer gives up on the PSP's page. */
export async function cancelOnSimulator(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
}

/** Which simulator the payment page posted to: its banner names the PSP. */
export async function expectSimulatorOf(page: Page, psp: 'Paybox' | 'Axepta'): Promise<void> {
  await expect(page.getByRole('banner')).toHaveText(`Simulateur ${psp} — aucun paiement réel`);
}

/** The success page's receipt button: a receipt.pdf that names the plate and the total. */
export async function expectReceiptDownload(page: Page, plate: string, total: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica la ricevuta (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('receipt.pdf');
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain(plate);
  expect(text).toContain(`Totale pagato ${total}`);
}

interface MailboxMessage {
  recipient: string;
  subject: string;
  status: string;
  url: string;
  attachments: { filename: string }[];
}

/** The receipt e-mail, captured by the dev mailbox (no SMTP server in the tests). */
export async function expectReceiptEmail(
  page: Page,
  request: APIRequestContext,
  recipient: string,
  plate: string,
  total: string,
): Promise<void> {
  let message: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        message = messages.find((candidate) => candidate.recipient === recipient);
        return message?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('captured');
  expect(message?.subject).toMatch(/la tua ricevuta di pagamento/);
  expect(message?.attachments.map((attachment) => attachment.filename)).toEqual(['receipt.pdf']);

  await page.goto('/dev/mailbox');
  const row = page.getByRole('row').filter({ hasText: recipient });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message?.subject ?? '');
  await expect(page.getByRole('main')).toContainText(
    `abbiamo ricevuto il tuo pagamento di ${total} per il veicolo ${plate}`,
  );
}
