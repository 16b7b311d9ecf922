import type { Page } from '@playwright/test';
import { atPhoneAndDesk, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { openPaymentForFreshTrip, wholeRoadClass1 } from './payment-helpers.ts';

// Issue 26 item 8 (and item 18's billing text), at a phone's and a desk's size: the bank card's
// billing form sends the focus to its error summary, clears each error as its field is put
// right, says a name is too long instead of cutting it, shows the amount on its button, gives a
// phone example of the chosen country, and hands the PSP a long Polish name whole, in ASCII.
const longName = 'Brzęczyszczykiewicz-Żółtowski';

async function chooseBillingCountry(page: Page, typed: string, name: string): Promise<void> {
  const country = page.getByRole('combobox', { name: /^Paese/ });
  await country.fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(country).toHaveValue(name);
}

atPhoneAndDesk(() => {
  test('errors lead and leave field by field; a long name goes whole to the PSP', async ({
    page,
    request,
  }) => {
    await openPaymentForFreshTrip(page, request);
    await page.getByRole('radio', { name: 'Carta bancaria' }).check();
    const form = page.getByRole('form', { name: 'Dati di fatturazione' });
    const pay = form.getByRole('button', { name: `Paga ${wholeRoadClass1}`, exact: true });
    await expect(pay).toBeVisible();

    // Sent empty: the summary takes the focus and is on screen, each field says what it needs.
    await pay.click();
    const summary = form.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole('link', { name: 'Inserisci il nome' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Inserisci il cognome' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The summary's link leads to its field; the field put right loses its error at once,
    // in the summary and under the field, while the others keep theirs.
    await summary.getByRole('link', { name: 'Inserisci il nome' }).click();
    const firstName = form.getByRole('textbox', { name: /^Nome/ });
    await expect(firstName).toBeFocused();
    await firstName.fill('Giulia');
    await expect(form.getByText('Inserisci il nome')).toHaveCount(0);
    await expect(form.getByText('Inserisci il cognome')).toHaveCount(2);

    // Over 30 characters: said at once, and nothing cut.
    const lastName = form.getByRole('textbox', { name: /^Cognome/ });
    const tooLong = `${longName}-Nowak`;
    await lastName.fill(tooLong);
    await expect(lastName).toHaveValue(tooLong);
    await expect(form.getByText(`ne hai scritti ${tooLong.length}`).first()).toBeVisible();
    await lastName.fill(longName);
    await expect(form.getByText(/ne hai scritti/)).toHaveCount(0);

    // The phone's country and its example follow the billing country.
    const phoneHint = form.getByText(/^Richiesto dalla tua banca/);
    await expect(phoneHint).toContainText('Ad esempio 06 12 34 56 78');
    await chooseBillingCountry(page, 'Ital', 'Italia');
    await expect(form.getByRole('combobox', { name: /^Prefisso del cellulare/ })).toHaveValue(
      'Italia (+39)',
    );
    await expect(phoneHint).not.toContainText('06 12 34 56 78');
    await expect(phoneHint).toContainText(/Ad esempio 3\d\d/);

    await form.getByRole('textbox', { name: /^Indirizzo/ }).fill('Via Roma 1');
    await form.getByRole('textbox', { name: /^CAP/ }).fill('20100');
    await form.getByRole('textbox', { name: /^Città/ }).fill('Milano');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('giulia@example.test');
    await form.getByRole('textbox', { name: /^Numero di cellulare/ }).fill('312 345 6789');
    await expect(form.getByRole('alert')).toHaveCount(0);

    // What the PSP receives: the whole name, in ASCII as 3-D Secure asks, and the Italian phone.
    const posted = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().includes('/psp-simulator/'),
    );
    await pay.click();
    const fields = new URLSearchParams((await posted).postData() ?? '');
    const billing = fields.get('PBX_BILLING') ?? '';
    expect(billing).toContain('<LastName>Brzeczyszczykiewicz-Zoltowski</LastName>');
    expect(billing).toContain('<FirstName>Giulia</FirstName>');
    expect(billing).toContain('<CountryCode>380</CountryCode>');
    expect(billing).toContain('<CountryCodeMobilePhone>+39</CountryCodeMobilePhone>');
    expect(billing).toContain('<MobilePhone>3123456789</MobilePhone>');
    // The test ends on a loaded page: closing the context while the PSP's page was still
    // loading hung its teardown past the test's timeout under CI's load.
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible({
      timeout: 30_000,
    });
  });
});
