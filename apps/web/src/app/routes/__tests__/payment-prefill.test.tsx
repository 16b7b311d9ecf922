import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { storeTestToken } from '../../../../test/tokens.ts';
import { aProfile } from '../../../features/account/__tests__/profile-api.ts';
import {
  finishedTrip,
  servePayment,
  storeTripsToPay,
} from '../../../features/payment/__tests__/payment-fixtures.ts';

// Spec 001 section 6: a signed-in customer paying by bank card finds the billing form filled
// from the profile (GET /users/me); a visitor's starts empty.

const field = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });

function serveProfile(profile = aProfile()) {
  const calls = { me: [] as (string | null)[] };
  server.use(
    http.get(api('/users/me'), ({ request }) => {
      calls.me.push(request.headers.get('authorization'));
      return HttpResponse.json(profile);
    }),
  );
  return calls;
}

async function openBankCard() {
  const view = renderApp('/it/payment');
  await screen.findByRole('heading', { level: 1, name: 'Paga i viaggi' }, { timeout: 5000 });
  await view.user.click(await screen.findByRole('radio', { name: 'Carta bancaria' }));
  await screen.findByRole('textbox', { name: /^Nome/ });
  return view;
}

describe('billing form of the payment page', () => {
  it("is prefilled from a signed-in customer's profile", async () => {
    storeTestToken('customer', { accessToken: 'customer-access' });
    servePayment();
    const calls = serveProfile(
      aProfile({
        firstName: 'Giulia',
        lastName: 'Demo',
        email: 'cliente.demo@aliae.example',
        billingAddress: 'Via Roma 1',
        billingZipcode: '10121',
        billingCity: 'Torino',
        billingCountry: 'IT',
      }),
    );
    storeTripsToPay([finishedTrip]);
    await openBankCard();
    expect(field('Nome')).toHaveValue('Giulia');
    expect(field('Cognome')).toHaveValue('Demo');
    expect(field('Indirizzo')).toHaveValue('Via Roma 1');
    expect(field('CAP')).toHaveValue('10121');
    expect(field('Città')).toHaveValue('Torino');
    expect(combobox('Paese')).toHaveValue('Italia');
    expect(field('E-mail')).toHaveValue('cliente.demo@aliae.example');
    // No phone in a profile: its country follows the billing country, the number is typed.
    expect(combobox('Prefisso del cellulare')).toHaveValue('Italia (+39)');
    expect(field('Numero di cellulare')).toHaveValue('');
    expect(calls.me).toEqual(['Bearer customer-access']);
  });

  it('fills only the names and e-mail of a profile without an address', async () => {
    storeTestToken('customer');
    servePayment();
    serveProfile(aProfile({ billingAddress: null, billingZipcode: null, billingCity: null }));
    storeTripsToPay([finishedTrip]);
    await openBankCard();
    expect(field('Nome')).toHaveValue('Giulia');
    expect(field('E-mail')).toHaveValue('giulia@example.it');
    expect(field('Indirizzo')).toHaveValue('');
    expect(combobox('Paese')).toHaveValue('Francia');
  });

  it("leaves a visitor's form empty without asking for a profile", async () => {
    servePayment();
    const calls = serveProfile();
    storeTripsToPay([finishedTrip]);
    await openBankCard();
    expect(field('Nome')).toHaveValue('');
    expect(field('E-mail')).toHaveValue('');
    expect(calls.me).toHaveLength(0);
  });

  it('leaves the form empty when the profile cannot load', async () => {
    storeTestToken('customer');
    servePayment();
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json({ message: 'internal_error' }, { status: 500 }),
      ),
    );
    storeTripsToPay([finishedTrip]);
    await openBankCard();
    expect(field('Nome')).toHaveValue('');
  });

  it('signs the customer out on a 401 to the profile and goes on as a visitor', async () => {
    storeTestToken('customer');
    const calls = servePayment();
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json({ message: 'unauthorized' }, { status: 401 }),
      ),
    );
    storeTripsToPay([finishedTrip]);
    await openBankCard();
    expect(localStorage.getItem('spiritUserToken')).toBeNull();
    expect(field('Nome')).toHaveValue('');
    // Priced as a visitor's basket once the token is gone.
    expect(calls.allJourneys).toHaveLength(1);
    expect(calls.journeys).toHaveLength(0);
  });
});
