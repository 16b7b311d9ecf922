import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BillingForm } from '../components/billing-form.tsx';

/**
 * Spec 001 section 6's hook: a signed-in customer's billing form is prefilled from the profile.
 * The mobile phone of 3-D Secure 2 (issue 9 item 5) joins it without breaking that.
 */
describe('billing form prefill', () => {
  const field = (name: string) => screen.getByRole('textbox', { name });
  const combobox = (name: string) => screen.getByRole('combobox', { name });

  it('prefills a profile without a phone: the phone takes the profile country, the number stays empty', async () => {
    await renderWithProviders(
      <BillingForm
        sessionId="00000000-0000-4000-8000-000000000001"
        amount={1920}
        tripsPath="/it/travels"
        initialBilling={{
          firstName: 'Giulia',
          lastName: 'Rossi',
          billingAddress: 'Via Roma 1',
          billingZipcode: '20121',
          billingCity: 'Milano',
          billingCountry: 'IT',
          email: 'giulia@example.it',
        }}
      />,
    );
    expect(field('Nome')).toHaveValue('Giulia');
    expect(field('E-mail')).toHaveValue('giulia@example.it');
    expect(combobox('Paese')).toHaveValue('Italia');
    expect(combobox('Prefisso del cellulare')).toHaveValue('Italia (+39)');
    expect(field('Numero di cellulare')).toHaveValue('');
  });

  it('keeps a profile phone and its own country', async () => {
    await renderWithProviders(
      <BillingForm
        sessionId="00000000-0000-4000-8000-000000000001"
        amount={1920}
        tripsPath="/it/travels"
        initialBilling={{
          billingCountry: 'FR',
          mobilePhoneCountry: 'CH',
          mobilePhone: '0791234567',
        }}
      />,
    );
    expect(combobox('Paese')).toHaveValue('Francia');
    expect(combobox('Prefisso del cellulare')).toHaveValue('Svizzera (+41)');
    expect(field('Numero di cellulare')).toHaveValue('0791234567');
  });
});
