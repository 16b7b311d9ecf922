import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BillingForm } from '../components/billing-form.tsx';
import { servePayment } from './payment-fixtures.ts';

// Spec 001 section 5 and GOV.UK Pay's error summary: a refused send shows a summary that takes the
// focus, one link per field at fault; the fields say why. The form's own check sends nothing.
const complete = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  billingAddress: 'Via Roma 1',
  billingZipcode: '20121',
  billingCity: 'Milano',
  billingCountry: 'IT',
  email: 'giulia@example.it',
  mobilePhone: '3123456789',
};

function renderForm(initialBilling = {}) {
  return renderWithProviders(
    <BillingForm
      sessionId="00000000-0000-4000-8000-000000000001"
      amount={1920}
      tripsPath="/it/travels"
      initialBilling={initialBilling}
    />,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
// The amount on the button, formatted for the page's language (issue 26 item 8).
const send = () => screen.getByRole('button', { name: 'Paga 19,20\u00a0€' });

describe('billing form errors', () => {
  it('flags every empty field in a focused summary and sends nothing', async () => {
    const calls = servePayment();
    const { user } = await renderForm();
    await user.click(send());
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading')).toHaveTextContent(
      'Campi obbligatori da completare',
    );
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inserisci il nome',
      'Inserisci il cognome',
      "Inserisci l'indirizzo",
      'Inserisci il CAP',
      'Inserisci la città',
      "Inserisci l'indirizzo e-mail",
      'Inserisci il numero di cellulare',
    ]);
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome')).toHaveAccessibleDescription('Inserisci il nome');
    // The countries have their defaults.
    expect(screen.getByRole('combobox', { name: 'Paese' })).not.toHaveAttribute('aria-invalid');
    expect(calls.psp).toEqual([]);

    // A link of the summary leads to its field.
    await user.click(within(summary).getByRole('link', { name: 'Inserisci il CAP' }));
    expect(field('CAP')).toHaveFocus();
  });

  it('clears each error as its field is corrected, and the summary with the last', async () => {
    servePayment({ psp: { status: 500, body: { message: 'internal_error' } } });
    const { user } = await renderForm({ ...complete, firstName: '', email: '' });
    await user.click(send());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await user.type(field('Nome'), 'Giulia');
    await waitFor(() => expect(field('Nome')).not.toHaveAttribute('aria-invalid'));
    expect(field('Nome')).not.toHaveAccessibleDescription('Inserisci il nome');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(["Inserisci l'indirizzo e-mail"]);
    // A field still wrong keeps its error while typed into.
    await user.type(field('E-mail'), 'giulia@');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('E-mail'), 'example.it');
    await waitFor(() => expect(field('E-mail')).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never cuts a long name: it takes 30 characters and says so past them', async () => {
    const calls = servePayment();
    const { user } = await renderForm({ ...complete, lastName: '' });
    await user.type(field('Cognome'), 'Brzęczyszczykiewicz-Żółtowska');
    expect(field('Cognome')).toHaveValue('Brzęczyszczykiewicz-Żółtowska');
    expect(field('Cognome')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Cognome'), 'ab');
    expect(field('Cognome')).toHaveValue('Brzęczyszczykiewicz-Żółtowskaab');
    expect(field('Cognome')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Cognome')).toHaveAccessibleDescription(
      'Al massimo 30 caratteri: ne hai scritti 31',
    );
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Al massimo 30 caratteri');
    expect(calls.psp).toEqual([]);
    await user.type(field('Cognome'), '{Backspace}');
    await waitFor(() => expect(field('Cognome')).not.toHaveAttribute('aria-invalid'));
  });

  it("shows an example number of the phone's country, which follows the billing country", async () => {
    servePayment();
    const { user } = await renderForm({ ...complete, billingCountry: 'FR' });
    const phone = screen.getByRole('textbox', { name: 'Numero di cellulare' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Ad esempio 06 12 34 56 78\.$/));
    const country = screen.getByRole('combobox', { name: 'Paese' });
    await user.clear(country);
    await user.type(country, 'Italia');
    await user.click(await screen.findByRole('option', { name: /^Italia/ }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Ad esempio 312 345 6789\.$/));
  });

  it('flags an e-mail address the server would refuse, under its own title', async () => {
    const calls = servePayment();
    const { user } = await renderForm({ ...complete, email: 'giulia@' });
    await user.click(send());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading')).toHaveTextContent('E-mail non valida');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.psp).toEqual([]);
  });

  it("puts the server's refusal on the fields its details name", async () => {
    const calls = servePayment({
      psp: {
        status: 400,
        body: {
          message: 'invalid_request',
          details: [{ path: 'body.billingInfo.billingZipcode', code: 'too_big' }],
        },
      },
    });
    const { user } = await renderForm(complete);
    await user.click(send());
    await waitFor(() => expect(calls.psp).toHaveLength(1));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading')).toHaveTextContent(
      'La richiesta non è valida. Controlla i dati inseriti.',
    );
    expect(within(summary).getByRole('link', { name: 'Controlla questo campo' })).toBeVisible();
    expect(field('CAP')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome')).not.toHaveAttribute('aria-invalid');
  });

  it('offers the way out of a refusal that names no field', async () => {
    servePayment({ psp: { status: 400, body: { message: 'payment_session_invalid' } } });
    const { user } = await renderForm(complete);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La sessione di pagamento è scaduta.',
    );
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
